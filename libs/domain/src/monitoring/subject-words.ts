// What a watched subject is in an operator's words: its tour, day and segment, what it is ('AZ610 FCO→LIS', 'Weather at LIS') and when and where it happens.
import type { OperationalTime } from '../shared/operational-time';
import { instantOfWallClock } from '../shared/zoned-time';
import type { Day, Segment, Tour } from '../tours/tour';
import { providerWords } from './notification-words';
import type { SubjectKind } from './watched-subjects';

/** What a subject id names: a segment's flight, transfer or weather (at either end of a journey), or an SMS number. */
export type SubjectReference =
  | { kind: SubjectKind; tourId: string; segmentId: string; end: 'from' | 'to' | null }
  | { kind: 'sms'; to: string }
  | { kind: 'provider'; provider: string };

/** Reads '{tourId}/flight:{segmentId}', '{tourId}/weather:{segmentId}:to', 'sms:{number}', 'monitoring:{provider}'; null for anything else. */
export function subjectReferenceOf(subjectId: string): SubjectReference | null {
  if (subjectId.startsWith('sms:')) return { kind: 'sms', to: subjectId.slice('sms:'.length) };
  if (subjectId.startsWith('monitoring:')) return { kind: 'provider', provider: subjectId.slice('monitoring:'.length) };
  const match = /^([^/]+)\/(flight|transfer|weather):([^:]+)(?::(from|to))?$/.exec(subjectId);
  if (!match) return null;
  const [, tourId, kind, segmentId, end] = match;
  return { kind: kind as SubjectKind, tourId, segmentId, end: (end as 'from' | 'to' | undefined) ?? null };
}

/** What a notification is about, as views send it: the tour (null for an SMS number or a provider), the day and segment when still planned, the subject and when it happens. */
export interface SubjectWords {
  tour: { id: string; title: string; timezone: string } | null;
  day: { id: string; date: string } | null;
  segment: { id: string; title: string } | null;
  /** 'AZ610 FCO→LIS', 'Transfer Fiumicino airport → Hotel Artemide', 'Weather at LIS', 'Weather at Colosseum', 'SMS to +39…'. */
  label: string;
  when: OperationalTime | null;
}

/** How a tour is named once it is gone from the read models. */
export const REMOVED_TOUR_TITLE = 'a removed tour';

const REMOVED_SUBJECT: Record<SubjectKind, string> = { flight: 'A removed flight', transfer: 'A removed transfer', weather: 'Weather at a removed segment' };

const startOf = (tour: Tour, day: Day, segment: Segment): number =>
  segment.type === 'accommodation' && segment.accommodation
    ? instantOfWallClock(segment.accommodation.checkIn, tour.timezone)
    : instantOfWallClock(`${day.date}T${segment.startTime}`, tour.timezone);

const inTour = (tour: Tour, instantMs: number): OperationalTime => ({ instant: new Date(instantMs).toISOString(), timeZone: tour.timezone });

/** What the subject of one segment is and when it happens: a flight at its departure, airport weather on that airport's clock, the rest on the tour's. */
function segmentSubject(tour: Tour, day: Day, segment: Segment, kind: SubjectKind, end: 'from' | 'to' | null): Pick<SubjectWords, 'label' | 'when'> {
  const { flight, transfer } = segment;
  if (flight) {
    const departure = { instant: flight.departure.instant, timeZone: flight.departure.timeZone };
    const arrival = { instant: flight.arrival.instant, timeZone: flight.arrival.timeZone };
    if (kind === 'weather' && end !== null) return end === 'from' ? { label: `Weather at ${flight.from}`, when: departure } : { label: `Weather at ${flight.to}`, when: arrival };
    return { label: `${flight.flightNumber} ${flight.from}→${flight.to}`, when: departure };
  }
  const starts = startOf(tour, day, segment);
  if (transfer) {
    if (kind === 'weather' && end === 'from') return { label: `Weather at ${transfer.from.name}`, when: inTour(tour, starts) };
    if (kind === 'weather' && end === 'to') return { label: `Weather at ${transfer.to.name}`, when: inTour(tour, starts + segment.durationMinutes * 60_000) };
    return { label: `Transfer ${transfer.from.name} → ${transfer.to.name}`, when: inTour(tour, starts) };
  }
  if (kind === 'weather') return { label: `Weather at ${segment.location?.name ?? segment.title}`, when: inTour(tour, starts) };
  return { label: segment.title, when: inTour(tour, starts) };
}

/**
 * A subject in an operator's words, from its tour as planned now (null when it is no longer known: then it is
 * 'a removed tour'). A segment no longer planned is still said to be a flight, a transfer or weather.
 */
export function subjectWords(subjectId: string, tour: Tour | null): SubjectWords {
  const reference = subjectReferenceOf(subjectId);
  if (reference === null) return { tour: null, day: null, segment: null, label: 'A watched subject', when: null };
  if (reference.kind === 'sms') return { tour: null, day: null, segment: null, label: `SMS to ${reference.to}`, when: null };
  if (reference.kind === 'provider') return { tour: null, day: null, segment: null, label: `Data from ${providerWords(reference.provider)}`, when: null };
  const { tourId, segmentId, kind, end } = reference;
  const title = tour?.title ?? REMOVED_TOUR_TITLE;
  const about = { tour: { id: tourId, title, timezone: tour?.timezone ?? 'UTC' }, day: null, segment: null };
  const day = tour?.days.find((candidate) => candidate.segments.some((segment) => segment.id === segmentId));
  const segment = day?.segments.find((candidate) => candidate.id === segmentId);
  if (!tour || !day || !segment) return { ...about, label: REMOVED_SUBJECT[kind], when: null };
  return { ...about, day: { id: day.id, date: day.date }, segment: { id: segment.id, title: segment.title }, ...segmentSubject(tour, day, segment, kind, end) };
}
