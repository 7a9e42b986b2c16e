// How tour statuses read: their labels, colours, and the action that moves a tour into each.
import type { Intent } from '@blueprintjs/core';
import { TOUR_STATUSES, type TourStatus } from '@tourops/domain';

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  DRAFT: 'Draft',
  PLANNED: 'Planned',
  CONFIRMED: 'Confirmed',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

export const TOUR_STATUS_INTENTS: Record<TourStatus, Intent> = {
  DRAFT: 'none',
  PLANNED: 'primary',
  CONFIRMED: 'success',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

/** The button that moves a tour into a status. */
export const TOUR_STATUS_ACTIONS: Record<TourStatus, string> = {
  DRAFT: 'Back to draft',
  PLANNED: 'Mark as planned',
  CONFIRMED: 'Confirm',
  IN_PROGRESS: 'Start the tour',
  COMPLETED: 'Complete the tour',
  CANCELLED: 'Cancel the tour',
};

export const isTourStatus = (value: unknown): value is TourStatus => (TOUR_STATUSES as readonly unknown[]).includes(value);

export { inLifecycleOrder } from './statusFilterSettings';

/** A completed or cancelled tour can no longer be planned. */
export const isFinalStatus = (status: TourStatus) => status === 'COMPLETED' || status === 'CANCELLED';
