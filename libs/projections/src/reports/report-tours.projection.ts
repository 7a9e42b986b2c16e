// The tour facts of the reports: per tour its status and dates, its monitored and located segments compactly with their last delays, and its travelers.
import type { RecordedEvent } from '@tourops/event-store';
import { TOUR_EVENT_TYPES, instantOfWallClock, metresBetween, upcastDay, type Reading, type SubjectCheckEvent, type Tour, type TourStatus, type WhereItHappens } from '@tourops/domain';
import type { BatchFold, DocumentProjection, ReadModelDocument } from '../projection';
import { toursProjection, type PurgedTourDocument, type TourDocument } from '../tours/tours.projection';

export const REPORT_TOURS_COLLECTION = 'report-tours';

/** A segment of the plan as the reports read it: its day, type, planned instants and place. */
export interface ReportSegmentFact {
  dayId: string;
  date: string;
  segmentId: string;
  title: string;
  type: string;
  /** ISO instants (a flight's from its airports' schedule). */
  plannedStart: string;
  plannedEnd: string;
  /** Where a located segment (not a flight or transfer) happens; null when it has no place. */
  location: { lat: number; lng: number } | null;
  /** A flight's clocks: its departure read at the origin airport, its arrival at the destination. Other segments read the tour's. */
  clocks?: { start: WhereItHappens; end: WhereItHappens };
  /** Where a transfer arrives. */
  arrivalPlace?: { lat: number; lng: number };
}

/** The last delay read of one measure: its value in minutes and the check that read it. */
export interface LastDelay {
  value: number;
  at: string;
  /** A flight's: when it actually (or, not yet flown, by estimate) departed or arrived, the reading's observedAt. */
  observed?: string;
}

export interface SegmentDelays {
  departure?: LastDelay;
  arrival?: LastDelay;
  duration?: LastDelay;
}

export interface ReportTourDocument {
  _id: string;
  title: string;
  status: TourStatus;
  startDate: string;
  endDate: string;
  timezone: string;
  /** Neither deleted, nor a template, nor purged: a tour the reports count. */
  counted: boolean;
  /** Last delays of the flights' and transfers' checks, by segment id. */
  delays: Record<string, SegmentDelays>;
  travelerIds: string[];
  /** The segments a plan-versus-actual row can come from, compact (see MonitoredSegments, LocatedSegments): what the reports scan. */
  monitored: MonitoredSegments;
  located: LocatedSegments;
}

/**
 * Flights with a departure delay and transfers with a duration delay, MONITORED_STRIDE values each:
 * segment id, date, type, the delay in minutes, the check time that read it, and how far the actual time is from
 * the plan as it stands (minutes; see differenceFromPlan). One flat array, cheap to read.
 */
export type MonitoredSegments = (string | number)[];
export const MONITORED_STRIDE = 6;

/**
 * The other segments with a place (tracking compares them with positions), in the segments' order, as three columns: a
 * tour's forty located segments are then four objects to parse, hold and scan, not three hundred (its numbers one array
 * of unboxed doubles; boot parses 20,000 of these).
 */
export interface LocatedSegments {
  /** The segments' ids, joined by spaces (locatedIdAt). */
  ids: string;
  dates: string[];
  /**
   * LOCATED_NUMBERS per segment: planned start and end in epoch ms, lat, lng, and 1 when the segment before it on that
   * day ends within ARRIVAL_RADIUS_M of its place (arriving there was for that one), else 0.
   */
  numbers: number[];
}
export const LOCATED_NUMBERS = 5;
/** A position this close to a located segment's place means the staff were there. */
export const ARRIVAL_RADIUS_M = 300;
/** Degrees of latitude a point may be off a place and still be within the radius (a hair wider, for rounding). */
const RADIUS_LATITUDE_DEGREES = ((ARRIVAL_RADIUS_M / 6_371_000) * (180 / Math.PI)) * 1.000_001;
/** Whether the point (lat, lng) is within ARRIVAL_RADIUS_M of the place; one farther in latitude alone is not, without the trigonometry. */
export const isWithinArrivalRadius = (lat: number, lng: number, place: { lat: number; lng: number }) =>
  Math.abs(lat - place.lat) <= RADIUS_LATITUDE_DEGREES && metresBetween({ lat, lng }, place) <= ARRIVAL_RADIUS_M;

