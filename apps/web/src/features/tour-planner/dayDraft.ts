// The day form's values and checks: a day lies within the tour's dates, one day per date.
import type { DayView, TourView } from '@tourops/contracts';
import { addDays, daysBetween, isCalendarDate } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';

export interface DayDraft {
  date: string;
  title: string;
  description: string;
}

/** The first date of the tour that has no day yet; null when every date has one. */
export function firstFreeDate(tour: TourView): string | null {
  const taken = new Set(tour.days.map((day) => day.date));
  const length = daysBetween(tour.startDate, tour.endDate);
  for (let offset = 0; offset <= length; offset++) {
    const date = addDays(tour.startDate, offset);
    if (!taken.has(date)) return date;
  }
  return null;
}

export const draftOfDay = (day: DayView): DayDraft => ({ date: day.date, title: day.title, description: day.description });

export function checkDayDraft(draft: DayDraft, tour: TourView, dayId?: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isCalendarDate(draft.date)) errors.date = 'Must be a date.';
  else if (draft.date < tour.startDate || draft.date > tour.endDate) errors.date = `Must lie within the tour, ${tour.startDate} to ${tour.endDate}.`;
  else if (tour.days.some((day) => day.date === draft.date && day.id !== dayId)) errors.date = `The tour already has a day on ${draft.date}.`;
  if (draft.title.trim().length > 200) errors.title = 'At most 200 characters.';
  if (draft.description.trim().length > 5000) errors.description = 'At most 5000 characters.';
  return errors;
}
