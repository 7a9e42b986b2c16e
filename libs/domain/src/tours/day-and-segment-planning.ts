// Commands on a tour's days and segments: add, insert, duplicate, change, remove, reorder, move.
import { addDays, daysBetween } from '../shared/calendar-date';
import { invalid, notFound } from '../shared/decider';
import type { DayWindow } from '../shared/time-of-day';
import type { AirportZones } from './flight-schedule';
import type { Day, DayFields, Segment, SegmentFields, SegmentRequest, Tour, TourEvent, TourState } from './tour';
import { shiftSegment } from './tour';
import { copySegment, datesAfterInsertAt, datesAfterRemovalOf, endDateCovering, retimedStartTimes } from './day-planning';
import { changedOnly } from '../shared/changed-fields';
import { segmentChangesOf, segmentOfRequest } from './segment-request';
import { checkDayDate, checkNewIds, checkSegment, editableTour, findDay, findSegment } from './tour-rules';
import { checkRoomInDay, checkTourLength } from './tour-sizes';

interface PlanningContext {
  day: DayWindow;
  autoFill?: boolean;
}

export function addDay(data: { dayId: string } & DayFields, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const { dayId, ...fields } = data;
  checkNewIds(tour, [dayId]);
  checkDayDate(tour, fields.date, dayId);
  return [{ type: 'DayAdded', data: { tourId: tour.id, day: { id: dayId, ...fields } } }];
}

/** The events that make room at `date`: later days one day on, the tour's end extended when needed. */
function makeRoomAt(tour: Tour, date: string): TourEvent[] {
  const dates = datesAfterInsertAt(tour.days, date);
  const endDate = endDateCovering(tour.endDate, [date, ...Object.values(dates)]);
  checkTourLength(tour.startDate, endDate, 'date');
  return [
    ...(endDate !== tour.endDate ? [{ type: 'TourDetailsChanged' as const, data: { tourId: tour.id, changes: { endDate } } }] : []),
    ...(Object.keys(dates).length > 0 ? [{ type: 'DaysRedated' as const, data: { tourId: tour.id, dates } }] : []),
  ];
}

/** Inserts a day at a date of the tour (or the day after it ends); the days from that date on move one day later. */
export function insertDay(data: { dayId: string } & DayFields, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const { dayId, ...fields } = data;
  checkNewIds(tour, [dayId]);
  if (fields.date < tour.startDate || fields.date > addDays(tour.endDate, 1))
    throw invalid(`${fields.date} is outside the tour (${tour.startDate} to ${tour.endDate}).`, { date: 'Must lie within the tour dates, or be the day after it ends.' });
  return [...makeRoomAt(tour, fields.date), { type: 'DayAdded', data: { tourId: tour.id, day: { id: dayId, ...fields } } }];
}

/** A copy of the day, with its segments under new ids (spare ids are ignored), on the next date; later days move one day later. */
export function duplicateDay(data: { dayId: string; newDayId: string; newSegmentIds: string[] }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  if (data.newSegmentIds.length < day.segments.length) throw invalid('A new id is needed for every segment of the day.');
  checkNewIds(tour, [data.newDayId, ...data.newSegmentIds.slice(0, day.segments.length)]);
  const date = addDays(day.date, 1);
  return [
    ...makeRoomAt(tour, date),
    { type: 'DayAdded', data: { tourId: tour.id, day: { id: data.newDayId, date, title: day.title, description: day.description } } },
    ...day.segments.map(
      (segment, index): TourEvent => ({
        type: 'SegmentAdded',
        data: { tourId: tour.id, dayId: data.newDayId, segment: shiftSegment(copySegment(segment, data.newSegmentIds[index]), 1) },
      }),
    ),
  ];
}

export function changeDay(data: { dayId: string; changes: Partial<DayFields> }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  const changes = changedOnly<DayFields>(day, data.changes);
  if (Object.keys(changes).length === 0) return [];
  if (changes.date !== undefined) checkDayDate(tour, changes.date, day.id);
  return [{ type: 'DayChanged', data: { tourId: tour.id, dayId: day.id, changes } }];
}

/** Removes a day; with `redate`, the later days move one day earlier and the tour ends a day sooner. */
export function removeDay(data: { dayId: string; redate?: boolean }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  const removed: TourEvent = { type: 'DayRemoved', data: { tourId: tour.id, dayId: day.id } };
  if (!data.redate) return [removed];
  const dates = datesAfterRemovalOf(tour.days, day.date);
  const endDate = tour.endDate > tour.startDate ? addDays(tour.endDate, -1) : tour.endDate;
  return [
    removed,
    ...(Object.keys(dates).length > 0 ? [{ type: 'DaysRedated' as const, data: { tourId: tour.id, dates } }] : []),
    ...(endDate !== tour.endDate ? [{ type: 'TourDetailsChanged' as const, data: { tourId: tour.id, changes: { endDate } } }] : []),
  ];
}

