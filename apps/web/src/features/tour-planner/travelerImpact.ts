// Which statuses mean travelers already rely on the plan, and what each status allows, in the operator's words.
import type { TourStatus } from '@tourops/domain';

/** A change to a tour in these statuses reaches travelers: the planner asks before making it. */
export const TRAVELERS_RELY_ON: ReadonlySet<TourStatus> = new Set(['CONFIRMED', 'IN_PROGRESS']);

export const STATUS_ALLOWS: Record<TourStatus, string> = {
  DRAFT: 'Being put together: plan days and segments freely; travelers do not see it yet.',
  PLANNED: 'Ready to be confirmed: plan freely; confirm it once travelers have agreed to the plan.',
  CONFIRMED: 'Travelers have this plan: every change to days or segments is confirmed first, because it affects them.',
  IN_PROGRESS: 'Running now: changes reach travelers and field staff at once, so each is confirmed first.',
  COMPLETED: 'Finished: kept as it ran, read-only.',
  CANCELLED: 'Cancelled: kept for the record, read-only.',
};
