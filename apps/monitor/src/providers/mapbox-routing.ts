// Driving durations from the Mapbox Directions API v5 (https://docs.mapbox.com/api/navigation/directions/):
//   GET {base}/directions/v5/mapbox/driving-traffic/{lng},{lat};{lng},{lat}
//       ?access_token=…&depart_at=yyyy-mm-ddThh:mm:ssZ&alternatives=false&overview=false&steps=false
// depart_at is documented for the driving and driving-traffic profiles as ISO 8601 in one of YYYY-MM-DDThh:mm:ssZ,
// YYYY-MM-DDThh:mm:ss±hh:mm or YYYY-MM-DDThh:mm (the last one local to the origin); we send the UTC form, and leave it
// out when the departure is not in the future (the profile then uses live traffic).
// Fields read: code ("Ok"; "NoRoute" and "NoSegment" answered with HTTP 200 and no routes; "InvalidInput" with 422,
// "ProfileNotFound" with 404), message, routes[0].duration (seconds). 401 (invalid token) / 403 (token without the
// scope or URL restriction) with {message}; 429 with {message} and X-Rate-Limit-Reset (epoch seconds).
import type { Clock } from '@tourops/runtime';
import { ProviderRateLimited, ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';
import { exchange, failure, jsonOf, messageOf, retryAfterMs, shorten } from './provider-http';
import { isPosition, type DrivingDuration, type RouteQuery, type RoutingProvider } from './routing.port';

export interface MapboxRoutingOptions {
  /** https://api.mapbox.com (GEOCODING_BASE_URL), or a stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

interface DirectionsAnswer {
  code?: unknown;
  message?: unknown;
  routes?: { duration?: unknown }[];
}

const coordinate = (position: { lat: number; lng: number }) => `${position.lng},${position.lat}`;

export class MapboxRouting implements RoutingProvider {
  constructor(
    private readonly options: MapboxRoutingOptions,
    private readonly clock: Clock,
  ) {}

  async drivingDuration(query: RouteQuery, key?: string): Promise<DrivingDuration> {
    if (!key) throw new ProviderRejectedKey('mapbox', 'the organization has no maps key');
    const departAt = Date.parse(query.departAt);
    if (!isPosition(query.from) || !isPosition(query.to) || Number.isNaN(departAt)) throw new ProviderRejected('mapbox', 'the transfer has no valid places or departure');
    const url = new URL(`${this.options.baseUrl}/directions/v5/mapbox/driving-traffic/${coordinate(query.from)};${coordinate(query.to)}`);
    url.searchParams.set('access_token', key);
    if (departAt > this.clock.now().getTime()) url.searchParams.set('depart_at', `${new Date(departAt).toISOString().slice(0, 19)}Z`);
    url.searchParams.set('alternatives', 'false');
    url.searchParams.set('overview', 'false');
    url.searchParams.set('steps', 'false');
    const answer = await exchange('mapbox', url, { headers: { accept: 'application/json' } }, this.options.timeoutMs);
    const fetchedAt = this.clock.now();
    if (answer.status !== 200) {
      const body = safeJson(answer.text);
      if (answer.status === 429) {
        const reset = Number(answer.headers.get('x-rate-limit-reset'));
        const wait = retryAfterMs(answer.headers, fetchedAt) ?? (reset > 0 ? Math.max(0, reset * 1000 - fetchedAt.getTime()) : undefined);
        throw new ProviderRateLimited('mapbox', 'too many requests (HTTP 429)', wait);
      }
      if (typeof body?.code === 'string' && answer.status === 422)
        throw new ProviderRejected('mapbox', `refused the request (${body.code}${typeof body.message === 'string' ? `: ${shorten(body.message)}` : ''})`, { status: 422, code: body.code });
      failure('mapbox', answer, messageOf(body), fetchedAt);
    }
    const body = jsonOf('mapbox', answer) as DirectionsAnswer;
    if (body?.code === 'NoRoute' || body?.code === 'NoSegment')
      throw new ProviderRejected('mapbox', `found no driving route (${body.code})`, { code: body.code });
    const duration = body?.code === 'Ok' ? body.routes?.[0]?.duration : undefined;
    if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0)
      throw new ProviderUnavailable('mapbox', `answered without a route duration (code ${String(body?.code)})`);
    return { durationMinutes: Math.round(duration / 60), provider: 'mapbox', fetchedAt: fetchedAt.toISOString() };
  }
}

function safeJson(text: string): DirectionsAnswer | null {
  try {
    return JSON.parse(text) as DirectionsAnswer;
  } catch {
    return null;
  }
}
