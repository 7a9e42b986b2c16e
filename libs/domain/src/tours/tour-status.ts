// Tour statuses: the one step forward each allows, and CANCELLED from every status that is not final.
import type { TourStatus } from './tour';

const NEXT_STATUS: Record<TourStatus, TourStatus | null> = {
  DRAFT: 'PLANNED',
  PLANNED: 'CONFIRMED',
  CONFIRMED: 'IN_PROGRESS',
  IN_PROGRESS: 'COMPLETED',
  COMPLETED: null,
  CANCELLED: null,
};

export const isFinal = (status: TourStatus) => status === 'COMPLETED' || status === 'CANCELLED';

export function allowedTransitions(status: TourStatus): TourStatus[] {
  const next = NEXT_STATUS[status];
  return isFinal(status) ? [] : [...(next ? [next] : []), 'CANCELLED'];
}
