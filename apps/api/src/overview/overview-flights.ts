// The monitored flights of the tours on the calendar: latest delays from the monitoring subjects and the level they reach, worst first.
import { flightTimes, isAbove, levelOf, rankOf, type Level, type NotificationSettings } from '@tourops/domain';
import { OVERVIEW_FLIGHTS_MAX, type OverviewFlight, type OverviewView } from '@tourops/contracts';
import type { MonitoringSubjectDocument } from '@tourops/projections';
import type { TourWithDays } from './overview-timeline';

export type FlightSubject = Pick<MonitoringSubjectDocument, 'subjectId' | 'tourId' | 'readings' | 'lastCheckAt'>;

const segmentIdOf = (subjectId: string) => subjectId.split('/flight:')[1]?.split(':')[0] ?? '';

function flightOf(subject: FlightSubject, tourTitle: string, settings: NotificationSettings): OverviewFlight {
  const level = Object.values(subject.readings).reduce<Level>((worst, reading) => {
    const reached = levelOf(reading.measure, reading.value, settings);
    return isAbove(reached, worst) ? reached : worst;
  }, 'normal');
  return {
    subjectId: subject.subjectId,
    tourId: subject.tourId,
    tourTitle,
    segmentTitle: null,
    flightNumber: null,
    from: null,
    to: null,
    departureLocal: null,
    departure: null,
    arrival: null,
    departureDelayMinutes: subject.readings['flight.departureDelay']?.value ?? null,
    arrivalDelayMinutes: subject.readings['flight.arrivalDelay']?.value ?? null,
    cancelled: subject.readings['flight.cancelled']?.value === 1,
    level,
    lastCheckAt: subject.lastCheckAt,
  };
}

/** The flight with its segment's title, number, airports and scheduled departure from its tour's days. */
function withSchedule(flight: OverviewFlight, tour: TourWithDays | undefined): OverviewFlight {
  const segmentId = segmentIdOf(flight.subjectId);
  const segment = tour?.days.flatMap((day) => day.segments).find((candidate) => candidate.id === segmentId);
  const details = segment?.flight;
  if (!segment) return flight;
  return { ...flight, segmentTitle: segment.title, flightNumber: details?.flightNumber ?? null, from: details?.from ?? null, to: details?.to ?? null, departureLocal: details?.departure.localTime ?? null, ...(details ? flightTimes(details) : {}) };
}

const delayOf = (flight: OverviewFlight) => Math.max(flight.departureDelayMinutes ?? 0, flight.arrivalDelayMinutes ?? 0);

/** Every flight counted, the worst OVERVIEW_FLIGHTS_MAX shown with their schedules from their tours' `plans`. */
export function flightsOf(subjects: readonly FlightSubject[], titles: ReadonlyMap<string, string>, settings: NotificationSettings, plans: ReadonlyMap<string, TourWithDays>): OverviewView['flights'] {
  const flights = subjects.map((subject) => flightOf(subject, titles.get(subject.tourId) ?? '', settings));
  flights.sort((a, b) => rankOf(b.level) - rankOf(a.level) || delayOf(b) - delayOf(a) || a.subjectId.localeCompare(b.subjectId));
  const shown = flights.slice(0, OVERVIEW_FLIGHTS_MAX);
  return { monitored: flights.length, delayed: flights.filter((flight) => flight.level !== 'normal').length, items: shown.map((flight) => withSchedule(flight, plans.get(flight.tourId))) };
}
