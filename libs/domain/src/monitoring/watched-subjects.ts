// The watch list rules: which flights, transfers and places of a confirmed or running tour the monitor checks, and when.
import type { Day, Place, Segment, Tour } from '../tours/tour';
import { instantOfWallClock } from '../shared/zoned-time';
import type { Measure } from './measures';

export type SubjectKind = 'flight' | 'transfer' | 'weather';

/** ISO-8601 instants; the subject is over once `to` has come. */
export interface SubjectWindow {
  from: string;
  to: string;
}

export interface WatchedSubject {
  /** Stable across checks and monitors: '{tourId}/flight:{segmentId}', '{tourId}/weather:{segmentId}:from'… */
  id: string;
  kind: SubjectKind;
  tourId: string;
  dayId: string;
  segmentId: string;
  window: SubjectWindow;
  /** Where the weather is read, when the segment says where it is. */
  location: Place | null;
  /** The IATA code of the airport whose weather this is (the monitor finds its coordinates in its airport index). */
  airport?: string;
  flight?: { flightNumber: string; from: string; to: string; departureDateLocal: string };
  transfer?: { from: Place; to: Place; plannedDurationMinutes: number };
  /** Its kind's measures: the one list of each kind, shared by every subject (a season puts hundreds of thousands on watch). */
  measures: readonly Measure[];
}

/** A subject as seen at an instant: whether it is close enough to check, and whether it is over. */
export interface SubjectOnWatch extends WatchedSubject {
  inHorizon: boolean;
  over: boolean;
}

const HOUR_MS = 3_600_000;
/** How far ahead each kind is checked: flights departing within 72 h, transfers starting within 24 h, weather within 7 days. */
export const HORIZON_HOURS: Record<SubjectKind, number> = { flight: 72, transfer: 24, weather: 7 * 24 };
/** The weather at either end of a movement is read for the hour before it leaves and the hour after it arrives. */
export const END_WEATHER_MINUTES = 60;

export const FLIGHT_MEASURES: readonly Measure[] = ['flight.departureDelay', 'flight.arrivalDelay', 'flight.cancelled', 'flight.diverted'];
export const TRANSFER_MEASURES: readonly Measure[] = ['transfer.durationDelay'];
export const WEATHER_MEASURES: readonly Measure[] = ['weather.minTemperature', 'weather.maxTemperature', 'weather.windSpeed', 'weather.precipitation'];

const WEATHER_SEGMENT_TYPES: readonly Segment['type'][] = ['activity', 'meal', 'accommodation'];

export const isWatchedTour = (tour: Tour): boolean =>
  (tour.status === 'CONFIRMED' || tour.status === 'IN_PROGRESS') && !tour.deleted && !tour.purged && !tour.template;

const iso = (ms: number) => new Date(ms).toISOString();
const spanOf = (fromMs: number, toMs: number): SubjectWindow => ({ from: iso(fromMs), to: iso(toMs) });

function segmentWindow(tour: Tour, day: Day, segment: Segment): SubjectWindow {
  if (segment.type === 'accommodation' && segment.accommodation)
    return spanOf(instantOfWallClock(segment.accommodation.checkIn, tour.timezone), instantOfWallClock(segment.accommodation.checkOut, tour.timezone));
  const starts = instantOfWallClock(`${day.date}T${segment.startTime}`, tour.timezone);
  return spanOf(starts, starts + segment.durationMinutes * 60_000);
}

