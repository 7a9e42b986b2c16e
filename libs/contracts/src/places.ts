// Place search: the query of GET /api/places and the places it answers (cities and airports).
import { z } from 'zod';

export const PLACE_KINDS = ['city', 'airport'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_SEARCH_DEFAULT_LIMIT = 10;
export const PLACE_SEARCH_MAX_LIMIT = 20;

export const placeSearchQuery = z.strictObject({
  q: z.string().trim().min(1, 'Type at least one character.').max(100, 'At most 100 characters.'),
  kind: z.enum(PLACE_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(PLACE_SEARCH_MAX_LIMIT).default(PLACE_SEARCH_DEFAULT_LIMIT),
  /** Accepted like on every GET: waits for a settings write (the maps key) to be read. */
  minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuery>;

/** One place a search found. `name`, `lat` and `lng` are what a tour's place stores. */
export interface PlaceView {
  /** Stable within its source: 'city:it:florence', 'airport:FLR', or 'mapbox:…' from the geocoding provider. */
  id: string;
  kind: PlaceKind;
  /** 'Florence', or for an airport 'Florence Peretola Airport'. */
  name: string;
  /** What a list shows: 'Florence, Italy' or 'FLR · Florence Peretola, Italy'. */
  label: string;
  /** The 3-letter IATA code of an airport. */
  iata?: string;
  /** Country name in English. */
  country: string;
  lat: number;
  lng: number;
  /** IANA time zone, when known. */
  timezone?: string;
}

/** The most cities one basemap answer labels. */
export const MAP_CITIES_MAX_LIMIT = 100;

const latitude = z.coerce.number().min(-90, 'Must be a latitude from -90 to 90.').max(90, 'Must be a latitude from -90 to 90.');
const longitude = z.coerce.number().min(-180, 'Must be a longitude from -180 to 180.').max(180, 'Must be a longitude from -180 to 180.');

/** The box a map shows (west east of east when it crosses the antimeridian) and how many cities to label in it. */
export const mapCitiesQuery = z
  .strictObject({
    west: longitude,
    south: latitude,
    east: longitude,
    north: latitude,
    limit: z.coerce.number().int().min(1).max(MAP_CITIES_MAX_LIMIT).default(40),
    minPosition: z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional(),
  })
  .refine(({ south, north }) => south <= north, { path: ['north'], message: 'Must be north of south.' });
export type MapCitiesQuery = z.input<typeof mapCitiesQuery>;

/** A city a basemap labels, from the offline place index. */
export interface MapCity {
  name: string;
  lng: number;
  lat: number;
  population: number;
}

export interface MapCitiesView {
  items: MapCity[];
}
