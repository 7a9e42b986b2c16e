// Which tours are on the calendar now: running today or departing soon, "today" being each tour's own date in its time zone.
import { addDays } from '../shared/calendar-date';
import { wallClockAt } from '../shared/zoned-time';
import type { Tour, TourStatus } from './tour';

/** The two periods the overview counts and the tour list filters by. */
export const TOUR_PERIODS = ['running-today', 'departing-next-7-days'] as const;
export type TourPeriod = (typeof TOUR_PERIODS)[number];

/** Days after today a departure counts as "next 7 days" (tomorrow up to and including today + 7). */
export const DEPARTURE_HORIZON_DAYS = 7;

/** Tours that are operated: a draft is not yet, a cancelled one never. */
export const CALENDAR_STATUSES: readonly TourStatus[] = ['PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];

export type CalendarTour = Pick<Tour, 'startDate' | 'endDate' | 'timezone' | 'status'>;

/** The tour's own date at an instant: the calendar date of its time zone's wall clock. */
export const tourToday = (timezone: string, nowMs: number): string => wallClockAt(nowMs, timezone).slice(0, 10);

/** The period a tour is in on its own `today` (its zone's date now), or null. */
export function periodOn(tour: Omit<CalendarTour, 'timezone'>, today: string): TourPeriod | null {
  if (!CALENDAR_STATUSES.includes(tour.status)) return null;
  if (tour.startDate <= today && today <= tour.endDate) return 'running-today';
  if (today < tour.startDate && tour.startDate <= addDays(today, DEPARTURE_HORIZON_DAYS)) return 'departing-next-7-days';
  return null;
}

export const periodOf = (tour: CalendarTour, nowMs: number): TourPeriod | null => periodOn(tour, tourToday(tour.timezone, nowMs));

/**
 * Calendar dates that hold every zone's today at an instant: no zone is more than a day off UTC's date
 * (UTC-12 to UTC+14), so a tour can be in a period only if its dates meet these bounds.
 */
export function periodDateBounds(nowMs: number): { startOnOrBefore: string; endOnOrAfter: string } {
  const utcToday = new Date(nowMs).toISOString().slice(0, 10);
  return { startOnOrBefore: addDays(utcToday, 1 + DEPARTURE_HORIZON_DAYS), endOnOrAfter: addDays(utcToday, -1) };
}