/** The flight, transfer and weather subjects of one segment (only those of one kind when it is given), whatever the instant. */
function subjectsOfSegment(tour: Tour, day: Day, segment: Segment, kind: SubjectKind | undefined): WatchedSubject[] {
  const base = { tourId: tour.id, dayId: day.id, segmentId: segment.id };
  const id = (kind: SubjectKind, end?: 'from' | 'to') => `${tour.id}/${kind}:${segment.id}${end ? `:${end}` : ''}`;
  const endsOf = (span: SubjectWindow) => ({
    from: spanOf(Date.parse(span.from) - END_WEATHER_MINUTES * 60_000, Date.parse(span.from)),
    to: spanOf(Date.parse(span.to), Date.parse(span.to) + END_WEATHER_MINUTES * 60_000),
  });
  if (segment.type === 'flight' && segment.flight) {
    const { flightNumber, from, to, departure, arrival } = segment.flight;
    const span = spanOf(Date.parse(departure.instant), Date.parse(arrival.instant));
    const watched: WatchedSubject = { ...base, id: id('flight'), kind: 'flight', window: span, location: null, flight: { flightNumber, from, to, departureDateLocal: departure.localTime.slice(0, 10) }, measures: FLIGHT_MEASURES };
    if (kind === 'flight') return [watched];
    const ends = endsOf(span);
    return [
      watched,
      { ...base, id: id('weather', 'from'), kind: 'weather', window: ends.from, location: null, airport: from, measures: WEATHER_MEASURES },
      { ...base, id: id('weather', 'to'), kind: 'weather', window: ends.to, location: null, airport: to, measures: WEATHER_MEASURES },
    ];
  }
  if (segment.type === 'transfer' && segment.transfer) {
    const { from, to, plannedDurationMinutes } = segment.transfer;
    const span = segmentWindow(tour, day, segment);
    const watched: WatchedSubject = { ...base, id: id('transfer'), kind: 'transfer', window: span, location: null, transfer: { from, to, plannedDurationMinutes }, measures: TRANSFER_MEASURES };
    if (kind === 'transfer') return [watched];
    const ends = endsOf(span);
    return [
      watched,
      { ...base, id: id('weather', 'from'), kind: 'weather', window: ends.from, location: from, measures: WEATHER_MEASURES },
      { ...base, id: id('weather', 'to'), kind: 'weather', window: ends.to, location: to, measures: WEATHER_MEASURES },
    ];
  }
  if (WEATHER_SEGMENT_TYPES.includes(segment.type) && segment.location)
    return [{ ...base, id: id('weather'), kind: 'weather', window: segmentWindow(tour, day, segment), location: segment.location, measures: WEATHER_MEASURES }];
  return [];
}

/** The instant a subject comes within its kind's horizon: departure, start or window start less the horizon. */
export const horizonStartsAt = (subject: WatchedSubject): number => Date.parse(subject.window.from) - HORIZON_HOURS[subject.kind] * HOUR_MS;

const overAt = (subject: WatchedSubject, atMs: number): boolean => atMs >= Date.parse(subject.window.to);
const inHorizonAt = (subject: WatchedSubject, atMs: number): boolean => !overAt(subject, atMs) && horizonStartsAt(subject) <= atMs;

/** Over ("expired") once its window has ended: a flight once it has landed, a transfer once it should have arrived. */
export const isOver = (subject: WatchedSubject, now: string): boolean => overAt(subject, Date.parse(now));

/** Within its horizon and not over: a flight departing within 72 h or under way, and so on. */
export const isInHorizon = (subject: WatchedSubject, now: string): boolean => inHorizonAt(subject, Date.parse(now));

/** Whether a segment can hold a subject of this kind: flights come only from flights, transfers only from transfers. */
const mayHold = (segment: Segment, kind: SubjectKind | undefined): boolean => kind === undefined || kind === 'weather' || segment.type === kind;

/**
 * Every subject of a confirmed or running tour (not deleted, not a template), whatever the instant; only those of one kind
 * when it is given. Any other tour has nothing to watch. The monitor keeps these per revision of the tour and sees them at
 * each look's instant with `onWatchAt`.
 */
export function subjectsOfTour(tour: Tour, kind?: SubjectKind): WatchedSubject[] {
  if (!isWatchedTour(tour)) return [];
  const subjects = tour.days.flatMap((day) => day.segments.flatMap((segment) => (mayHold(segment, kind) ? subjectsOfSegment(tour, day, segment, kind) : [])));
  return kind === undefined ? subjects : subjects.filter((subject) => subject.kind === kind);
}

/** The subjects as seen at `now`: whether each is within its horizon and whether it is over (isInHorizon, isOver), `now` read once. */
export function onWatchAt(subjects: readonly WatchedSubject[], now: string): SubjectOnWatch[] {
  const at = Date.parse(now);
  return subjects.map((subject) => ({ ...subject, inHorizon: inHorizonAt(subject, at), over: overAt(subject, at) }));
}

/** Every subject of a tour (subjectsOfTour) with whether it is within its horizon and whether it is over at `now`. */
export const watchedSubjects = (tour: Tour, now: string, kind?: SubjectKind): SubjectOnWatch[] => onWatchAt(subjectsOfTour(tour, kind), now);
