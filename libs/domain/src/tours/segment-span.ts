// Where a segment lies on its tour's clock (a flight from its departure to its arrival, read in the tour's zone), and what the day window makes of it.
import { daysBetween } from '../shared/calendar-date';
import { fromMinutes, isTimeOfDay, toMinutes, type DayWindow } from '../shared/time-of-day';
import { wallClockAt } from '../shared/zoned-time';
import { isFlightOfInstants } from './flight-schedule';
import type { Segment } from './tour';

const DAY_MINUTES = 1440;

/** The day a segment lies on and the tour's zone, the clock its span is read on. */
export interface TourClock {
  date: string;
  timeZone: string;
}

/** Minutes from the day's midnight on the tour's clock: a flight landing after midnight ends past 1440, one leaving the evening before starts below 0. */
export interface SegmentSpan {
  start: number;
  end: number;
}

export type SpannedSegment = Pick<Segment, 'type' | 'startTime' | 'durationMinutes' | 'flight'>;

/** An instant in minutes from the midnight that starts `clock.date` on the tour's wall clock. */
function minutesOnClock(instant: string, clock: TourClock): number {
  const wall = wallClockAt(Date.parse(instant), clock.timeZone);
  return daysBetween(clock.date, wall.slice(0, 10)) * DAY_MINUTES + toMinutes(wall.slice(11, 16));
}

/**
 * A segment's span on its tour's clock: a flight from its departure to its arrival, both read in the tour's zone
 * (08:05 Taipei to 12:20 Tokyo is 09:05–12:20 on a Tokyo tour, and a day when clocks change counts as the clocks
 * read); any other segment from its start time for its duration. Null when the start is not a time of day.
 */
export function segmentSpan(segment: SpannedSegment, clock: TourClock): SegmentSpan | null {
  const flight = segment.flight;
  if (segment.type === 'flight' && flight && !isFlightOfInstants(flight))
    return { start: minutesOnClock(flight.departure.instant, clock), end: minutesOnClock(flight.arrival.instant, clock) };
  if (!isTimeOfDay(segment.startTime)) return null;
  const start = toMinutes(segment.startTime);
  return { start, end: start + segment.durationMinutes };
}

/**
 * What the day window makes of a segment (SPEC.md §5: only the start must lie in the window, inclusive):
 * `startsOutside` when it starts before the window opens or after it closes, `endsAfter` when it starts inside but
 * ends after it closes. A flight keeps the airline's times: it is never refused (`exempt`), but still told outside.
 */
export interface WindowFit {
  startsOutside: boolean;
  endsAfter: boolean;
  exempt: boolean;
}

export function windowFit(segment: SpannedSegment, clock: TourClock, window: DayWindow): WindowFit {
  const exempt = segment.type === 'flight' && segment.flight !== null;
  const span = segmentSpan(segment, clock);
  if (!span) return { startsOutside: true, endsAfter: false, exempt };
  const startsOutside = span.start < toMinutes(window.startTime) || span.start > toMinutes(window.endTime);
  return { startsOutside, endsAfter: !startsOutside && span.end > toMinutes(window.endTime), exempt };
}

/** A day's segments outside its window, as its header counts them: those the planner would be refused, and flights told outside. */
export function segmentsOutsideWindow<S extends SpannedSegment>(segments: readonly S[], clock: TourClock, window: DayWindow): { refused: S[]; flights: S[] } {
  const outside = segments.map((segment) => ({ segment, fit: windowFit(segment, clock, window) })).filter(({ fit }) => fit.startsOutside);
  return { refused: outside.filter(({ fit }) => !fit.exempt).map(({ segment }) => segment), flights: outside.filter(({ fit }) => fit.exempt).map(({ segment }) => segment) };
}

/** The start suggested for the next segment of a day, with how it was found; `time` is null when the day is full. */
export interface NextStart {
  time: string | null;
  reason: string;
}

const ending = (minutes: number) => `${fromMinutes(minutes)}${minutes >= DAY_MINUTES ? ' the next day' : ''}`;

/**
 * SPEC.md §5 on the tour's clock: the next start is the end of the segment that ends last (a flight's arrival in the
 * tour's zone) plus the break; never before the window opens; and when it would be after the window closes, none,
 * with why, since a start there would be refused.
 */
export function nextStart<S extends SpannedSegment & Pick<Segment, 'title'>>(segments: readonly S[], clock: TourClock, window: DayWindow): NextStart {
  const spans = segments.map((segment) => ({ segment, span: segmentSpan(segment, clock) })).filter((entry) => entry.span !== null);
  if (spans.length === 0) return { time: window.startTime, reason: `The day starts at ${window.startTime}.` };
  const last = spans.reduce((latest, entry) => (entry.span!.end > latest.span!.end ? entry : latest));
  const end = last.span!.end;
  const next = end + window.breakBetweenSegments;
  const why = `“${last.segment.title}” ends at ${ending(end)}, then the ${window.breakBetweenSegments} min break`;
  if (next > toMinutes(window.endTime)) return { time: null, reason: `The day is full: the next start would be ${ending(next)}, after ${window.endTime} (${why}).` };
  if (next < toMinutes(window.startTime)) return { time: window.startTime, reason: `${why}; the day starts at ${window.startTime}.` };
  return { time: fromMinutes(next), reason: `${why}: the next segment can start at ${fromMinutes(next)}.` };
}

/** Minutes from the end of one segment to the start of the next on the tour's clock (a flight ends when it lands there); negative when they overlap. */
export function gapBetween(previous: SpannedSegment, next: SpannedSegment, clock: TourClock): number | null {
  const before = segmentSpan(previous, clock);
  const after = segmentSpan(next, clock);
  return before && after ? after.start - before.end : null;
}
