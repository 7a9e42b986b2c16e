// The flight status port: where a flight of a tour stands against its schedule, or null when it is not found.

export interface FlightQuery {
  /** As printed on the ticket: "AZ 1234", "az1234". */
  flightNumber: string;
  /** The local date of departure, yyyy-mm-dd. */
  departureDateLocal: string;
  /** IATA codes of the planned airports: they pick the leg among several flights of one number. */
  from: string;
  to: string;
  /** The tour's planned times (ISO); only the simulated adapter reads them, the real one has the airline's schedule. */
  scheduledDeparture?: string;
  scheduledArrival?: string;
}

/** Times of one end of the flight (ISO instants): the schedule, and the latest estimate or the actual time. */
export interface FlightMovement {
  scheduled: string;
  estimated?: string;
  actual?: string;
}

export interface FlightStatus {
  departure: FlightMovement;
  arrival: FlightMovement;
  cancelled: boolean;
  diverted: boolean;
  provider: 'aerodatabox' | 'simulated';
  fetchedAt: string;
}

export interface FlightStatusProvider {
  /** `key`: the organization's flight-data key (flightDataApiKey). */
  status(query: FlightQuery, key?: string): Promise<FlightStatus | null>;
}

/** Minutes late (negative: early) by the actual time, else the estimate; undefined when neither is known. */
export function delayMinutes(movement: FlightMovement): number | undefined {
  const known = movement.actual ?? movement.estimated;
  return known === undefined ? undefined : Math.round((Date.parse(known) - Date.parse(movement.scheduled)) / 60_000);
}

/** "az 1234" -> "AZ1234". */
export const normalizedFlightNumber = (flightNumber: string) => flightNumber.replace(/[\s-]+/g, '').toUpperCase();
