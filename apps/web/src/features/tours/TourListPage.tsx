// /tours/all: the organization's tours, one page at a time, searched, sorted, narrowed to dates and filtered by status (saved in settings).
import { Button, HTMLTable, Spinner } from '@blueprintjs/core';
import { AddIcon, EditIcon, RouteIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { DeleteTourButton } from './DeleteTourButton';
import { TourListToolbar } from './TourListToolbar';
import { ListPager } from '../../shared/ListPager';
import { TourRow, TourTableHead } from './TourRow';
import { TOUR_PAGE_SIZE, useListToursQuery, usePrefetch } from './toursApi';
import { useCursorPages } from '../../shared/useCursorPages';
import { useTourListView } from './useTourListView';
import { useTourStatusFilter } from './useTourStatusFilter';
import { EmptyState } from '../../shared/SubHeading';

export function TourListPage() {
  const navigate = useNavigate();
  const canPlan = useCanPlanTours();
  const filter = useTourStatusFilter();
  const [view, changeView] = useTourListView();
  const invalidRange = Boolean(view.from && view.to && view.to < view.from);
  const criteria = { statuses: filter.statuses, search: view.search, sort: view.sort, order: view.order, from: invalidRange ? '' : view.from, to: invalidRange ? '' : view.to, period: view.period };
  const pages = useCursorPages(JSON.stringify(criteria));
  const { data, error, isLoading, isFetching, refetch } = useListToursQuery({ ...criteria, cursor: pages.cursor });
  const prefetchPage = usePrefetch('listTours');
  const problem = toProblem(error);
  const filtered = filter.statuses.length > 0 || view.search !== '' || view.from !== '' || view.to !== '' || view.period !== '';

  return (
    <main className="tour-list-page">
      <PageHeader
        title="All tours"
        actions={canPlan && <Button intent="primary" icon={<AddIcon />} text="New tour" data-testid="new-tour" onClick={() => navigate('/tours/constructor')} />}
      />
      <TourListToolbar view={view} onChange={changeView} filter={filter} />
      <ProblemCallout problem={problem} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner aria-label="Loading tours" />
      ) : data && data.items.length === 0 && pages.number === 1 ? (
        <EmptyState
          icon={<RouteIcon size={48} />}
          title={filtered ? 'No tours match' : 'No tours yet'}
          description={filtered ? 'No tour has the chosen statuses, title and dates. Change the filter, the search or the dates.' : 'Tours the organization plans appear here.'}
          action={canPlan && !filtered ? <Button intent="primary" icon={<AddIcon />} text="Create the first tour" onClick={() => navigate('/tours/constructor')} /> : undefined}
        />
      ) : (
        data && (
          <>
            <div className={`table-scroll${isFetching ? ' is-refreshing' : ''}`}>
              <HTMLTable className="tour-table table-cards" interactive striped data-testid="tour-list" aria-label="Tours" aria-busy={isFetching}>
                <TourTableHead />
                <tbody>
                  {data.items.map((tour) => (
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
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <ListPager noun="Tours"
              pages={pages}
              pageSize={TOUR_PAGE_SIZE}
              shown={data.items.length}
              nextCursor={data.nextCursor}
              loading={isFetching}
              onNextIntent={(cursor) => prefetchPage({ ...criteria, cursor })}
            />
          </>
        )
      )}
    </main>
  );
}
