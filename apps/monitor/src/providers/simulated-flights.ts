// Simulated flight status for demos and development, deterministic per flight number and date: most flights on
// time, about a quarter 10 to 70 minutes late, one in a hundred cancelled; estimates become actual times as the
// clock passes them. Steerable: `setFlightScenario` fixes what a flight does (a demo's delay, a cancellation).
// The airline code ZZ does not exist: its flights are never found.
import type { Clock } from '@tourops/runtime';
import { normalizedFlightNumber, type FlightMovement, type FlightQuery, type FlightStatus, type FlightStatusProvider } from './flights.port';
import { ProviderRejected } from './provider-errors';
import { randomOf, seedOf } from './seeded';

/** What a steered flight does; unset fields keep the simulated values. */
export interface FlightScenario {
  departureDelayMinutes?: number;
  /** Defaults to the departure delay less a few minutes made up in the air. */
  arrivalDelayMinutes?: number;
  cancelled?: boolean;
  diverted?: boolean;
  /** The provider does not know the flight. */
  notFound?: boolean;
}

const MINUTE_MS = 60_000;
const keyOf = (flightNumber: string, date: string) => `${normalizedFlightNumber(flightNumber)}|${date}`;

export class SimulatedFlights implements FlightStatusProvider {
  private readonly scenarios = new Map<string, FlightScenario>();

  constructor(private readonly clock: Clock) {}

  /**
   * Steers one flight of one local departure date, in development and tests only (the simulated adapter is never
   * chosen in production unless FLIGHT_PROVIDER=simulated): e.g. setFlightScenario('AZ 1234', '2026-07-01',
   * { departureDelayMinutes: 45 }). A later call replaces the earlier one; `clearFlightScenario` forgets it.
   */
  setFlightScenario(flightNumber: string, departureDateLocal: string, scenario: FlightScenario): void {
    this.scenarios.set(keyOf(flightNumber, departureDateLocal), { ...scenario });
  }

  clearFlightScenario(flightNumber: string, departureDateLocal: string): void {
    this.scenarios.delete(keyOf(flightNumber, departureDateLocal));
  }

  async status(query: FlightQuery): Promise<FlightStatus | null> {
    const number = normalizedFlightNumber(query.flightNumber);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(query.departureDateLocal)) throw new ProviderRejected('simulated', 'the departure date is not yyyy-mm-dd');
    const scenario = this.scenarios.get(keyOf(number, query.departureDateLocal)) ?? {};
    if (scenario.notFound || number.startsWith('ZZ') || !/^[A-Z0-9]{2,3}\d{1,5}[A-Z]?$/.test(number)) return null;

    const random = randomOf(seedOf('flight', number, query.departureDateLocal));
    const plannedDeparture = Date.parse(query.scheduledDeparture ?? '');
    const scheduledDeparture = Number.isNaN(plannedDeparture)
      ? Date.parse(`${query.departureDateLocal}T00:00:00Z`) + (6 + Math.floor(random() * 15)) * 60 * MINUTE_MS + Math.floor(random() * 4) * 15 * MINUTE_MS
      : plannedDeparture;
    const plannedArrival = Date.parse(query.scheduledArrival ?? '');
    const scheduledArrival = Number.isNaN(plannedArrival) ? scheduledDeparture + (60 + Math.floor(random() * 150)) * MINUTE_MS : plannedArrival;

    const roll = random();
    const simulatedDelay = roll < 0.73 ? Math.floor(random() * 10) - 3 : 10 + Math.floor(random() * 61);
    const madeUp = Math.floor(random() * 8);
    const cancelled = scenario.cancelled ?? roll >= 0.99;
    const diverted = !cancelled && (scenario.diverted ?? false);
    const departureDelay = scenario.departureDelayMinutes ?? simulatedDelay;
    const arrivalDelay = scenario.arrivalDelayMinutes ?? Math.max(departureDelay - madeUp, departureDelay > 0 ? 0 : departureDelay);

    const now = this.clock.now().getTime();
    const movement = (scheduled: number, delay: number, reachable: boolean): FlightMovement => {
      const at = scheduled + delay * MINUTE_MS;
      if (cancelled || !reachable) return { scheduled: new Date(scheduled).toISOString() };
      return now >= at ? { scheduled: new Date(scheduled).toISOString(), actual: new Date(at).toISOString() } : { scheduled: new Date(scheduled).toISOString(), estimated: new Date(at).toISOString() };
    };
    return {
      departure: movement(scheduledDeparture, departureDelay, true),
      arrival: movement(scheduledArrival, arrivalDelay, !diverted),
      cancelled,
      diverted,
      provider: 'simulated',
      fetchedAt: new Date(now).toISOString(),
    };
  }
}
