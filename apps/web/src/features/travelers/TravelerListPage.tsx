// /travelers/list: the organization's travelers, searched, filtered by tag, nationality, removal and (from the overview) tour period, one page at a time; export and import.
import { Button, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, DownloadIcon, EditIcon, ImportIcon, PeopleIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toProblem } from '../../app/problem';
import { formatDate } from '../../shared/format';
import { personalValue, personName, personSortName } from '../../shared/personName';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { ListPager } from '../../shared/ListPager';
import { useCursorPages } from '../../shared/useCursorPages';
import { ImportTravelersDialog } from './ImportTravelersDialog';
import { RemoveTravelerButton, RestoreTravelerButton } from './TravelerRemoval';
import { TravelerListToolbar } from './TravelerListToolbar';
import { downloadTravelersCsv, TRAVELER_PAGE_SIZE, useListTravelersQuery, type TravelerFilters } from './travelersApi';
import './travelers.css';
import { EmptyState } from '../../shared/SubHeading';

const INITIAL_FILTERS: TravelerFilters = { search: '', tag: '', nationality: '', tourId: '', tourPeriod: '', deleted: false, sort: 'name' };
const TOUR_PERIOD_LABELS: Record<string, string> = { 'running-today': 'On tours running today', 'departing-next-7-days': 'On tours departing in the next 7 days' };

export function TravelerListPage() {
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<TravelerFilters>(() => ({ ...INITIAL_FILTERS, tourPeriod: TOUR_PERIOD_LABELS[params.get('tourPeriod') ?? ''] ? params.get('tourPeriod')! : '' }));
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const search = useDebouncedValue(filters.search, 300);
  const tag = useDebouncedValue(filters.tag, 300);
  const criteria = { ...filters, search, tag };
  const pages = useCursorPages(JSON.stringify(criteria));
  const { data, error, isLoading, isFetching, refetch } = useListTravelersQuery({ ...criteria, cursor: pages.cursor });
  const filtered = criteria.search !== '' || criteria.tag !== '' || criteria.nationality !== '' || criteria.deleted || Boolean(criteria.tourPeriod);
  const anyTourPeriod = () => {
    setFilters({ ...filters, tourPeriod: '' });
    setParams({}, { replace: true });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTravelersCsv(criteria);
    } catch (failure) {
      showToast({ intent: 'danger', message: (failure as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <main className="traveler-list-page">
      <PageHeader
        title={filters.deleted ? 'Removed travelers' : 'Travelers'}
        actions={
          <>
            <Button icon={<DownloadIcon />} text="Export CSV" loading={exporting} onClick={() => void exportCsv()} data-testid="export-travelers" />
            {canOperate && <Button icon={<ImportIcon />} text="Import CSV" onClick={() => setImporting(true)} data-testid="import-travelers" />}
            {canOperate && <Button intent="primary" icon={<AddIcon />} text="New traveler" onClick={() => navigate('/travelers/edit/create')} data-testid="new-traveler" />}
          </>
        }
      />
      <TravelerListToolbar filters={filters} onChange={setFilters} />
      {filters.tourPeriod && (
        <Tag large minimal intent="primary" className="traveler-tour-period" onRemove={anyTourPeriod} data-testid="traveler-tour-period">
          {TOUR_PERIOD_LABELS[filters.tourPeriod]}
        </Tag>
      )}
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner aria-label="Loading travelers" />
      ) : data && data.items.length === 0 && pages.number === 1 ? (
        <EmptyState
          icon={<PeopleIcon size={48} />}
          title={filtered ? 'No travelers match' : 'No travelers yet'}
          description={filtered ? 'Change the search or the filters.' : 'Register travelers one by one, or import a CSV file.'}
          action={canOperate && !filtered ? <Button intent="primary" icon={<AddIcon />} text="Register the first traveler" onClick={() => navigate('/travelers/edit/create')} /> : undefined}
        />
      ) : (
        data && (
          <>
            <div className={`table-scroll${isFetching ? ' is-refreshing' : ''}`}>
              <HTMLTable className="traveler-table table-cards" interactive striped data-testid="traveler-list" aria-label="Travelers" aria-busy={isFetching}>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Email</th>
                    <th>Phone</th>
                    <th>Nationality</th>
                    <th>Born</th>
                    <th>Passport</th>
                    <th>Tags</th>
                    <th>Tours</th>
                    {canOperate && <th scope="col"><span className="visually-hidden">Actions</span></th>}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((traveler) => (
                    <tr key={traveler.id} data-testid="traveler-row" data-traveler-id={traveler.id}>
                      <td className="table-card-title">
                        <Link to={`/travelers/details/${traveler.id}`} data-testid="traveler-row-name">
                          {personSortName(traveler)}
                        </Link>
                      </td>
                      <td>{personalValue(traveler, traveler.email)}</td>
                      <td>{personalValue(traveler, traveler.phone)}</td>
                      <td data-label="Nationality">{traveler.nationality}</td>
                      <td data-label="Born">{personalValue(traveler, formatDate(traveler.dateOfBirth))}</td>
                      <td data-label="Passport" data-testid="traveler-row-passport">{traveler.passport ? `${traveler.passport.number} · ${formatDate(traveler.passport.expiry)}` : '—'}</td>
                      <td>
                        {traveler.tags.map((name) => (
                          <Tag key={name} minimal round className="traveler-tag" interactive onClick={() => setFilters({ ...filters, tag: name })}>
                            {name}
                          </Tag>
                        ))}
                      </td>
                      <td data-label="Tours">{traveler.tourIds.length}</td>
                      {canOperate && (
                        <td className="row-actions">
                          {traveler.erased ? null : traveler.deleted ? (
                            <RestoreTravelerButton traveler={traveler} />
                          ) : (
                            <>
                              <Button variant="minimal" icon={<EditIcon />} aria-label={`Edit ${personName(traveler)}`} onClick={() => navigate(`/travelers/edit/${traveler.id}`)} data-testid="edit-traveler" />
                              <RemoveTravelerButton traveler={traveler} />
                            </>
                          )}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <ListPager noun="Travelers" pages={pages} pageSize={TRAVELER_PAGE_SIZE} shown={data.items.length} nextCursor={data.nextCursor} total={data.total} loading={isFetching} />
          </>
        )
      )}
      {importing && <ImportTravelersDialog onClose={() => setImporting(false)} />}
    </main>
  );
}
