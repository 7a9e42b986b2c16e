// The day form's values and checks: the domain's rule of a day's date (within the tour, one day per date), and lengths.
import type { DayView, TourView } from '@tourops/contracts';
import { dayDateProblem, freeDayDates, isCalendarDate } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';

export interface DayDraft {
  date: string;
  title: string;
  description: string;
}

/** The first date of the tour that has no day yet (the domain's rule); null when every date has one. */
export const firstFreeDate = (tour: TourView): string | null => freeDayDates(tour)[0] ?? null;

export const draftOfDay = (day: DayView): DayDraft => ({ date: day.date, title: day.title, description: day.description });

export function checkDayDraft(draft: DayDraft, tour: TourView, dayId?: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!isCalendarDate(draft.date)) errors.date = 'Must be a date.';
  else {
    const problem = dayDateProblem(tour, draft.date, dayId);
    if (problem) errors.date = problem.message;
  }
  if (draft.title.trim().length > 200) errors.title = 'At most 200 characters.';
  if (draft.description.trim().length > 5000) errors.description = 'At most 5000 characters.';
  return errors;
}
