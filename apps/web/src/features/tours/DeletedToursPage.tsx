// /tours/deleted: the organization's deleted tours, one page at a time: restore (operators) or purge for good (admins).
import { Button, Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { useCanChangeSettings, useCanPlanTours } from '../session/permissions';
import { PurgeTourButton } from './PurgeTourButton';
import { RestoreTourButton } from './RestoreTourButton';
import { ListPager } from '../../shared/ListPager';
import { TourRow, TourTableHead } from './TourRow';
import { TOUR_PAGE_SIZE, useListDeletedToursQuery } from './toursApi';
import { useCursorPages } from '../../shared/useCursorPages';
import { EmptyState } from '../../shared/SubHeading';

export function DeletedToursPage() {
  const canPlan = useCanPlanTours();
  const canPurge = useCanChangeSettings(); // purging is for admins, like the settings
  const pages = useCursorPages('deleted');
  const { data, error, isLoading, isFetching, refetch } = useListDeletedToursQuery({ cursor: pages.cursor });
  const problem = toProblem(error);

  return (
    <main className="deleted-tours-page">
      <PageHeader title="Deleted tours" subtitle="Deleted tours keep their days, segments and history; restoring one puts it back in the tour list." />
      {canPurge && (
        <Callout intent="primary" compact className="page-callout info-callout">
          As an administrator you can also purge a deleted tour: it is then gone from every list for good, while its recorded history stays for the audit trail.
        </Callout>
      )}
      <ProblemCallout problem={problem} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner aria-label="Loading deleted tours" />
      ) : data && data.items.length === 0 && pages.number === 1 ? (
        <EmptyState icon={<TrashIcon size={48} />} title="No deleted tours" description="Tours deleted from the tour list appear here." />
      ) : (
        data && (
          <>
            <div className="table-scroll">
              <HTMLTable className="tour-table table-cards" striped data-testid="deleted-tour-list" aria-label="Deleted tours">
                <TourTableHead changedLabel="Deleted" />
                <tbody>
                  {data.items.map((tour) => (
                    <TourRow
                      key={tour.id}
                      tour={tour}
                      linkToEditor={false}
                      actions={
                        <>
                          {canPlan && <RestoreTourButton tourId={tour.id} title={tour.title} />}
                          {canPurge && <PurgeTourButton tourId={tour.id} title={tour.title} />}
                        </>
                      }
                    />
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <ListPager noun="Tours" pages={pages} pageSize={TOUR_PAGE_SIZE} shown={data.items.length} nextCursor={data.nextCursor} loading={isFetching} />
          </>
        )
      )}
    </main>
  );
}
