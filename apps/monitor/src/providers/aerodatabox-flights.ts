// Flight status from AeroDataBox on RapidAPI (OpenAPI document "AeroDataBox API" 1.14, operation
// GetFlight_FlightOnSpecificDate, read in api-evangelist/aerodatabox openapi/_original/aerodatabox-openapi.yml):
//   GET {base}/flights/number/{number}/{dateLocal}?dateLocalRole=Departure&withAircraftImage=false&withLocation=false
//   headers X-RapidAPI-Key (the organization's flightDataApiKey) and X-RapidAPI-Host (the base URL's host)
// Fields read: an array of FlightContract; per flight departure/arrival (FlightAirportMovementContract):
// airport.iata, scheduledTime.utc, revisedTime.utc (the gate time, estimated then actual), predictedTime.utc,
// runwayTime.utc (arrival only, as the actual time when no revised time is given); status (FlightStatus: Unknown,
// Expected, EnRoute, CheckIn, Boarding, GateClosed, Departed, Delayed, Approaching, Arrived, Canceled, Diverted,
// CanceledUncertain). Times are written "2026-05-16 16:15Z" (utc) and "2026-05-16 19:15+03:00" (local).
// Answers: 200 array; 204 No Content when nothing is found; 400/451 with ErrorContract {message}; RapidAPI's own
// 401 (invalid key) / 403 (not subscribed) / 429 (plan's rate or quota) with {message}; 500/503.
import type { Clock } from '@tourops/runtime';
import { normalizedFlightNumber, type FlightMovement, type FlightQuery, type FlightStatus, type FlightStatusProvider } from './flights.port';
import { ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';
import { exchange, failure, jsonOf, messageOf } from './provider-http';

export interface AeroDataBoxOptions {
  /** https://aerodatabox.p.rapidapi.com, or a stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

interface Time {
  utc?: unknown;
}
interface Movement {
  airport?: { iata?: unknown };
  scheduledTime?: Time;
  revisedTime?: Time;
  predictedTime?: Time;
  runwayTime?: Time;
}
interface Flight {
  departure?: Movement;
  arrival?: Movement;
  status?: unknown;
}

/** Statuses after which the departure's revised time is the actual time. */
const HAS_DEPARTED = new Set(['Departed', 'EnRoute', 'Approaching', 'Arrived', 'Diverted']);

export class AeroDataBoxFlights implements FlightStatusProvider {
  constructor(
    private readonly options: AeroDataBoxOptions,
    private readonly clock: Clock,
  ) {}

  async status(query: FlightQuery, key?: string): Promise<FlightStatus | null> {
    if (!key) throw new ProviderRejectedKey('aerodatabox', 'the organization has no flight-data key');
    const number = normalizedFlightNumber(query.flightNumber);
    if (!/^[A-Z0-9]{2,3}\d{1,5}[A-Z]?$/.test(number)) throw new ProviderRejected('aerodatabox', `"${query.flightNumber}" is not a flight number`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(query.departureDateLocal)) throw new ProviderRejected('aerodatabox', 'the departure date is not yyyy-mm-dd');
    const url = new URL(`${this.options.baseUrl}/flights/number/${encodeURIComponent(number)}/${query.departureDateLocal}`);
    url.searchParams.set('dateLocalRole', 'Departure');
    url.searchParams.set('withAircraftImage', 'false');
    url.searchParams.set('withLocation', 'false');
    const headers = { accept: 'application/json', 'X-RapidAPI-Key': key, 'X-RapidAPI-Host': new URL(this.options.baseUrl).host };
    const answer = await exchange('aerodatabox', url, { headers }, this.options.timeoutMs);
    const fetchedAt = this.clock.now();
    if (answer.status === 204) return null;
    if (answer.status !== 200) failure('aerodatabox', answer, messageOf(safeJson(answer.text)), fetchedAt);
    const flights = jsonOf('aerodatabox', answer);
    if (!Array.isArray(flights)) throw new ProviderUnavailable('aerodatabox', 'the answer is not an array of flights');
    const flight = this.legOf(flights as Flight[], query);
    if (!flight) return null;
    const status = typeof flight.status === 'string' ? flight.status : 'Unknown';
    return {
      departure: this.movementOf(flight.departure, 'departure', HAS_DEPARTED.has(status)),
      arrival: this.movementOf(flight.arrival, 'arrival', status === 'Arrived'),
      cancelled: status === 'Canceled',
      diverted: status === 'Diverted',
      provider: 'aerodatabox',
      fetchedAt: fetchedAt.toISOString(),
    };
  }

  /** The flight leaving the planned airport (the one also reaching the planned one first); the only one if none says. */
  private legOf(flights: Flight[], query: FlightQuery): Flight | undefined {
    const iata = (movement?: Movement) => (typeof movement?.airport?.iata === 'string' ? movement.airport.iata.toUpperCase() : undefined);
    const leaving = flights.filter((flight) => iata(flight.departure) === query.from.toUpperCase());
    if (leaving.length > 0) return leaving.find((flight) => iata(flight.arrival) === query.to.toUpperCase()) ?? leaving[0];
    return flights.length === 1 && iata(flights[0].departure) === undefined ? flights[0] : undefined;
  }

  private movementOf(movement: Movement | undefined, end: 'departure' | 'arrival', done: boolean): FlightMovement {
    const scheduled = instantOf(movement?.scheduledTime);
    if (!scheduled) throw new ProviderUnavailable('aerodatabox', `the flight has no scheduled ${end} time`);
    const revised = instantOf(movement?.revisedTime);
    if (done) {
      const actual = revised ?? (end === 'arrival' ? instantOf(movement?.runwayTime) : undefined);
      return actual ? { scheduled, actual } : { scheduled };
    }
    const estimated = revised ?? instantOf(movement?.predictedTime);
    return estimated ? { scheduled, estimated } : { scheduled };
  }
}

/** "2026-05-16 16:15Z" (or ISO) as an ISO instant. */
function instantOf(time: Time | undefined): string | undefined {
  if (typeof time?.utc !== 'string') return undefined;
  const at = Date.parse(time.utc.trim().replace(' ', 'T'));
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
