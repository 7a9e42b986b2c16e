// The tour decider: one pure function per command, and decide choosing among them.
import { conflict, invalid, notFound, type Decider } from '../shared/decider';
import { isTimeOfDay, isWithinDay, type DayWindow } from '../shared/time-of-day';
import type { Day, DayFields, SegmentFields, Tour, TourDetails, TourEvent, TourState, TourStatus } from './tour';
import { evolve, initialTourState } from './tour';

export type TourCommand =
  | { type: 'CreateTour'; data: { tourId: string; status?: 'DRAFT' | 'PLANNED' } & TourDetails }
  | { type: 'ChangeTourDetails'; data: { changes: Partial<TourDetails> } }
  | { type: 'ChangeTourStatus'; data: { status: TourStatus } }
  | { type: 'DeleteTour' }
  | { type: 'RestoreTour' }
  | { type: 'AddDay'; data: { dayId: string } & DayFields }
  | { type: 'ChangeDay'; data: { dayId: string; changes: Partial<DayFields> } }
  | { type: 'RemoveDay'; data: { dayId: string } }
  | { type: 'AddSegment'; data: { dayId: string; segmentId: string; segment: SegmentFields } }
  | { type: 'ChangeSegment'; data: { dayId: string; segmentId: string; changes: Partial<SegmentFields> } }
  | { type: 'RemoveSegment'; data: { dayId: string; segmentId: string } }
  | { type: 'ReorderSegments'; data: { dayId: string; segmentIds: string[] } };

/** What a tour command needs to know besides the tour: the organization's day settings. */
export interface TourContext {
  day: DayWindow;
}

/** The one step forward each status allows; CANCELLED is reachable from every non-final status. */
const NEXT_STATUS: Record<TourStatus, TourStatus | null> = {
  DRAFT: 'PLANNED',
  PLANNED: 'CONFIRMED',
  CONFIRMED: 'IN_PROGRESS',
  IN_PROGRESS: 'COMPLETED',
  COMPLETED: null,
  CANCELLED: null,
};
const isFinal = (status: TourStatus) => status === 'COMPLETED' || status === 'CANCELLED';

export function allowedTransitions(status: TourStatus): TourStatus[] {
  const next = NEXT_STATUS[status];
  return isFinal(status) ? [] : [...(next ? [next] : []), 'CANCELLED'];
}

function existingTour(state: TourState): Tour {
  if (state.status === 'absent') throw notFound('Tour not found.');
  return state.tour;
}

/** A tour that may still be planned: present, not deleted, not completed or cancelled. */
function editableTour(state: TourState): Tour {
  const tour = existingTour(state);
  if (tour.deleted) throw conflict('The tour is deleted; restore it first.');
  if (isFinal(tour.status)) throw conflict(`A ${tour.status} tour can no longer be changed.`);
  return tour;
}

function findDay(tour: Tour, dayId: string): Day {
  const day = tour.days.find((candidate) => candidate.id === dayId);
  if (!day) throw notFound('Day not found.');
  return day;
}

function checkDates(startDate: string, endDate: string) {
  if (endDate < startDate) throw invalid('The tour cannot end before it starts.', { endDate: 'Must be on or after the start date.' });
}

function checkDayDate(tour: Pick<Tour, 'startDate' | 'endDate' | 'days'>, date: string, dayId: string) {
  if (date < tour.startDate || date > tour.endDate)
    throw invalid(`${date} is outside the tour (${tour.startDate} to ${tour.endDate}).`, { date: 'Must lie within the tour dates.' });
  if (tour.days.some((day) => day.date === date && day.id !== dayId))
    throw conflict(`The tour already has a day on ${date}.`);
}

function checkSegment(segment: Partial<SegmentFields>, window: DayWindow) {
  if (segment.startTime !== undefined && !isTimeOfDay(segment.startTime))
    throw invalid(`The segment start time ${segment.startTime} is not a time as HH:MM.`, { startTime: 'Must be a time as HH:MM (00:00 to 23:59).' });
  if (segment.startTime !== undefined && !isWithinDay(segment.startTime, window))
    throw invalid(`The segment starts at ${segment.startTime}, outside the day (${window.startTime} to ${window.endTime}).`, {
      startTime: `Must be between ${window.startTime} and ${window.endTime}.`,
    });
  const flight = segment.flight;
  if (flight && Date.parse(flight.scheduledArrival) <= Date.parse(flight.scheduledDeparture))
    throw invalid('The flight must arrive after it departs.', { 'flight.scheduledArrival': 'Must be after the departure.' });
  if (segment.type === 'flight' && !segment.flight) throw invalid('A flight segment needs its flight details.', { flight: 'Required for a flight.' });
  if (segment.type === 'transfer' && !segment.transfer)
    throw invalid('A transfer segment needs its from, to and planned duration.', { transfer: 'Required for a transfer.' });
  if (segment.type !== 'flight' && segment.flight) throw invalid('Only flight segments have flight details.', { flight: 'Must be empty unless the segment is a flight.' });
  if (segment.type !== 'transfer' && segment.transfer)
    throw invalid('Only transfer segments have transfer details.', { transfer: 'Must be empty unless the segment is a transfer.' });
}

