// A segment as a command describes it, turned into what the tour keeps: a flight scheduled at its airports, its start and duration following from it.
import { invalid } from '../shared/decider';
import { flightTiming, scheduleFlight, type AirportZones, type FlightDetails } from './flight-schedule';
import type { Segment, SegmentFields, SegmentRequest } from './tour';
import { segmentShapeProblems } from './tour-rules';

/** A segment's length when the command gives none (a flight's is its time in the air). */
export const DEFAULT_SEGMENT_MINUTES = 60;

type Timing = Pick<SegmentFields, 'startTime' | 'durationMinutes'>;

/** A flight's start and duration; times sent with it must say the same, since they cannot contradict it. */
function followFlight(flight: FlightDetails, sent: Partial<Timing>): Timing {
  const timing = flightTiming(flight);
  if (sent.startTime !== undefined && sent.startTime !== timing.startTime) {
    const message = `startTime of a flight is its local departure time (${timing.startTime} at ${flight.from}); leave startTime out or change flight.scheduledDeparture.`;
    throw invalid(message, { startTime: message });
  }
  if (sent.durationMinutes !== undefined && sent.durationMinutes !== timing.durationMinutes) {
    const message = `durationMinutes of a flight is its time in the air (${timing.durationMinutes} minutes); leave durationMinutes out or change the flight's times.`;
    throw invalid(message, { durationMinutes: message });
  }
  return timing;
}

/** The fields of a new segment: refuses a segment without the start time or details its type needs. */
export function segmentOfRequest(request: SegmentRequest, zones: AirportZones): SegmentFields {
  const problems = segmentShapeProblems(request);
  const [first] = Object.values(problems);
  if (first) throw invalid(first, problems);
  const { flight: flightRequest, startTime, durationMinutes, ...rest } = request;
  const flight = flightRequest && scheduleFlight(flightRequest, zones);
  const timing = request.type === 'flight' && flight ? followFlight(flight, { startTime, durationMinutes }) : { startTime: startTime!, durationMinutes: durationMinutes ?? DEFAULT_SEGMENT_MINUTES };
  return { ...rest, ...timing, flight };
}

/** The changes a command makes to a segment, a flight's start and duration following from its (new) schedule. */
export function segmentChangesOf(segment: Segment, changes: Partial<SegmentRequest>, zones: AirportZones): Partial<SegmentFields> {
  const { flight: flightRequest, ...rest } = changes;
  const scheduled: Partial<SegmentFields> = flightRequest === undefined ? rest : { ...rest, flight: flightRequest && scheduleFlight(flightRequest, zones) };
  const next = { ...segment, ...scheduled };
  if (next.type !== 'flight' || !next.flight) return scheduled;
  return { ...scheduled, ...followFlight(next.flight, { startTime: changes.startTime, durationMinutes: changes.durationMinutes }) };
}
