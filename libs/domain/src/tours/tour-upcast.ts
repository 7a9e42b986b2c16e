// Earlier shapes of a tour's segments read as today's, on every fold: events once written are never rewritten.
import { flightTiming, upcastFlight, type FlightOfInstants } from './flight-schedule';
import type { Day, Segment } from './tour';

/**
 * A segment as today's model has it: a flight of the first shape (instants in the tour's zone) becomes local times
 * with their zone, and a flight's start and duration follow from its schedule.
 */
export function upcastSegment(segment: Segment, tourTimeZone: string): Segment {
  if (!segment.flight) return segment;
  const flight = upcastFlight(segment.flight as Segment['flight'] & FlightOfInstants, tourTimeZone);
  return segment.type === 'flight' ? { ...segment, flight, ...flightTiming(flight) } : { ...segment, flight };
}

export const upcastDay = (day: Day, tourTimeZone: string): Day =>
  day.segments.some((segment) => segment.flight) ? { ...day, segments: day.segments.map((segment) => upcastSegment(segment, tourTimeZone)) } : day;