/** Adds a segment under the client's id; a flight's times are local at its airports, whose zones the command carries. */
export function addSegment(data: { dayId: string; segmentId: string; segment: SegmentRequest; airportZones?: AirportZones }, state: TourState, context: PlanningContext): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  checkNewIds(tour, [data.segmentId]);
  checkRoomInDay(day);
  const segment = segmentOfRequest(data.segment, data.airportZones ?? {});
  checkSegment(segment, context.day, { requireStay: true });
  return [{ type: 'SegmentAdded', data: { tourId: tour.id, dayId: day.id, segment: { id: data.segmentId, ...segment } } }];
}

export function changeSegment(
  data: { dayId: string; segmentId: string; changes: Partial<SegmentRequest>; airportZones?: AirportZones },
  state: TourState,
  context: PlanningContext,
): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  const segment = findSegment(day, data.segmentId);
  const changes = changedOnly<SegmentFields>(segment, segmentChangesOf(segment, data.changes, data.airportZones ?? {}));
  if (Object.keys(changes).length === 0) return [];
  checkSegment({ ...segment, ...changes }, context.day, { requireStay: changes.type === 'accommodation', startChanged: changes.startTime !== undefined });
  return [{ type: 'SegmentChanged', data: { tourId: tour.id, dayId: day.id, segmentId: segment.id, changes } }];
}

export function removeSegment(data: { dayId: string; segmentId: string }, state: TourState): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  findSegment(day, data.segmentId);
  return [{ type: 'SegmentRemoved', data: { tourId: tour.id, dayId: day.id, segmentId: data.segmentId } }];
}

/** With auto-fill on, the day's times follow its first segment by the next-available-time rule. */
function retimed(tour: Tour, day: Day, segments: readonly Segment[], context: PlanningContext): TourEvent[] {
  if (!context.autoFill) return [];
  const startTimes = retimedStartTimes(segments, context.day.breakBetweenSegments, { date: day.date, timeZone: tour.timezone });
  return Object.keys(startTimes).length === 0 ? [] : [{ type: 'SegmentsRetimed', data: { tourId: tour.id, dayId: day.id, startTimes } }];
}

const inOrder = (segments: readonly Segment[], ids: readonly string[]) => ids.map((id) => segments.find((segment) => segment.id === id)!);

export function reorderSegments(data: { dayId: string; segmentIds: string[] }, state: TourState, context: PlanningContext): TourEvent[] {
  const tour = editableTour(state);
  const day = findDay(tour, data.dayId);
  const ids = data.segmentIds;
  const current = day.segments.map((segment) => segment.id);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id)))
    throw invalid('The new order must list every segment of the day exactly once.', { segmentIds: 'Must be a permutation of the day’s segments.' });
  if (ids.every((id, index) => id === current[index])) return [];
  return [
    { type: 'SegmentsReordered', data: { tourId: tour.id, dayId: day.id, segmentIds: ids } },
    ...retimed(tour, day, inOrder(day.segments, ids), context),
  ];
}

/** Moves a segment to a position in another day (or the same one); both days are re-timed when auto-fill is on. */
export function moveSegment(data: { segmentId: string; toDayId: string; toIndex: number }, state: TourState, context: PlanningContext): TourEvent[] {
  const tour = editableTour(state);
  const from = tour.days.find((day) => day.segments.some((segment) => segment.id === data.segmentId));
  if (!from) throw notFound('Segment not found.');
  const to = findDay(tour, data.toDayId);
  const segment = findSegment(from, data.segmentId);
  if (from.id === to.id) {
    const others = from.segments.filter((candidate) => candidate.id !== segment.id).map((candidate) => candidate.id);
    const index = Math.max(0, Math.min(data.toIndex, others.length));
    return reorderSegments({ dayId: from.id, segmentIds: [...others.slice(0, index), segment.id, ...others.slice(index)] }, state, context);
  }
  checkRoomInDay(to);
  const toIndex = Math.max(0, Math.min(data.toIndex, to.segments.length));
  const remaining = from.segments.filter((candidate) => candidate.id !== segment.id);
  const moved = shiftSegment(segment, daysBetween(from.date, to.date));
  const arrived = [...to.segments.slice(0, toIndex), moved, ...to.segments.slice(toIndex)];
  return [
    { type: 'SegmentMoved', data: { tourId: tour.id, segmentId: segment.id, fromDayId: from.id, toDayId: to.id, toIndex } },
    ...redatedOnMove(tour, to, segment, moved),
    ...retimed(tour, from, remaining, context),
    ...retimed(tour, to, arrived, context),
  ];
}

/**
 * A flight or a stay moved to another day keeps its times on its new date: its departure and arrival, or its
 * check-in and check-out, move by the days between. Told as a SegmentChanged beside the SegmentMoved, so that
 * SegmentMoved events written before keep replaying as they did.
 */
function redatedOnMove(tour: Tour, to: Day, segment: Segment, moved: Segment): TourEvent[] {
  const changes = changedOnly<SegmentFields>(segment, { flight: moved.flight, startTime: moved.startTime, durationMinutes: moved.durationMinutes, accommodation: moved.accommodation });
  return Object.keys(changes).length === 0 ? [] : [{ type: 'SegmentChanged', data: { tourId: tour.id, dayId: to.id, segmentId: segment.id, changes } }];
}
