// The monitored flights of the tours on the calendar: latest delays from the monitoring subjects and the level they reach, worst first.
import { isAbove, levelOf, rankOf, type Level, type NotificationSettings } from '@tourops/domain';
import { OVERVIEW_FLIGHTS_MAX, type OverviewFlight, type OverviewView } from '@tourops/contracts';
import type { MonitoringSubjectDocument } from '@tourops/projections';
import type { TourWithDays } from './overview-timeline';

const segmentIdOf = (subjectId: string) => subjectId.split('/flight:')[1]?.split(':')[0] ?? '';

function flightOf(subject: MonitoringSubjectDocument, tourTitle: string, tour: TourWithDays | undefined, settings: NotificationSettings): OverviewFlight {
  const segmentId = segmentIdOf(subject.subjectId);
  const segment = tour?.days.flatMap((day) => day.segments).find((candidate) => candidate.id === segmentId);
  const flight = segment?.flight ?? null;
  const readings = Object.values(subject.readings);
  const level = readings.reduce<Level>((worst, reading) => {
    const reached = levelOf(reading.measure, reading.value, settings);
    return isAbove(reached, worst) ? reached : worst;
  }, 'normal');
  return {
    subjectId: subject.subjectId,
    tourId: subject.tourId,
    tourTitle,
    segmentTitle: segment?.title ?? null,
    flightNumber: flight?.flightNumber ?? null,
    from: flight?.from ?? null,
    to: flight?.to ?? null,
    departureLocal: flight?.departure.localTime ?? null,
    departureDelayMinutes: subject.readings['flight.departureDelay']?.value ?? null,
    arrivalDelayMinutes: subject.readings['flight.arrivalDelay']?.value ?? null,
    cancelled: subject.readings['flight.cancelled']?.value === 1,
    level,
    lastCheckAt: subject.lastCheckAt,
  };
}

const delayOf = (flight: OverviewFlight) => Math.max(flight.departureDelayMinutes ?? 0, flight.arrivalDelayMinutes ?? 0);

export function flightsOf(
  subjects: readonly MonitoringSubjectDocument[],
  titles: ReadonlyMap<string, string>,
  tours: ReadonlyMap<string, TourWithDays>,
  settings: NotificationSettings,
): OverviewView['flights'] {
  const flights = subjects.map((subject) => flightOf(subject, titles.get(subject.tourId) ?? '', tours.get(subject.tourId), settings));
  flights.sort((a, b) => rankOf(b.level) - rankOf(a.level) || delayOf(b) - delayOf(a) || (a.departureLocal ?? '').localeCompare(b.departureLocal ?? ''));
  return { monitored: flights.length, delayed: flights.filter((flight) => flight.level !== 'normal').length, items: flights.slice(0, OVERVIEW_FLIGHTS_MAX) };
}