/** The id of the k-th located segment. */
export const locatedIdAt = (located: LocatedSegments, k: number) => located.ids.split(' ')[k];
/** Whether the segment is one of the located ones: its id found whole among theirs, with nothing copied. */
function holdsSegment({ ids }: LocatedSegments, segmentId: string): boolean {
  const SPACE = 32;
  for (let at = ids.indexOf(segmentId); at !== -1; at = ids.indexOf(segmentId, at + 1)) {
    const end = at + segmentId.length;
    if ((at === 0 || ids.charCodeAt(at - 1) === SPACE) && (end === ids.length || ids.charCodeAt(end) === SPACE)) return true;
  }
  return false;
}

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * How far what monitoring recorded is from the plan as it stands, in minutes: a flight's observed departure against
 * its planned one (so a flight the planner re-timed to its new departure no longer differs), or, when it left as
 * planned, its observed arrival against the planned one; a transfer's duration delay.
 */
export function differenceFromPlan(segment: Pick<ReportSegmentFact, 'type' | 'plannedStart' | 'plannedEnd'>, delays: SegmentDelays): number {
  if (segment.type !== 'flight') return delays.duration?.value ?? 0;
  const { departure, arrival } = delays;
  const departed = departure?.observed ? minutesBetween(segment.plannedStart, departure.observed) : (departure?.value ?? 0);
  if (departed !== 0 || !arrival) return departed;
  return arrival.observed ? minutesBetween(segment.plannedEnd, arrival.observed) : arrival.value;
}

/** Where a segment ends: a transfer at its destination, a located segment at its place. */
const endPlaceOf = (segment: ReportSegmentFact | undefined) => segment?.arrivalPlace ?? segment?.location ?? null;

/** The compact lists of a tour's segment facts and last delays, in the segments' order; `located` kept when given (still right). */
export function compactSegmentsOf(segments: readonly ReportSegmentFact[], delays: Record<string, SegmentDelays>, located?: LocatedSegments): { monitored: MonitoredSegments; located: LocatedSegments } {
  const monitored: MonitoredSegments = [];
  const [ids, dates, numbers]: [string[], string[], number[]] = [[], [], []];
  segments.forEach((segment, index) => {
    const { segmentId, date, type, plannedStart, plannedEnd, location } = segment;
    const last = type === 'flight' ? delays[segmentId]?.departure : type === 'transfer' ? delays[segmentId]?.duration : undefined;
    if (last) monitored.push(segmentId, date, type, last.value, last.at, differenceFromPlan(segment, delays[segmentId]));
    else if (location && !located) {
      const before = segments[index - 1]?.date === date ? endPlaceOf(segments[index - 1]) : null;
      ids.push(segmentId);
      dates.push(date);
      numbers.push(Date.parse(plannedStart), Date.parse(plannedEnd), location.lat, location.lng, before && isWithinArrivalRadius(before.lat, before.lng, location) ? 1 : 0);
    }
  });
  return { monitored, located: located ?? { ids: ids.join(' '), dates, numbers } };
}

/** The batch's working state of a tour: its own Set and (once owned) delays record, changed in place event by event. */
interface ReportTourState {
  id: string;
  delays: Record<string, SegmentDelays>;
  /** Whether `delays` is the batch's own record (else the stored document's, copied before a change). */
  delaysOwned: boolean;
  /** The stored located segments while neither the plan nor a located segment's delays changed; else null. */
  located: LocatedSegments | null;
  travelerIds: Set<string>;
}

