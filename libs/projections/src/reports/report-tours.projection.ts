// The tour facts of the reports: per tour its status and dates, its dated segments, its monitored segments' last delays and its travelers.
import type { RecordedEvent } from '@tourops/event-store';
import { TOUR_EVENT_TYPES, evolveTour, instantOfWallClock, upcastDay, type Reading, type SubjectCheckEvent, type Tour, type TourEvent, type TourStatus } from '@tourops/domain';
import { evolveThrough, type BatchFold, type DocumentProjection, type ReadModelDocument } from '../projection';

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
}

/** The last delay read of one measure: its value in minutes and the check that read it. */
export interface LastDelay {
  value: number;
  at: string;
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
  segments: ReportSegmentFact[];
  /** Last delays of the flights' and transfers' checks, by segment id. */
  delays: Record<string, SegmentDelays>;
  travelerIds: string[];
  /** The segments a plan-versus-actual row can come from, compact (see MonitoredSegments, LocatedSegments): what the reports scan. */
  monitored: MonitoredSegments;
  located: LocatedSegments;
  /** The tour as the domain folds it, to apply the next events; queries leave it out. */
  plan: Tour | null;
}

/**
 * Flights with a departure delay and transfers with a duration delay, MONITORED_STRIDE values each:
 * segment id, date, type, the delay in minutes and the check time that read it. One flat array, cheap to read.
 */
export type MonitoredSegments = (string | number)[];
export const MONITORED_STRIDE = 5;

/**
 * The other segments with a place (tracking compares them with positions), LOCATED_STRIDE values each:
 * segment id, date, planned start and end in epoch ms, lat, lng.
 */
export type LocatedSegments = (string | number)[];
export const LOCATED_STRIDE = 6;

/** The compact lists of a tour's segment facts and last delays, in the segments' order; `located` kept when given (still right). */
export function compactSegmentsOf(segments: readonly ReportSegmentFact[], delays: Record<string, SegmentDelays>, located?: LocatedSegments): { monitored: MonitoredSegments; located: LocatedSegments } {
  const monitored: MonitoredSegments = [];
  const built: LocatedSegments = [];
  for (const { segmentId, date, type, plannedStart, plannedEnd, location } of segments) {
    const last = type === 'flight' ? delays[segmentId]?.departure : type === 'transfer' ? delays[segmentId]?.duration : undefined;
    if (last) monitored.push(segmentId, date, type, last.value, last.at);
    else if (location && !located) built.push(segmentId, date, Date.parse(plannedStart), Date.parse(plannedEnd), location.lat, location.lng);
  }
  return { monitored, located: located ?? built };
}

/** The batch's working state of a tour: its own Set and (once owned) delays record, changed in place event by event. */
interface ReportTourState {
  id: string;
  /** As stored until a tour event needs it upcast (most batches bring only checks and travelers). */
  plan: Tour | null;
  planLoaded: boolean;
  segments: ReportSegmentFact[];
  /** The plan's days or clock changed: its segment facts are built again. */
  segmentsChanged: boolean;
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
        facts.push({ dayId, date, segmentId, title, type, plannedStart: flight.departure.instant, plannedEnd: flight.arrival.instant, location: null });
        continue;
      }
      const start = instantOf(`${date}T${startTime}`, tour.timezone);
      const place = moving || !location ? null : { lat: location.lat, lng: location.lng };
      facts.push({ dayId, date, segmentId, title, type, plannedStart: iso(start), plannedEnd: iso(start + durationMinutes * 60_000), location: place });
    }
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
    current[field] = { value: reading.value, at: event.data.at };
  }
  if (!current) return;
  if (!state.delaysOwned) [state.delays, state.delaysOwned] = [{ ...state.delays }, true];
  state.delays[segmentId] = current;
}

const upcast = (plan: Tour | null): Tour | null => (plan ? { ...plan, days: plan.days.map((day) => upcastDay(day, plan.timezone)) } : null);

const emptyState = (id: string): ReportTourState => ({ id, plan: null, planLoaded: true, segments: [], segmentsChanged: false, delays: {}, delaysOwned: true, located: null, travelerIds: new Set() });

const reportTourFold: BatchFold<ReportTourState> = {
  load(document) {
    const stored = document as unknown as ReportTourDocument;
    return { id: stored._id, plan: stored.plan, planLoaded: false, segments: stored.segments, segmentsChanged: false, delays: stored.delays, delaysOwned: false, located: stored.located, travelerIds: new Set(stored.travelerIds) };
  },
  evolve(state, event) {
    const data = event.data as { tourId: string; travelerId?: string };
    const current = state ?? emptyState(data.tourId);
    switch (event.type) {
      case 'SubjectChecked': {
        const check = event as unknown as SubjectCheckEvent & { type: 'SubjectChecked' };
        withReadings(current, check);
        if (current.located?.includes(segmentOfSubject(check.data.subjectId))) current.located = null;
        return current;
      }
      case 'TravelerAssignedToTour':
        current.travelerIds.add(data.travelerId!);
        return current;
      case 'TravelerUnassignedFromTour':
        current.travelerIds.delete(data.travelerId!);
        return current;
      default: {
        const before = current.planLoaded ? current.plan : upcast(current.plan);
        const plan = evolveTour(before, event as unknown as TourEvent);
        if (!plan) return null;
        if (plan.days !== before?.days || plan.timezone !== before?.timezone) [current.segmentsChanged, current.located] = [true, null];
        [current.plan, current.planLoaded] = [plan, true];
        return current;
      }
    }
  },
  store(state) {
    const { plan } = state;
    const segments = state.segmentsChanged && plan ? segmentFactsOf(plan) : state.segments;
    const document: ReportTourDocument = {
      _id: state.id,
      title: plan?.title ?? '',
      status: plan?.status ?? 'DRAFT',
      startDate: plan?.startDate ?? '',
      endDate: plan?.endDate ?? '',
      timezone: plan?.timezone ?? 'UTC',
      counted: plan !== null && !plan.deleted && !plan.template && !plan.purged,
      segments: plan?.purged ? [] : segments,
      delays: state.delays,
      travelerIds: [...state.travelerIds],
      ...compactSegmentsOf(plan?.purged ? [] : segments, state.delays, state.located ?? undefined),
      plan: plan?.purged ? null : plan,
    };
    return document as unknown as ReadModelDocument;
  },
};

const MONITORED_KINDS = ['flight', 'transfer'];

export const reportToursProjection: DocumentProjection = {
  name: 'report-tours',
  version: 2,
  collection: REPORT_TOURS_COLLECTION,
  eventTypes: [...TOUR_EVENT_TYPES, 'SubjectChecked', 'TravelerAssignedToTour', 'TravelerUnassignedFromTour'],
  documentId(event: RecordedEvent) {
    const data = event.data as { tourId?: string; kind?: string };
    if (event.type === 'SubjectChecked' && !MONITORED_KINDS.includes(data.kind ?? '')) return null;
    return data.tourId ?? null;
  },
  evolve: evolveThrough(reportTourFold),
  batchFold: reportTourFold as BatchFold<unknown>,
  indexes: [{ name: 'by_counted_start', keys: { counted: 1, startDate: 1, _id: 1 } }],
};
