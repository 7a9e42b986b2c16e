// The period an assignment covers, worked out from the tour: the whole tour, one of its days, or one segment.
import { addDays, daysBetween } from '../shared/calendar-date';
import { invalid } from '../shared/decider';
import { fromMinutes, toMinutes, type DayWindow } from '../shared/time-of-day';
import type { Day, Tour } from '../tours/tour';
import { instantInZone, instantOfWallClock } from '../shared/zoned-time';

/** What part of a tour an assignment covers: no day = the whole tour; a day; a segment of that day. */
export interface AssignmentScope {
  dayId?: string;
  segmentId?: string;
}

/** ISO-8601 instants written with the offset of the tour's time zone; `to` is not included. */
export interface StaffPeriod {
  from: string;
  to: string;
}

const MINUTE_MS = 60_000;

function wallClockPeriod(date: string, startMinutes: number, endMinutes: number, timeZone: string): StaffPeriod {
  const start = instantOfWallClock(`${date}T${fromMinutes(startMinutes)}`, timeZone);
  const end = instantOfWallClock(`${addDays(date, Math.floor(endMinutes / 1440))}T${fromMinutes(endMinutes % 1440)}`, timeZone);
  return { from: instantInZone(start, timeZone), to: instantInZone(end, timeZone) };
}

/** The whole tour: from midnight of its first date to midnight after its last date, in its time zone. */
export function tourPeriod(tour: Pick<Tour, 'startDate' | 'endDate' | 'timezone'>): StaffPeriod {
  return wallClockPeriod(tour.startDate, 0, (daysBetween(tour.startDate, tour.endDate) + 1) * 1440, tour.timezone);
}

/** A day: the organization's day window on its date, widened to cover every segment planned that day. */
export function dayPeriod(day: Day, timeZone: string, window: Pick<DayWindow, 'startTime' | 'endTime'>): StaffPeriod {
  const starts = [toMinutes(window.startTime), ...day.segments.map((segment) => toMinutes(segment.startTime))];
  const ends = [toMinutes(window.endTime), ...day.segments.map((segment) => toMinutes(segment.startTime) + segment.durationMinutes)];
  return wallClockPeriod(day.date, Math.min(...starts), Math.max(...ends), timeZone);
}

/** A segment: from its start time on its day for its duration (elapsed time, across midnight or a clock change). */
export function segmentPeriod(day: Day, segmentId: string, timeZone: string): StaffPeriod {
  const segment = day.segments.find((candidate) => candidate.id === segmentId);
  if (!segment) throw invalid('That segment is not on this day of the tour.', { segmentId: 'Must be a segment of the chosen day.' });
  if (segment.durationMinutes <= 0)
    throw invalid(`"${segment.title}" lasts no time; give it a duration or assign the whole day.`, { segmentId: 'The segment needs a duration.' });
  const start = instantOfWallClock(`${day.date}T${segment.startTime}`, timeZone);
  return { from: instantInZone(start, timeZone), to: instantInZone(start + segment.durationMinutes * MINUTE_MS, timeZone) };
}

/** The period of an assignment to a tour, a day or a segment; unknown days and segments are invalid input. */
export function assignmentPeriod(tour: Pick<Tour, 'startDate' | 'endDate' | 'timezone' | 'days'>, scope: AssignmentScope, window: Pick<DayWindow, 'startTime' | 'endTime'>): StaffPeriod {
  if (scope.dayId === undefined) {
    if (scope.segmentId !== undefined) throw invalid('A segment is assigned within its day.', { dayId: 'Required with a segment.' });
    return tourPeriod(tour);
  }
  const day = tour.days.find((candidate) => candidate.id === scope.dayId);
  if (!day) throw invalid('That day is not part of the tour.', { dayId: 'Must be a day of the tour.' });
  return scope.segmentId === undefined ? dayPeriod(day, tour.timezone, window) : segmentPeriod(day, scope.segmentId, tour.timezone);
}