const DELAY_FIELDS: Partial<Record<Reading['measure'], keyof SegmentDelays>> = {
  'flight.departureDelay': 'departure',
  'flight.arrivalDelay': 'arrival',
  'transfer.durationDelay': 'duration',
};

/** instantOfWallClock and the ISO instants, remembered: a season's segments share their days and start times. */
const instants = new Map<string, number>();
const isoInstants = new Map<number, string>();
function instantOf(wallClock: string, timezone: string): number {
  const key = `${wallClock}|${timezone}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= 100_000) instants.clear();
    instants.set(key, (instant = instantOfWallClock(wallClock, timezone)));
  }
  return instant;
}
function iso(ms: number): string {
  let instant = isoInstants.get(ms);
  if (instant === undefined) {
    if (isoInstants.size >= 100_000) isoInstants.clear();
    isoInstants.set(ms, (instant = new Date(ms).toISOString()));
  }
  return instant;
}

/** The segments the reports use: flights, transfers and located segments, with their planned instants. */
export function segmentFactsOf(tour: Tour): ReportSegmentFact[] {
  const facts: ReportSegmentFact[] = [];
  for (const { id: dayId, date, segments } of tour.days)
    for (const { id: segmentId, title, type, flight, transfer, location, startTime, durationMinutes } of segments) {
      const moving = (type === 'flight' && flight) || (type === 'transfer' && transfer);
      if (!moving && !location) continue;
      if (type === 'flight' && flight) {
        const clocks = { start: { timeZone: flight.departure.timeZone, name: flight.from }, end: { timeZone: flight.arrival.timeZone, name: flight.to } };
        facts.push({ dayId, date, segmentId, title, type, plannedStart: flight.departure.instant, plannedEnd: flight.arrival.instant, location: null, clocks });
        continue;
      }
      const start = instantOf(`${date}T${startTime}`, tour.timezone);
      const place = moving || !location ? null : { lat: location.lat, lng: location.lng };
      const arrival = type === 'transfer' && transfer ? { arrivalPlace: { lat: transfer.to.lat, lng: transfer.to.lng } } : {};
      facts.push({ dayId, date, segmentId, title, type, plannedStart: iso(start), plannedEnd: iso(start + durationMinutes * 60_000), location: place, ...arrival });
    }
  return facts;
}

/**
 * The segment facts of each plan's days, with the time zone they were read in: a stored tour's days are the same object from one
 * batch (and query) to the next, in memory or kept at hand by the standalone's store (ADR 0055), even when the document around
 * them is built anew.
 */
const factsOfDays = new WeakMap<Tour['days'], { timezone: string; facts: ReportSegmentFact[] }>();

/**
 * The segment facts of a tour as the tours read model stores it, once per days object (upcast first: a document of
 * an earlier version may hold an older shape); [] without one or when purged.
 */
export function segmentFactsOfPlan(plan: Tour | PurgedTourDocument | null): ReportSegmentFact[] {
  if (!plan || plan.purged) return [];
  const known = factsOfDays.get(plan.days);
  if (known && known.timezone === plan.timezone) return known.facts;
  const facts = segmentFactsOf({ ...plan, days: plan.days.map((day) => upcastDay(day, plan.timezone)) });
  factsOfDays.set(plan.days, { timezone: plan.timezone, facts });
  return facts;
}

/** The subject's segment: `{tourId}/flight:{segmentId}` or `{tourId}/transfer:{segmentId}`. */
const segmentOfSubject = (subjectId: string) => subjectId.slice(subjectId.indexOf(':') + 1);

/** Keeps the check's delay readings that are the segment's latest, in the state's own delays record. */
function withReadings(state: ReportTourState, event: SubjectCheckEvent & { type: 'SubjectChecked' }): void {
  const segmentId = segmentOfSubject(event.data.subjectId);
  let current: SegmentDelays | null = null;
  for (const reading of event.data.readings) {
    const field = DELAY_FIELDS[reading.measure];
    if (!field) continue;
    const last = (current ?? state.delays[segmentId])?.[field];
    if (last && last.at > event.data.at) continue;
    current ??= { ...state.delays[segmentId] };
    current[field] = field === 'duration' ? { value: reading.value, at: event.data.at } : { value: reading.value, at: event.data.at, observed: reading.observedAt };
  }
  if (!current) return;
  if (!state.delaysOwned) [state.delays, state.delaysOwned] = [{ ...state.delays }, true];
  state.delays[segmentId] = current;
}

const emptyState = (id: string): ReportTourState => ({ id, delays: {}, delaysOwned: true, located: null, travelerIds: new Set() });

/**
 * Folds checks and travelers; a tour event only says the plan changed: the plan itself is the tours read model's document,
 * which `store` reads (ADR 0052), so the plan is folded and kept once.
 */
const reportTourFold: BatchFold<ReportTourState> = {
  load(document) {
    const stored = document as unknown as ReportTourDocument;
    return { id: stored._id, delays: stored.delays, delaysOwned: false, located: stored.located, travelerIds: new Set(stored.travelerIds) };
  },
  evolve(state, event) {
    const data = event.data as { tourId: string; travelerId?: string };
    const current = state ?? emptyState(data.tourId);
    switch (event.type) {
      case 'SubjectChecked': {
        const check = event as unknown as SubjectCheckEvent & { type: 'SubjectChecked' };
        withReadings(current, check);
        if (current.located && holdsSegment(current.located, segmentOfSubject(check.data.subjectId))) current.located = null;
        return current;
      }
      case 'TravelerAssignedToTour':
        current.travelerIds.add(data.travelerId!);
        return current;
      case 'TravelerUnassignedFromTour':
        current.travelerIds.delete(data.travelerId!);
        return current;
      default:
        current.located = null;
        return current;
    }
  },
  store(state, read) {
    const stored = read as unknown as TourDocument | PurgedTourDocument | null;
    const plan = stored && !stored.purged ? stored : null;
    const document: ReportTourDocument = {
      _id: state.id,
      title: plan?.title ?? '',
      status: plan?.status ?? 'DRAFT',
      startDate: plan?.startDate ?? '',
      endDate: plan?.endDate ?? '',
      timezone: plan?.timezone ?? 'UTC',
      counted: plan !== null && !plan.deleted && !plan.template,
      delays: state.delays,
      travelerIds: [...state.travelerIds],
      ...compactSegmentsOf(segmentFactsOfPlan(plan), state.delays, state.located ?? undefined),
    };
    return document as unknown as ReadModelDocument;
  },
};

const MONITORED_KINDS = ['flight', 'transfer'];

export const reportToursProjection: DocumentProjection = {
  name: 'report-tours',
  /**
   * 3: a flight's facts carry its airports' clocks and observed times; the compact lists the difference from the plan and the place before.
   * 4: the segment facts are no longer stored beside the plan they come from (segmentFactsOfPlan; ADR 0051).
   * 5: nor the plan: it is the tours read model's document, read when a batch stores (ADR 0052).
   * 6: the located segments in three columns, and whether the segment before ends at the place instead of that place.
   */
  version: 6,
  collection: REPORT_TOURS_COLLECTION,
  eventTypes: [...TOUR_EVENT_TYPES, 'SubjectChecked', 'TravelerAssignedToTour', 'TravelerUnassignedFromTour'],
  reads: toursProjection,
  documentId(event: RecordedEvent) {
    const data = event.data as { tourId?: string; kind?: string };
    if (event.type === 'SubjectChecked' && !MONITORED_KINDS.includes(data.kind ?? '')) return null;
    return data.tourId ?? null;
  },
  batchFold: reportTourFold as BatchFold<unknown>,
  indexes: [{ name: 'by_counted_start', keys: { counted: 1, startDate: 1, _id: 1 } }],
};