function changedOnly<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(changes) as (keyof T)[])
    if (changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(current[key])) result[key] = changes[key];
  return result;
}

export function decide(command: TourCommand, state: TourState, context: TourContext): TourEvent[] {
  switch (command.type) {
    case 'CreateTour': {
      if (state.status === 'present') throw conflict('A tour with this id already exists.');
      const { tourId, status = 'DRAFT', ...details } = command.data;
      checkDates(details.startDate, details.endDate);
      return [{ type: 'TourCreated', data: { tourId, ...details, status } }];
    }
    case 'ChangeTourDetails': {
      const tour = editableTour(state);
      const changes = changedOnly<TourDetails>(tour, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      const next = { ...tour, ...changes };
      checkDates(next.startDate, next.endDate);
      const outside = tour.days.filter((day) => day.date < next.startDate || day.date > next.endDate);
      if (outside.length > 0)
        throw conflict(`Days on ${outside.map((day) => day.date).join(', ')} would fall outside the new dates; move or remove them first.`);
      return [{ type: 'TourDetailsChanged', data: { tourId: tour.id, changes } }];
    }
    case 'ChangeTourStatus': {
      const tour = existingTour(state);
      if (tour.deleted) throw conflict('The tour is deleted; restore it first.');
      const to = command.data.status;
      if (!allowedTransitions(tour.status).includes(to))
        throw conflict(`A ${tour.status} tour cannot become ${to}.`);
      return [{ type: 'TourStatusChanged', data: { tourId: tour.id, from: tour.status, to } }];
    }
    case 'DeleteTour': {
      const tour = existingTour(state);
      if (tour.deleted) throw conflict('The tour is already deleted.');
      return [{ type: 'TourDeleted', data: { tourId: tour.id } }];
    }
    case 'RestoreTour': {
      const tour = existingTour(state);
      if (!tour.deleted) throw conflict('The tour is not deleted.');
      return [{ type: 'TourRestored', data: { tourId: tour.id } }];
    }
    case 'AddDay': {
      const tour = editableTour(state);
      const { dayId, ...fields } = command.data;
      if (tour.days.some((day) => day.id === dayId)) throw conflict('A day with this id already exists.');
      checkDayDate(tour, fields.date, dayId);
      return [{ type: 'DayAdded', data: { tourId: tour.id, day: { id: dayId, ...fields } } }];
    }
    case 'ChangeDay': {
      const tour = editableTour(state);
      const day = findDay(tour, command.data.dayId);
      const changes = changedOnly<DayFields>(day, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      if (changes.date !== undefined) checkDayDate(tour, changes.date, day.id);
      return [{ type: 'DayChanged', data: { tourId: tour.id, dayId: day.id, changes } }];
    }
    case 'RemoveDay': {
      const tour = editableTour(state);
      const day = findDay(tour, command.data.dayId);
      return [{ type: 'DayRemoved', data: { tourId: tour.id, dayId: day.id } }];
    }
    case 'AddSegment': {
      const tour = editableTour(state);
      const day = findDay(tour, command.data.dayId);
      const { segmentId, segment } = command.data;
      if (tour.days.some((d) => d.segments.some((s) => s.id === segmentId))) throw conflict('A segment with this id already exists.');
      checkSegment(segment, context.day);
      return [{ type: 'SegmentAdded', data: { tourId: tour.id, dayId: day.id, segment: { id: segmentId, ...segment } } }];
    }
    case 'ChangeSegment': {
      const tour = editableTour(state);
      const day = findDay(tour, command.data.dayId);
      const segment = day.segments.find((candidate) => candidate.id === command.data.segmentId);
      if (!segment) throw notFound('Segment not found.');
      const changes = changedOnly<SegmentFields>(segment, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      checkSegment({ ...segment, ...changes, startTime: changes.startTime }, context.day);
      return [{ type: 'SegmentChanged', data: { tourId: tour.id, dayId: day.id, segmentId: segment.id, changes } }];
    }
    case 'RemoveSegment': {
      const tour = editableTour(state);
      const day = findDay(tour, command.data.dayId);
      if (!day.segments.some((segment) => segment.id === command.data.segmentId)) throw notFound('Segment not found.');
      return [{ type: 'SegmentRemoved', data: { tourId: tour.id, dayId: day.id, segmentId: command.data.segmentId } }];
    }
    case 'ReorderSegments': {
      const tour = editableTour(state);
      const day = findDay(tour, command.data.dayId);
      const ids = command.data.segmentIds;
      const current = day.segments.map((segment) => segment.id);
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id)))
        throw invalid('The new order must list every segment of the day exactly once.', { segmentIds: 'Must be a permutation of the day’s segments.' });
      if (ids.every((id, index) => id === current[index])) return [];
      return [{ type: 'SegmentsReordered', data: { tourId: tour.id, dayId: day.id, segmentIds: ids } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const tourDecider: Decider<TourCommand, TourEvent, TourState, TourContext> = {
  decide,
  evolve,
  initialState: initialTourState,
};
