// The day settings form's values, checked like the API checks them (times, start before end, a whole-minute break of 0 to 240).
import { isTimeOfDay, type DayWindow } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';

export interface DaySettingsDraft {
  startTime: string;
  endTime: string;
  breakBetweenSegments: string;
}

export const MAX_BREAK_MINUTES = 240;

export const draftOfDaySettings = (day: DayWindow): DaySettingsDraft => ({ startTime: day.startTime, endTime: day.endTime, breakBetweenSegments: String(day.breakBetweenSegments) });

export function checkDaySettings(draft: DaySettingsDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!isTimeOfDay(draft.startTime)) errors.startTime = 'A time as HH:MM.';
  if (!isTimeOfDay(draft.endTime)) errors.endTime = 'A time as HH:MM.';
  else if (!errors.startTime && draft.endTime <= draft.startTime) errors.endTime = 'The day must end after it starts.';
  const minutes = draft.breakBetweenSegments.trim();
  if (!/^\d+$/.test(minutes) || Number(minutes) > MAX_BREAK_MINUTES) errors.breakBetweenSegments = `Whole minutes from 0 to ${MAX_BREAK_MINUTES}.`;
  return errors;
}

/** The settings document of a draft that checkDaySettings found nothing wrong with. */
export const daySettingsOf = (draft: DaySettingsDraft): DayWindow => ({
  startTime: draft.startTime,
  endTime: draft.endTime,
  breakBetweenSegments: Number(draft.breakBetweenSegments),
});
