// Where a segment's times happen: a flight's departure at its origin airport and its arrival at its destination, any other segment on its tour's clock.
import type { OperationalTime } from '../shared/operational-time';
import { instantOfWallClock } from '../shared/zoned-time';
import type { FlightDetails } from './flight-schedule';
import type { Day, Segment } from './tour';

export interface OperationalSpan {
  starts: OperationalTime;
  ends: OperationalTime;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A flight's departure on its origin airport's clock and its arrival on its destination's, each named by its IATA code. */
export function flightTimes(flight: FlightDetails): { departure: OperationalTime; arrival: OperationalTime } {
  return {
    departure: { instant: flight.departure.instant, timeZone: flight.departure.timeZone, name: flight.from },
    arrival: { instant: flight.arrival.instant, timeZone: flight.arrival.timeZone, name: flight.to },
  };
}

/** When a segment starts and ends, where it happens: a flight at its airports, anything else at its start time on its day in the tour's zone. */
export function segmentTimes(timeZone: string, day: Pick<Day, 'date'>, segment: Pick<Segment, 'startTime' | 'durationMinutes' | 'flight'>): OperationalSpan {
  if (segment.flight) {
    const { departure, arrival } = flightTimes(segment.flight);
    return { starts: departure, ends: arrival };
  }
  const starts = instantOfWallClock(`${day.date}T${segment.startTime}`, timeZone);
  return { starts: { instant: iso(starts), timeZone }, ends: { instant: iso(starts + segment.durationMinutes * 60_000), timeZone } };
}
