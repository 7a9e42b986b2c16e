// What the tour's status allows, in words, with the status changes it offers; a template explains it has no status.
import { Callout } from '@blueprintjs/core';
import { TOUR_STATUSES } from '@tourops/domain';
import { TourStatusTag } from '../tours/TourStatusTag';
import { TOUR_STATUS_LABELS } from '../tours/tourStatus';
import { usePlanner } from './PlannerContext';
import { TourStatusActions } from './TourStatusActions';
import { STATUS_ALLOWS, TRAVELERS_RELY_ON } from './travelerImpact';

export function TourStatusPanel({ canChange }: { canChange: boolean }) {
  const { tour } = usePlanner();
  if (tour.template) {
    return (
      <Callout intent="primary" className="page-callout status-panel" data-testid="template-notice" title="Template">
        A template is a plan to start tours from: it has no dates of its own to keep and no status. Use “New tour from this template” to
        plan a real tour from it.
      </Callout>
    );
  }
  const warns = TRAVELERS_RELY_ON.has(tour.status);
  return (
    <Callout intent={warns ? 'warning' : 'none'} className="page-callout status-panel" data-testid="status-panel" data-status={tour.status} icon={null}>
      <div className="status-panel-row">
        <div>
          <TourStatusTag status={tour.status} /> <span data-testid="status-allows">{STATUS_ALLOWS[tour.status]}</span>
        </div>
        {canChange && !tour.deleted && (
          <div className="status-panel-actions">
            <TourStatusActions />
          </div>
        )}
      </div>
      <ol className="status-lifecycle" aria-label="Tour lifecycle">
        {TOUR_STATUSES.map((status) => (
          <li key={status} className={status === tour.status ? 'is-current' : tour.allowedTransitions.includes(status) ? 'is-next' : ''} title={STATUS_ALLOWS[status]}>
            {TOUR_STATUS_LABELS[status]}
          </li>
        ))}
      </ol>
    </Callout>
  );
}
