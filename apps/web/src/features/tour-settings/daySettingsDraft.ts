// The day settings form's values as typed, and the document they make; checked with the domain's one day-window rule.
import { dayWindowProblems, type DayWindow } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';

export { MAX_BREAK_MINUTES } from '@tourops/domain';

export interface DaySettingsDraft {
  startTime: string;
  endTime: string;
  breakBetweenSegments: string;
}

export const draftOfDaySettings = (day: DayWindow): DaySettingsDraft => ({ startTime: day.startTime, endTime: day.endTime, breakBetweenSegments: String(day.breakBetweenSegments) });

/** The settings document of a draft (a break that is not a whole number stays NaN for the check to name). */
export const daySettingsOf = (draft: DaySettingsDraft): DayWindow => ({
  startTime: draft.startTime,
  endTime: draft.endTime,
  breakBetweenSegments: /^\d+$/.test(draft.breakBetweenSegments.trim()) ? Number(draft.breakBetweenSegments.trim()) : Number.NaN,
});

export const checkDaySettings = (draft: DaySettingsDraft): FieldErrors => dayWindowProblems(daySettingsOf(draft));
