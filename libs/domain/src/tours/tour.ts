// The tour aggregate: its events, its state and evolve.
import { daysBetween } from '../shared/calendar-date';
import type { FlightDetails, FlightRequest } from './flight-schedule';
import { shiftDay, shiftTour } from './tour-shift';
import { upcastDay, upcastSegment } from './tour-upcast';

export { shiftDay, shiftSegment, shiftTour } from './tour-shift';

export const TOUR_STATUSES = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const SEGMENT_TYPES = ['activity', 'transfer', 'flight', 'accommodation', 'meal', 'free'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

export interface Place {
  name: string;
  lat: number;
  lng: number;
}

export interface TransferDetails {
  from: Place;
  to: Place;
  plannedDurationMinutes: number;
}

/** Local date-times 'YYYY-MM-DDTHH:MM' in the tour's time zone. */
export interface AccommodationDetails {
  checkIn: string;
  checkOut: string;
}

export interface Segment {
  id: string;
  type: SegmentType;
  title: string;
  /** 'HH:MM'. A flight's is its local departure time at the origin airport (it follows from the flight). */
  startTime: string;
  /** A flight's is its time in the air (it follows from the flight). */
  durationMinutes: number;
  location: Place | null;
  notes: string;
  flight: FlightDetails | null;
  transfer: TransferDetails | null;
  /** Absent on segments recorded before accommodation details existed. */
  accommodation?: AccommodationDetails | null;
}

export interface Day {
  id: string;
  date: string;
  title: string;
  description: string;
  segments: Segment[];
}

export interface TourDetails {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  timezone: string;
}

export type SegmentFields = Omit<Segment, 'id'>;

/**
 * A segment as a command describes it: a flight by its local times at the airports; the start and duration of a
 * flight follow from them (sent anyway, they must agree), and other segments need a start time (duration defaults to an hour).
 */
export type SegmentRequest = Omit<SegmentFields, 'flight' | 'startTime' | 'durationMinutes'> & {
  startTime?: string;
  durationMinutes?: number;
  flight: FlightRequest | null;
};

export const WIZARD_STEPS = ['basics', 'days', 'segments', 'review', 'done'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Where a tour came from when it was not started blank. */
export interface TourOrigin {
  kind: 'copy' | 'template';
  tourId: string;
  title: string;
}

/** What a tour is made of when it is created from another one. */
export interface TourCreation {
  template?: boolean;
  origin?: TourOrigin | null;
  days?: Day[];
}

/** The plan an undo puts back: details and days as they were. */
export type TourPlan = TourDetails & { days: Day[] };
export type DayFields = Pick<Day, 'date' | 'title' | 'description'>;

export type TourEvent =
  | { type: 'TourCreated'; data: { tourId: string } & TourDetails & { status: TourStatus } & TourCreation }
  | { type: 'TourDetailsChanged'; data: { tourId: string; changes: Partial<TourDetails> } }
  | { type: 'TourStatusChanged'; data: { tourId: string; from: TourStatus; to: TourStatus } }
  | { type: 'TourDeleted'; data: { tourId: string } }
  | { type: 'TourRestored'; data: { tourId: string } }
  | { type: 'DayAdded'; data: { tourId: string; day: Omit<Day, 'segments'> } }
  | { type: 'DayChanged'; data: { tourId: string; dayId: string; changes: Partial<DayFields> } }
  | { type: 'DayRemoved'; data: { tourId: string; dayId: string } }
  | { type: 'SegmentAdded'; data: { tourId: string; dayId: string; segment: Segment } }
  | { type: 'SegmentChanged'; data: { tourId: string; dayId: string; segmentId: string; changes: Partial<SegmentFields> } }
  | { type: 'SegmentRemoved'; data: { tourId: string; dayId: string; segmentId: string } }
  | { type: 'SegmentsReordered'; data: { tourId: string; dayId: string; segmentIds: string[] } }
  | { type: 'SegmentMoved'; data: { tourId: string; segmentId: string; fromDayId: string; toDayId: string; toIndex: number } }
  | { type: 'SegmentsRetimed'; data: { tourId: string; dayId: string; startTimes: Record<string, string> } }
  | { type: 'DaysRedated'; data: { tourId: string; dates: Record<string, string> } }
  | { type: 'TourShifted'; data: { tourId: string; days: number } }
  | { type: 'TourWizardStepReached'; data: { tourId: string; step: WizardStep } }
  | { type: 'ChangesUndone'; data: { tourId: string; toRevision: number; plan: TourPlan } }
  | { type: 'TourPurged'; data: { tourId: string } };

export type TourEventType = TourEvent['type'];

export const TOUR_EVENT_TYPES: readonly TourEventType[] = [
  'TourCreated',
  'TourDetailsChanged',
  'TourStatusChanged',
  'TourDeleted',
  'TourRestored',
  'DayAdded',
  'DayChanged',
  'DayRemoved',
  'SegmentAdded',
  'SegmentChanged',
  'SegmentRemoved',
  'SegmentsReordered',
  'SegmentMoved',
  'SegmentsRetimed',
  'DaysRedated',
  'TourShifted',
  'TourWizardStepReached',
  'ChangesUndone',
  'TourPurged',
];

export interface Tour extends TourDetails {
  id: string;
  status: TourStatus;
  deleted: boolean;
  /** Purged: gone from the read models for good; its events stay as the audit trail. */
  purged: boolean;
  template: boolean;
  origin: TourOrigin | null;
  wizardStep: WizardStep | null;
  days: Day[];
}

export type TourState = { status: 'absent' } | { status: 'present'; tour: Tour };

export const initialTourState: TourState = { status: 'absent' };

const mapDay = (tour: Tour, dayId: string, change: (day: Day) => Day): Tour => ({
  ...tour,
  days: tour.days.map((day) => (day.id === dayId ? change(day) : day)),
});

const byDate = (a: Day, b: Day) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** Applies one event to a tour. Used by the decider and, unchanged, by the projections. */
export function evolveTour(tour: Tour | null, event: TourEvent): Tour | null {
  if (event.type === 'TourCreated') {
    const { tourId, template = false, origin = null, days = [], ...details } = event.data;
    const upcastDays = days.map((day) => upcastDay(day, details.timezone));
    return { id: tourId, ...details, deleted: false, purged: false, template, origin, wizardStep: null, days: upcastDays.sort(byDate) };
  }
  if (!tour) return null;
  switch (event.type) {
    case 'TourDetailsChanged':
      return { ...tour, ...event.data.changes };
    case 'TourStatusChanged':
      return { ...tour, status: event.data.to };
    case 'TourDeleted':
      return { ...tour, deleted: true };
    case 'TourRestored':
      return { ...tour, deleted: false };
    case 'DayAdded':
      return { ...tour, days: [...tour.days, { ...event.data.day, segments: [] }].sort(byDate) };
    case 'DayChanged': {
      const { date, ...fields } = event.data.changes;
      const changed = mapDay(tour, event.data.dayId, (day) => ({ ...(date === undefined ? day : shiftDay(day, daysBetween(day.date, date))), ...fields }));
      return { ...changed, days: changed.days.sort(byDate) };
    }
    case 'DayRemoved':
      return { ...tour, days: tour.days.filter((day) => day.id !== event.data.dayId) };
    case 'SegmentAdded':
      return mapDay(tour, event.data.dayId, (day) => ({ ...day, segments: [...day.segments, upcastSegment(event.data.segment, tour.timezone)] }));
    case 'SegmentChanged': {
      const { segmentId, changes } = event.data;
      return mapDay(tour, event.data.dayId, (day) => ({
        ...day,
        segments: day.segments.map((segment) => (segment.id === segmentId ? upcastSegment({ ...segment, ...changes }, tour.timezone) : segment)),
      }));
    }
    case 'SegmentRemoved':
      return mapDay(tour, event.data.dayId, (day) => ({
        ...day,
        segments: day.segments.filter((segment) => segment.id !== event.data.segmentId),
      }));
    case 'SegmentsReordered': {
      const order = event.data.segmentIds;
      return mapDay(tour, event.data.dayId, (day) => ({
        ...day,
        segments: [...day.segments].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
      }));
    }
    case 'SegmentMoved': {
      const { segmentId, fromDayId, toDayId, toIndex } = event.data;
      const segment = tour.days.find((day) => day.id === fromDayId)?.segments.find((candidate) => candidate.id === segmentId);
      if (!segment) return tour;
      const without = mapDay(tour, fromDayId, (day) => ({ ...day, segments: day.segments.filter((candidate) => candidate.id !== segmentId) }));
      return mapDay(without, toDayId, (day) => ({ ...day, segments: [...day.segments.slice(0, toIndex), segment, ...day.segments.slice(toIndex)] }));
    }
    case 'SegmentsRetimed': {
      const { startTimes } = event.data;
      // A flight starts when it departs, whatever an earlier re-timing said.
      const retimed = (segment: Segment) => Object.hasOwn(startTimes, segment.id) && !(segment.type === 'flight' && segment.flight);
      return mapDay(tour, event.data.dayId, (day) => ({
        ...day,
        segments: day.segments.map((segment) => (retimed(segment) ? { ...segment, startTime: startTimes[segment.id] } : segment)),
      }));
    }
    case 'DaysRedated': {
      const { dates } = event.data;
      const redated = (day: Day) => (Object.hasOwn(dates, day.id) ? shiftDay(day, daysBetween(day.date, dates[day.id])) : day);
      return { ...tour, days: tour.days.map(redated).sort(byDate) };
    }
    case 'TourShifted':
      return shiftTour(tour, event.data.days);
    case 'TourWizardStepReached':
      return { ...tour, wizardStep: event.data.step };
    case 'ChangesUndone': {
      const { days, ...details } = event.data.plan;
      return { ...tour, ...details, days: days.map((day) => upcastDay(day, details.timezone)) };
    }
    case 'TourPurged':
      return { ...tour, purged: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function evolve(state: TourState, event: TourEvent): TourState {
  const tour = evolveTour(state.status === 'present' ? state.tour : null, event);
  return tour ? { status: 'present', tour } : state;
}

export const tourStreamName = (orgId: string, tourId: string) => `tour-${orgId}.${tourId}`;
