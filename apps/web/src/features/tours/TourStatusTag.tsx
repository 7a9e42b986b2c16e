// A tour's status as a coloured tag.
import { Tag } from '@blueprintjs/core';
import type { TourStatus } from '@tourops/domain';
import { TOUR_STATUS_INTENTS, TOUR_STATUS_LABELS } from './tourStatus';

export function TourStatusTag({ status }: { status: TourStatus }) {
  return (
    <Tag intent={TOUR_STATUS_INTENTS[status]} minimal={status !== 'IN_PROGRESS'} round data-testid="tour-status" data-status={status}>
      {TOUR_STATUS_LABELS[status]}
    </Tag>
  );
}
