// The checks tour commands share: which tours may change, and what makes dates, days and segments valid.
import { addDays } from '../shared/calendar-date';
import { conflict, invalid, notFound } from '../shared/decider';
import { isTimeOfDay, isWithinDay, type DayWindow } from '../shared/time-of-day';
import type { Day, Segment, SegmentFields, Tour, TourState } from './tour';
import { isFinal } from './tour-status';

export function existingTour(state: TourState): Tour {
  if (state.status === 'absent' || state.tour.purged) throw notFound('Tour not found.');
  return state.tour;
}

/** A tour that may still be planned: present, not deleted, not completed or cancelled. */
export function editableTour(state: TourState): Tour {
  const tour = existingTour(state);
  if (tour.deleted) throw conflict('The tour is deleted; restore it first.');
  if (isFinal(tour.status)) throw conflict(`A ${tour.status} tour can no longer be changed.`);
  return tour;
}

export function findDay(tour: Tour, dayId: string): Day {
  const day = tour.days.find((candidate) => candidate.id === dayId);
  if (!day) throw notFound('Day not found.');
  return day;
}

export function findSegment(day: Day, segmentId: string): Segment {
  const segment = day.segments.find((candidate) => candidate.id === segmentId);
  if (!segment) throw notFound('Segment not found.');
  return segment;
}

export function checkDates(startDate: string, endDate: string) {
  if (endDate < startDate) throw invalid('The tour cannot end before it starts.', { endDate: 'Must be on or after the start date.' });
}

type DatedTour = Pick<Tour, 'startDate' | 'endDate' | 'days'>;

/** Why a day cannot be on `date` (outside the tour, or another day's date), in the words the planner and the API show; null when it can. */
export function dayDateProblem(tour: DatedTour, date: string, dayId?: string): { kind: 'outside' | 'taken'; message: string } | null {
  if (date < tour.startDate || date > tour.endDate)
    return { kind: 'outside', message: `date must lie within the tour (${tour.startDate} to ${tour.endDate}); to plan ${date}, change the tour's dates first.` };
  if (tour.days.some((day) => day.date === date && day.id !== dayId)) return { kind: 'taken', message: `The tour already has a day on ${date}.` };
  return null;
}

export function checkDayDate(tour: DatedTour, date: string, dayId: string) {
  const problem = dayDateProblem(tour, date, dayId);
  if (problem?.kind === 'outside') throw invalid(problem.message, { date: problem.message });
  if (problem?.kind === 'taken') throw conflict(problem.message);
}

/** The dates of the tour that have no day yet, in order: where a day can be added without changing the tour's dates. */
export function freeDayDates(tour: DatedTour): string[] {
  const taken = new Set(tour.days.map((day) => day.date));
  const dates: string[] = [];
  for (let date = tour.startDate; date <= tour.endDate; date = addDays(date, 1)) if (!taken.has(date)) dates.push(date);
  return dates;
}

/** The first id of the tour's days and segments that is among `ids`, looked up without copying the tour. */
function takenId(tour: Tour, ids: ReadonlySet<string>): string | undefined {
  for (const day of tour.days) {
    if (ids.has(day.id)) return day.id;
    for (const segment of day.segments) if (ids.has(segment.id)) return segment.id;
  }
  return undefined;
}

/** New day and segment ids (made by the client) must be new to the tour and to each other. */
export function checkNewIds(tour: Tour, ids: readonly string[]) {
  const used = takenId(tour, new Set(ids));
  if (used) throw conflict(`The tour already has a day or segment with id ${used}; make a new id for what you add.`);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw conflict(`The id ${twice} is given to two new days or segments; make one id for each.`);
}

/** The fields a segment's type decides: which details it needs and must not have, and whether it needs a start time. */
export interface SegmentShape {
  type?: SegmentFields['type'];
  startTime?: string;
  flight?: unknown;
  transfer?: unknown;
  accommodation?: unknown;
}

/**
 * What is wrong with a segment's type-specific fields, by field, in words naming the field: a flight has its
 * flight, a transfer its route, a stay its check-in and check-out, and every segment but a flight a start time.
 */
export function segmentShapeProblems(segment: SegmentShape, { requireStay = true, requireStart = true } = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  const { type } = segment;
  if (type === 'flight' && !segment.flight) problems.flight = 'flight is required when type is flight: its number, airports and local times.';
  if (type && type !== 'flight' && segment.flight) problems.flight = 'flight must be empty unless type is flight.';
  if (type === 'transfer' && !segment.transfer) problems.transfer = 'transfer is required when type is transfer: its from, to and planned duration.';
  if (type && type !== 'transfer' && segment.transfer) problems.transfer = 'transfer must be empty unless type is transfer.';
  if (requireStay && type === 'accommodation' && !segment.accommodation)
    problems.accommodation = 'accommodation is required when type is accommodation: its check-in and check-out.';
  if (type && type !== 'accommodation' && segment.accommodation) problems.accommodation = 'accommodation must be empty unless type is accommodation.';
  if (requireStart && type !== 'flight' && segment.startTime === undefined)
    problems.startTime = 'startTime is required unless the segment is a flight (a flight starts when it departs).';
  return problems;
}

function throwFirst(problems: Record<string, string>) {
  const [first] = Object.values(problems);
  if (first) throw invalid(first, problems);
}

/**
 * Checks a segment as the tour would keep it: its start within the day window (a flight is exempt: it departs when
 * the airline says, and the window governs only what the planner schedules), its details matching its type, a stay
 * that ends after it begins.
 */
export function checkSegment(segment: SegmentFields, window: DayWindow, { requireStay = false, startChanged = true } = {}) {
  const isFlight = segment.type === 'flight' && segment.flight !== null;
  if (startChanged && !isTimeOfDay(segment.startTime))
    throw invalid(`startTime must be a time as HH:MM (00:00 to 23:59); ${segment.startTime} is not.`, { startTime: 'Must be a time as HH:MM (00:00 to 23:59).' });
  // An unchanged start is not checked again against a day window that has since changed.
  if (startChanged && !isFlight && !isWithinDay(segment.startTime, window))
    throw invalid(`The segment starts at ${segment.startTime}, outside the day (${window.startTime} to ${window.endTime}).`, {
      startTime: `Must be between ${window.startTime} and ${window.endTime}.`,
    });
  throwFirst(segmentShapeProblems(segment, { requireStay }));
  const stay = segment.accommodation;
  if (stay && stay.checkOut <= stay.checkIn)
    throw invalid('accommodation.checkOut must be after the check-in.', { 'accommodation.checkOut': 'Must be after the check-in.' });
}
