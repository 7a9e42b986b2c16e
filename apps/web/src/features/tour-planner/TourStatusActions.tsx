// The status changes this tour allows (TourView.allowedTransitions), one button each; cancelling asks first.
import { Button } from '@blueprintjs/core';
import type { TourStatus } from '@tourops/domain';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { TOUR_STATUS_ACTIONS } from '../tours/tourStatus';
import { usePlanner } from './PlannerContext';

export function TourStatusActions() {
  const { tour, planOrTell } = usePlanner();
  const moveTo = (status: TourStatus) => planOrTell({ kind: 'changeStatus', status });
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
            question={<p>Cancel “{tour.title}”? A cancelled tour can no longer be changed.</p>}
            confirmText="Cancel the tour"
            onConfirm={() => moveTo(status)}
          />
        ) : (
          <Button key={status} intent="primary" text={TOUR_STATUS_ACTIONS[status]} data-testid={`tour-status-${status}`} onClick={() => void moveTo(status)} />
        ),
      )}
    </>
  );
}
