// The tour aggregate: its events, its state and evolve.

export const TOUR_STATUSES = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const SEGMENT_TYPES = ['activity', 'transfer', 'flight', 'accommodation', 'meal', 'free'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

export interface Place {
  name: string;
  lat: number;
  lng: number;
}

export interface FlightDetails {
  flightNumber: string;
  from: string;
  to: string;
  /** ISO-8601 instants. */
  scheduledDeparture: string;
  scheduledArrival: string;
}

export interface TransferDetails {
  from: Place;
  to: Place;
  plannedDurationMinutes: number;
}

export interface Segment {
  id: string;
  type: SegmentType;
  title: string;
  startTime: string;
  durationMinutes: number;
  location: Place | null;
  notes: string;
  flight: FlightDetails | null;
  transfer: TransferDetails | null;
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
export type DayFields = Pick<Day, 'date' | 'title' | 'description'>;

export type TourEvent =
  | { type: 'TourCreated'; data: { tourId: string } & TourDetails & { status: TourStatus } }
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
  | { type: 'SegmentsReordered'; data: { tourId: string; dayId: string; segmentIds: string[] } };

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
];

export interface Tour extends TourDetails {
  id: string;
  status: TourStatus;
  deleted: boolean;
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
    const { tourId, ...rest } = event.data;
    return { id: tourId, ...rest, deleted: false, days: [] };
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
      const changed = mapDay(tour, event.data.dayId, (day) => ({ ...day, ...event.data.changes }));
      return { ...changed, days: changed.days.sort(byDate) };
    }
    case 'DayRemoved':
      return { ...tour, days: tour.days.filter((day) => day.id !== event.data.dayId) };
    case 'SegmentAdded':
      return mapDay(tour, event.data.dayId, (day) => ({ ...day, segments: [...day.segments, event.data.segment] }));
    case 'SegmentChanged': {
      const { segmentId, changes } = event.data;
      return mapDay(tour, event.data.dayId, (day) => ({
        ...day,
        segments: day.segments.map((segment) => (segment.id === segmentId ? { ...segment, ...changes } : segment)),
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
