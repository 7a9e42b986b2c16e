// The status changes the API allows for this tour (TourView.allowedTransitions), one button each.
import { Button } from '@blueprintjs/core';
import type { TourView } from '@tourops/contracts';
import type { TourStatus } from '@tourops/domain';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { showToast } from '../../shared/toaster';
import { TOUR_STATUS_ACTIONS, TOUR_STATUS_LABELS } from './tourStatus';
import { useChangeTourStatusMutation } from './toursApi';

export function TourStatusActions({ tour }: { tour: TourView }) {
  const [changeTourStatus, { isLoading }] = useChangeTourStatusMutation();
  const moveTo = async (status: TourStatus) => {
    const result = await changeTourStatus({ tourId: tour.id, status });
    if ('error' in result) {
      const problem = toProblem(result.error);
      showToast({ intent: 'danger', message: `The tour stayed ${TOUR_STATUS_LABELS[tour.status]}: ${problem?.detail || problem?.title}` });
    }
  };
  return (
    <>
      {tour.allowedTransitions.map((status) =>
        status === 'CANCELLED' ? (
          <ConfirmButton
            key={status}
            intent="danger"
            variant="outlined"
            text={TOUR_STATUS_ACTIONS[status]}
            data-testid={`tour-status-${status}`}
            disabled={isLoading}
            question={<p>Cancel “{tour.title}”? A cancelled tour can no longer be changed.</p>}
            confirmText="Cancel the tour"
            onConfirm={() => moveTo(status)}
          />
        ) : (
          <Button key={status} intent="primary" text={TOUR_STATUS_ACTIONS[status]} data-testid={`tour-status-${status}`} loading={isLoading} onClick={() => void moveTo(status)} />
        ),
      )}
    </>
  );
}
