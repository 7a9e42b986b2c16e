// A flight's schedule: local times at its airports (each in its own zone), the rules its fields follow, the segment times that follow from it.
import { addDays } from '../shared/calendar-date';
import { invalid } from '../shared/decider';
import { instantOfWallClock, isInstantWithOffset, isLocalDateTime, wallClockAt } from '../shared/zoned-time';

/** A scheduled time at an airport: the wall clock there ('YYYY-MM-DDTHH:MM'), the airport's IANA zone, and the UTC instant it is. */
export interface AirportTime {
  localTime: string;
  timeZone: string;
  instant: string;
}

/** A flight as a tour keeps it: departure local to the origin airport, arrival local to the destination. */
export interface FlightDetails {
  flightNumber: string;
  from: string;
  to: string;
  departure: AirportTime;
  arrival: AirportTime;
}

/**
 * A flight as a planner or an API client sends it: scheduledDeparture is the local date and time at the origin
 * airport, scheduledArrival at the destination ('YYYY-MM-DDTHH:MM'). A time that names its offset is the instant it names.
 */
export interface FlightRequest {
  flightNumber: string;
  from: string;
  to: string;
  scheduledDeparture: string;
  scheduledArrival: string;
}

/** IATA code -> IANA time zone of the airports a command names (the api resolves them from its airport index). */
export type AirportZones = Readonly<Record<string, string>>;

const FLIGHT_NUMBER = /^[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?$/;
const IATA_CODE = /^[A-Z]{3}$/;

export const isFlightNumber = (value: unknown): value is string => typeof value === 'string' && FLIGHT_NUMBER.test(value);
export const isIataCode = (value: unknown): value is string => typeof value === 'string' && IATA_CODE.test(value);
/** A local date and time at an airport, or (from API clients of the earlier shape) an instant with its offset. */
export const isFlightTime = (value: unknown): boolean => isLocalDateTime(value) || isInstantWithOffset(value);

/** What each field of a flight must be, in words that name the field. */
export const FLIGHT_FIELD_RULES = {
  flightNumber: 'flightNumber must be an airline code and a number, like TP1234.',
  from: 'from must be the 3-letter IATA code of the departure airport, like LIS.',
  to: 'to must be the 3-letter IATA code of the arrival airport, like FCO.',
  scheduledDeparture: 'scheduledDeparture must be the local date and time at the departure airport, like 2026-11-23T08:00.',
  scheduledArrival: 'scheduledArrival must be the local date and time at the arrival airport, like 2026-11-23T11:45.',
} as const satisfies Record<keyof FlightRequest, string>;

const FLIGHT_FIELD_CHECKS: Record<keyof FlightRequest, (value: unknown) => boolean> = {
  flightNumber: isFlightNumber,
  from: isIataCode,
  to: isIataCode,
  scheduledDeparture: isFlightTime,
  scheduledArrival: isFlightTime,
};

/** The fields of a flight that break their rule, with the rule; empty when every field is well formed. */
export function flightFieldProblems(flight: Partial<FlightRequest>): Partial<Record<keyof FlightRequest, string>> {
  const problems: Partial<Record<keyof FlightRequest, string>> = {};
  for (const field of Object.keys(FLIGHT_FIELD_CHECKS) as (keyof FlightRequest)[])
    if (!FLIGHT_FIELD_CHECKS[field](flight[field])) problems[field] = FLIGHT_FIELD_RULES[field];
  return problems;
}

const prefixed = (problems: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(problems).map(([field, message]) => [`flight.${field}`, message as string]));

/** The time at an airport: a local time read in the airport's zone, an instant with offset shown on the airport's clock. */
export function airportTime(time: string, timeZone: string): AirportTime {
  const instantMs = isInstantWithOffset(time) ? Date.parse(time) : instantOfWallClock(time, timeZone);
  return { localTime: wallClockAt(instantMs, timeZone), timeZone, instant: new Date(instantMs).toISOString() };
}

/** The flight as a tour keeps it; refuses malformed fields, airports without a known zone, and an arrival not after the departure. */
export function scheduleFlight(request: FlightRequest, zones: AirportZones): FlightDetails {
  const problems = flightFieldProblems(request);
  const [first] = Object.values(problems);
  if (first) throw invalid(first, prefixed(problems));
  const zoneOf = (field: 'from' | 'to') => {
    const zone = zones[request[field]];
    if (!zone) {
      const message = `${field} names ${request[field]}, an airport whose time zone is not known; check the IATA code.`;
      throw invalid(message, { [`flight.${field}`]: message });
    }
    return zone;
  };
  const departure = airportTime(request.scheduledDeparture, zoneOf('from'));
  const arrival = airportTime(request.scheduledArrival, zoneOf('to'));
  if (Date.parse(arrival.instant) <= Date.parse(departure.instant)) {
    const message = `scheduledArrival must be after the departure: ${arrival.localTime} in ${arrival.timeZone} is not after ${departure.localTime} in ${departure.timeZone}.`;
    throw invalid(message, { 'flight.scheduledArrival': message });
  }
  return { flightNumber: request.flightNumber, from: request.from, to: request.to, departure, arrival };
}

/** The request that schedules this flight again: its local times at the airports. */
export const flightRequestOf = (flight: FlightDetails): FlightRequest => ({
  flightNumber: flight.flightNumber,
  from: flight.from,
  to: flight.to,
  scheduledDeparture: flight.departure.localTime,
  scheduledArrival: flight.arrival.localTime,
});

/** A flight segment's start and duration: the local departure time at the origin, and the time in the air. */
export function flightTiming(flight: FlightDetails): { startTime: string; durationMinutes: number } {
  return {
    startTime: flight.departure.localTime.slice(11, 16),
    durationMinutes: Math.round((Date.parse(flight.arrival.instant) - Date.parse(flight.departure.instant)) / 60_000),
  };
}

/** The same flight some whole days later (or earlier): local times kept, instants worked out again in each zone. */
export function shiftFlight(flight: FlightDetails, days: number): FlightDetails {
  const shifted = (time: AirportTime) => airportTime(`${addDays(time.localTime.slice(0, 10), days)}${time.localTime.slice(10)}`, time.timeZone);
  return { ...flight, departure: shifted(flight.departure), arrival: shifted(flight.arrival) };
}

/** A flight of the first shape: both times as instants (or offset-less text), entered and shown in the tour's time zone. */
export interface FlightOfInstants {
  flightNumber: string;
  from: string;
  to: string;
  scheduledDeparture: string;
  scheduledArrival: string;
}

export const isFlightOfInstants = (flight: object): flight is FlightOfInstants => 'scheduledDeparture' in flight && !('departure' in flight);

/**
 * Reads a flight of the first shape as today's: its instants shown in the tour's zone, the zone it was entered in
 * (the airports' zones were never recorded). An offset-less time is a wall-clock time of the tour's zone, never of a server's.
 */
export function upcastFlight(flight: FlightDetails | FlightOfInstants, tourTimeZone: string): FlightDetails {
  if (!isFlightOfInstants(flight)) return flight as FlightDetails;
  const old = flight as FlightOfInstants;
  const time = (value: string) => airportTime(isInstantWithOffset(value) ? value : value.slice(0, 16), tourTimeZone);
  return { flightNumber: old.flightNumber, from: old.from, to: old.to, departure: time(old.scheduledDeparture), arrival: time(old.scheduledArrival) };
}
