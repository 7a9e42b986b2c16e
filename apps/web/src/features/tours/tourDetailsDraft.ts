// The tour details form's values, their checks (the API's rules, told before sending) and the bodies they become.
import type { ChangeTourBody, CreateTourBody, TourView } from '@tourops/contracts';
import { isCalendarDate, isTimeZone } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { browserTimeZone } from './timeZones';

export interface TourDetailsDraft {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  timezone: string;
  status: 'DRAFT' | 'PLANNED';
}

export const TOUR_DETAIL_FIELDS = ['title', 'description', 'startDate', 'endDate', 'timezone', 'status'] as const;

export function emptyTourDraft(today: string): TourDetailsDraft {
  return { title: '', description: '', startDate: today, endDate: today, timezone: browserTimeZone(), status: 'DRAFT' };
}

export function draftOfTour(tour: TourView): TourDetailsDraft {
  return { title: tour.title, description: tour.description, startDate: tour.startDate, endDate: tour.endDate, timezone: tour.timezone, status: 'DRAFT' };
}

export function checkTourDetails(draft: TourDetailsDraft, dayDates: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.title.trim()) errors.title = 'Required.';
  else if (draft.title.trim().length > 200) errors.title = 'At most 200 characters.';
  if (draft.description.trim().length > 5000) errors.description = 'At most 5000 characters.';
  if (!isCalendarDate(draft.startDate)) errors.startDate = 'Must be a date.';
  if (!isCalendarDate(draft.endDate)) errors.endDate = 'Must be a date.';
  else if (isCalendarDate(draft.startDate) && draft.endDate < draft.startDate) errors.endDate = 'Must be on or after the start date.';
  if (!isTimeZone(draft.timezone)) errors.timezone = 'Must be a time zone such as Europe/Rome.';
  const outside = dayDates.filter((date) => date < draft.startDate || date > draft.endDate);
  if (!errors.startDate && !errors.endDate && outside.length > 0)
    errors.endDate = `The tour has days on ${outside.join(', ')}: move or remove them before shortening the tour.`;
  return errors;
}

export function createBodyOf(draft: TourDetailsDraft): CreateTourBody {
  return { title: draft.title.trim(), description: draft.description.trim(), startDate: draft.startDate, endDate: draft.endDate, timezone: draft.timezone, status: draft.status };
}

/** Only what changed: the API records one event per real change. */
export function changesOf(tour: TourView, draft: TourDetailsDraft): ChangeTourBody {
  const next = createBodyOf(draft);
  const changes: ChangeTourBody = {};
  if (next.title !== tour.title) changes.title = next.title;
  if (next.description !== tour.description) changes.description = next.description;
  if (next.startDate !== tour.startDate) changes.startDate = next.startDate;
  if (next.endDate !== tour.endDate) changes.endDate = next.endDate;
  if (next.timezone !== tour.timezone) changes.timezone = next.timezone;
  return changes;
}
