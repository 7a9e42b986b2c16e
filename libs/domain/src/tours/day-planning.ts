// Pure planning arithmetic: re-timing a day, re-dating days around an insert or removal, copying a plan.
import { addDays, daysBetween } from '../shared/calendar-date';
import { fromMinutes } from '../shared/time-of-day';
import { segmentSpan, type TourClock } from './segment-span';
import type { Day, Segment, Tour, TourDetails } from './tour';
import { shiftTour } from './tour';

/**
 * Start times that change when a day is re-timed from its first segment: each next segment starts when the previous
 * one ends on the tour's clock, plus the break between segments (SPEC.md §5). A flight keeps its departure, and the
 * segments after it follow from its arrival read in the tour's zone.
 */
export function retimedStartTimes(segments: readonly Segment[], breakBetweenSegments: number, clock: TourClock): Record<string, string> {
  const changed: Record<string, string> = {};
  let previousEnd: number | null = null;
  segments.forEach((segment) => {
    const fixed = previousEnd === null || (segment.type === 'flight' && segment.flight !== null);
    const start = fixed ? segment.startTime : fromMinutes(previousEnd! + breakBetweenSegments);
    if (start !== segment.startTime) changed[segment.id] = start;
    const span = segmentSpan({ ...segment, startTime: start }, clock);
    previousEnd = span ? span.end : null;
  });
  return changed;
}

/** New dates of the days on or after `date` when a day is inserted there: each moves one day later. */
export function datesAfterInsertAt(days: readonly Day[], date: string): Record<string, string> {
  return Object.fromEntries(days.filter((day) => day.date >= date).map((day) => [day.id, addDays(day.date, 1)]));
}

/** New dates of the days after `date` when the day there is removed: each moves one day earlier. */
export function datesAfterRemovalOf(days: readonly Day[], date: string): Record<string, string> {
  return Object.fromEntries(days.filter((day) => day.date > date).map((day) => [day.id, addDays(day.date, -1)]));
}

/** The latest of the tour's end date and the given dates. */
export function endDateCovering(endDate: string, dates: readonly string[]): string {
  return dates.reduce((latest, date) => (date > latest ? date : latest), endDate);
}

/** A segment copied under a new id, everything else kept. */
export const copySegment = (segment: Segment, id: string): Segment => ({ ...segment, id });

/**
 * The plan of `source` for a new tour starting on `startDate`: details, and every day and segment
 * under new ids, dates (and flight and stay instants) moved by the same number of days.
 */
export function copyPlan(source: Tour, startDate: string, newId: () => string): TourDetails & { days: Day[] } {
  const shifted = shiftTour(source, daysBetween(source.startDate, startDate));
  return {
    title: source.title,
    description: source.description,
    startDate: shifted.startDate,
    endDate: shifted.endDate,
    timezone: source.timezone,
    days: shifted.days.map((day) => ({ ...day, id: newId(), segments: day.segments.map((segment) => copySegment(segment, newId())) })),
  };
}
