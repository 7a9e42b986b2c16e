// /tours/all: every tour of the organization, filtered by status (saved in editor settings) and searched by title.
import { Button, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { AddIcon, EditIcon, RouteIcon, SearchIcon } from '@blueprintjs/icons';
import type { TourSummaryView } from '@tourops/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { AllToursChunk } from './AllToursChunk';
import { DeleteTourButton } from './DeleteTourButton';
import { TourStatusFilter } from './TourStatusFilter';
import { TourTableHead, TourRow } from './TourRow';
import { useListToursQuery } from './toursApi';
import { useTourStatusFilter } from './useTourStatusFilter';

const SEARCH_DEBOUNCE_MS = 300;

export function TourListPage() {
  const navigate = useNavigate();
  const canPlan = useCanPlanTours();
  const filter = useTourStatusFilter();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const filterKey = `${filter.statuses.join(',')}|${search}`;
  useEffect(() => setCursors([null]), [filterKey]);

  const first = useListToursQuery({ statuses: filter.statuses, search, cursor: null });
  const problem = toProblem(first.error);
  const filtered = filter.statuses.length > 0 || search !== '';

  const renderRow = (tour: TourSummaryView) => (
    <TourRow
      key={tour.id}
      tour={tour}
      linkToEditor
      actions={
        canPlan && (
          <>
            <Button variant="minimal" icon={<EditIcon />} aria-label={`Edit ${tour.title}`} data-testid="edit-tour" onClick={() => navigate(`/tours/edit/${tour.id}`)} />
            <DeleteTourButton variant="minimal" tourId={tour.id} title={tour.title} />
          </>
        )
      }
    />
  );

  return (
    <main className="tour-list-page">
      <PageHeader
        title="All tours"
        actions={
          canPlan && (
            <Button intent="primary" icon={<AddIcon />} text="New tour" data-testid="new-tour" onClick={() => navigate('/tours/constructor')} />
          )
        }
      />
      <div className="list-toolbar">
        <InputGroup
          className="tour-search"
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Search tours by title"
          aria-label="Search tours"
          value={searchText}
          onValueChange={setSearchText}
          data-testid="tour-search"
        />
        <TourStatusFilter filter={filter} />
      </div>
      <ProblemCallout problem={problem} action={<Button text="Try again" onClick={() => void first.refetch()} />} />
      {first.isLoading ? (
        <Spinner aria-label="Loading tours" />
      ) : first.data && first.data.items.length === 0 ? (
        <NonIdealState
          icon={<RouteIcon size={48} />}
          title={filtered ? 'No tours match' : 'No tours yet'}
          description={filtered ? 'No tour has the chosen statuses and title. Change the filter or the search.' : 'Tours the organization plans appear here.'}
          action={canPlan && !filtered ? <Button intent="primary" icon={<AddIcon />} text="Create the first tour" onClick={() => navigate('/tours/constructor')} /> : undefined}
        />
      ) : (
        first.data && (
          <div className="table-scroll">
            <HTMLTable className="tour-table" interactive striped data-testid="tour-list" aria-label="Tours">
              <TourTableHead />
              <tbody>
                {cursors.map((cursor, index) => (
                  <AllToursChunk
                    key={cursor ?? 'first'}
                    statuses={filter.statuses}
                    search={search}
                    cursor={cursor}
                    isLast={index === cursors.length - 1}
                    renderRow={renderRow}
                    onLoadMore={(next) => setCursors((current) => [...current, next])}
                  />
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )
      )}
    </main>
  );
}
