// How field staff roles, licences, assignment periods and warnings read in the UI.
import type { AssignmentWarningCode, FieldStaffRoleName } from '@tourops/contracts';
import { formatDate, formatDateRange } from '../../shared/format';

export const ROLE_LABELS: Record<FieldStaffRoleName, string> = {
  guide: 'Guide',
  driver: 'Driver',
  tour_leader: 'Tour leader',
  coordinator: 'Coordinator',
};
export const ROLES = Object.keys(ROLE_LABELS) as FieldStaffRoleName[];

export const LICENCE_LABELS = { driving: 'Driving licence', guide: 'Guide licence' } as const;

export const WARNING_LABELS: Record<AssignmentWarningCode, string> = {
  busy: 'Busy',
  'day-off': 'Day off',
  'no-valid-licence': 'No valid licence',
  'lacks-role': 'Lacks the role',
};


const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The local date and time an instant was written in ('2027-06-10T09:00:00+02:00' is 2027-06-10 09:00). */
export const localDate = (instant: string) => instant.slice(0, 10);
export const localTime = (instant: string) => instant.slice(11, 16);

/** A period as the tour's wall clock reads it: whole days as a date range, else dates with times. */
export function describePeriod(from: string, to: string): string {
  if (localTime(from) === '00:00' && localTime(to) === '00:00') return formatDateRange(localDate(from), dayBefore(localDate(to)));
  if (localDate(from) === localDate(to)) return `${formatDate(localDate(from))}, ${localTime(from)}–${localTime(to)}`;
  return `${formatDate(localDate(from))} ${localTime(from)} – ${formatDate(localDate(to))} ${localTime(to)}`;
}

/** Assigned despite these warnings: 'busy, day off'. */
export const overrideReasons = (reasons: readonly string[]) => reasons.map((reason) => WARNING_LABELS[reason as AssignmentWarningCode]?.toLowerCase() ?? reason).join(', ');
