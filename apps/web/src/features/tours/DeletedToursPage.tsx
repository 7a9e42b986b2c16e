// /tours/deleted: the organization's deleted tours, each of which can be restored.
import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { TourSummaryView } from '@tourops/contracts';
import { useState } from 'react';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { useCanPlanTours } from '../session/permissions';
import { DeletedToursChunk } from './DeletedToursChunk';
import { RestoreTourButton } from './RestoreTourButton';
import { TourRow, TourTableHead } from './TourRow';
import { useListDeletedToursQuery } from './toursApi';

export function DeletedToursPage() {
  const canPlan = useCanPlanTours();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const first = useListDeletedToursQuery({ cursor: null });
  const problem = toProblem(first.error);

  const renderRow = (tour: TourSummaryView) => (
    <TourRow key={tour.id} tour={tour} linkToEditor={false} actions={canPlan && <RestoreTourButton tourId={tour.id} title={tour.title} />} />
  );

  return (
    <main className="deleted-tours-page">
      <PageHeader title="Deleted tours" subtitle="Deleted tours keep their days, segments and history; restoring one puts it back in the tour list." />
      <ProblemCallout problem={problem} action={<Button text="Try again" onClick={() => void first.refetch()} />} />
      {first.isLoading ? (
        <Spinner aria-label="Loading deleted tours" />
      ) : first.data && first.data.items.length === 0 ? (
        <NonIdealState icon={<TrashIcon size={48} />} title="No deleted tours" description="Tours deleted from the tour list appear here." />
      ) : (
        first.data && (
          <div className="table-scroll">
            <HTMLTable className="tour-table" striped data-testid="deleted-tour-list" aria-label="Deleted tours">
              <TourTableHead changedLabel="Deleted" />
              <tbody>
                {cursors.map((cursor, index) => (
                  <DeletedToursChunk
                    key={cursor ?? 'first'}
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
