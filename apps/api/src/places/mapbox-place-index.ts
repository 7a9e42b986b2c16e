// The geocoding PlaceIndex: Mapbox Geocoding API v6 forward search for cities, the offline index for airports and on errors.
import { Logger } from '@nestjs/common';
import type { PlaceKind, PlaceView } from '@tourops/contracts';
import type { OfflinePlaceIndex } from './offline-place-index';
import type { PlaceIndex } from './place-index';

export interface GeocodingOptions {
  /** Origin (and optional path prefix) of the provider: https://api.mapbox.com, or a local stand-in in tests. */
  baseUrl: string;
  /** Longer than this, the offline index answers instead. */
  timeoutMs: number;
}

/** The provider answers at most 10 features per request. */
const PROVIDER_MAX_LIMIT = 10;

/** The parts of a Geocoding v6 response this adapter reads (a GeoJSON FeatureCollection). */
interface MapboxFeature {
  type: 'Feature';
  id?: string;
  geometry?: { type: 'Point'; coordinates: [number, number] };
  properties?: {
    mapbox_id?: string;
    feature_type?: string;
    name?: string;
    name_preferred?: string;
    place_formatted?: string;
    full_address?: string;
    coordinates?: { longitude: number; latitude: number };
    context?: { country?: { name?: string; country_code?: string }; region?: { name?: string } };
  };
}
interface MapboxResponse {
  type?: string;
  features?: MapboxFeature[];
}

class ProviderError extends Error {}

export class MapboxPlaceIndex implements PlaceIndex {
  private static readonly logger = new Logger('PlaceSearch');

  constructor(
    private readonly accessToken: string,
    private readonly options: GeocodingOptions,
    private readonly offline: OfflinePlaceIndex,
  ) {}

  /**
   * Cities come from the provider; airports from the offline index (Geocoding v6 has no points of interest), whose
   * exact IATA match leads. Without a kind, airports take at most half the list. On any provider failure, or when it
   * finds nothing, the offline index answers alone.
   */
  async search(q: string, kind: PlaceKind | undefined, limit: number): Promise<PlaceView[]> {
    if (kind === 'airport') return this.offline.search(q, kind, limit);
    let cities: PlaceView[];
    try {
      cities = await this.forward(q, Math.min(limit, PROVIDER_MAX_LIMIT));
    } catch (error) {
      MapboxPlaceIndex.logger.warn(`Geocoding failed, the offline place index answers: ${error instanceof Error ? error.message : String(error)}`);
      return this.offline.search(q, kind, limit);
    }
    if (cities.length === 0) return this.offline.search(q, kind, limit);
    if (kind === 'city') return cities.slice(0, limit);
    const airports = this.offline.searchNow(q, 'airport', limit);
    const exact = airports[0]?.iata && airports[0].iata === q.trim().toUpperCase() ? [airports.shift()!] : [];
    const airportSlots = Math.min(airports.length, Math.floor((limit - exact.length) / 2));
    const shownCities = cities.slice(0, limit - exact.length - airportSlots);
    return [...exact, ...shownCities, ...airports].slice(0, limit);
  }

  /** GET {base}/search/geocode/v6/forward?q=…&types=place&autocomplete=true&limit=…&access_token=… */
  private async forward(q: string, limit: number): Promise<PlaceView[]> {
    const url = new URL(`${this.options.baseUrl}/search/geocode/v6/forward`);
    // The provider refuses semicolons in the search text (they separate batch queries).
    url.searchParams.set('q', q.replace(/;/g, ' ').trim());
    url.searchParams.set('types', 'place');
    url.searchParams.set('autocomplete', 'true');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('language', 'en');
    url.searchParams.set('access_token', this.accessToken);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      // Never repeat the URL: it carries the key.
      const name = error instanceof Error ? error.name : 'Error';
      throw new ProviderError(name === 'TimeoutError' ? `no answer within ${this.options.timeoutMs} ms` : `request failed (${name})`);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      throw new ProviderError(`HTTP ${response.status}${typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : ''}`);
    }
    const body = (await response.json().catch(() => null)) as MapboxResponse | null;
    if (!body || !Array.isArray(body.features)) throw new ProviderError('the answer is not a FeatureCollection');
    return body.features.flatMap((feature) => this.placeOf(feature));
  }

  private placeOf(feature: MapboxFeature): PlaceView[] {
    const properties = feature.properties ?? {};
    const lng = properties.coordinates?.longitude ?? feature.geometry?.coordinates?.[0];
    const lat = properties.coordinates?.latitude ?? feature.geometry?.coordinates?.[1];
    const name = properties.name_preferred || properties.name;
    if (!name || typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) return [];
    const code = properties.context?.country?.country_code;
    const country = properties.context?.country?.name ?? (code ? this.offline.countryOfCode(code) : undefined) ?? '';
    const timezone = this.offline.timezoneNear(lat, lng, code ? this.offline.countryOfCode(code) : undefined);
    const label = properties.full_address || [name, properties.place_formatted].filter(Boolean).join(', ');
    return [
      {
        id: `mapbox:${properties.mapbox_id ?? feature.id ?? `${lat},${lng}`}`,
        kind: 'city',
        name,
        label,
        country,
        lat,
        lng,
        ...(timezone ? { timezone } : {}),
      },
    ];
  }
}
