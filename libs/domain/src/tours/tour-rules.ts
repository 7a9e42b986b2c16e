// The checks tour commands share: which tours may change, and what makes dates, days and segments valid.
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

export function checkDayDate(tour: Pick<Tour, 'startDate' | 'endDate' | 'days'>, date: string, dayId: string) {
  if (date < tour.startDate || date > tour.endDate)
    throw invalid(`${date} is outside the tour (${tour.startDate} to ${tour.endDate}).`, { date: 'Must lie within the tour dates.' });
  if (tour.days.some((day) => day.date === date && day.id !== dayId)) throw conflict(`The tour already has a day on ${date}.`);
}

export function checkNewIds(tour: Tour, ids: readonly string[]) {
  const taken = new Set(tour.days.flatMap((day) => [day.id, ...day.segments.map((segment) => segment.id)]));
  if (ids.some((id) => taken.has(id)) || new Set(ids).size !== ids.length) throw conflict('A day or segment with this id already exists.');
}

/** Type-specific details: a flight has flight details, a transfer its route, a stay its check-in and check-out. */
function checkDetailsMatchType(segment: Partial<SegmentFields>) {
  if (segment.type === 'flight' && !segment.flight) throw invalid('A flight segment needs its flight details.', { flight: 'Required for a flight.' });
  if (segment.type === 'transfer' && !segment.transfer)
    throw invalid('A transfer segment needs its from, to and planned duration.', { transfer: 'Required for a transfer.' });
  if (segment.type !== 'flight' && segment.flight) throw invalid('Only flight segments have flight details.', { flight: 'Must be empty unless the segment is a flight.' });
  if (segment.type !== 'transfer' && segment.transfer)
    throw invalid('Only transfer segments have transfer details.', { transfer: 'Must be empty unless the segment is a transfer.' });
  if (segment.type !== 'accommodation' && segment.accommodation)
    throw invalid('Only accommodation segments have check-in and check-out.', { accommodation: 'Must be empty unless the segment is an accommodation.' });
}

export function checkSegment(segment: Partial<SegmentFields>, window: DayWindow, { requireStay = false } = {}) {
  if (segment.startTime !== undefined && !isTimeOfDay(segment.startTime))
    throw invalid(`The segment start time ${segment.startTime} is not a time as HH:MM.`, { startTime: 'Must be a time as HH:MM (00:00 to 23:59).' });
  if (segment.startTime !== undefined && !isWithinDay(segment.startTime, window))
    throw invalid(`The segment starts at ${segment.startTime}, outside the day (${window.startTime} to ${window.endTime}).`, {
      startTime: `Must be between ${window.startTime} and ${window.endTime}.`,
    });
  const flight = segment.flight;
  if (flight && Date.parse(flight.scheduledArrival) <= Date.parse(flight.scheduledDeparture))
    throw invalid('The flight must arrive after it departs.', { 'flight.scheduledArrival': 'Must be after the departure.' });
  checkDetailsMatchType(segment);
  if (requireStay && segment.type === 'accommodation' && !segment.accommodation)
    throw invalid('An accommodation segment needs its check-in and check-out.', { accommodation: 'Required for an accommodation.' });
  const stay = segment.accommodation;
  if (stay && stay.checkOut <= stay.checkIn)
    throw invalid('Check-out must come after check-in.', { 'accommodation.checkOut': 'Must be after the check-in.' });
}
