// A local Mapbox Directions API v5: GET /directions/v5/mapbox/{profile}/{lng,lat;lng,lat} answers the documented
// JSON ({code: "Ok", routes: [{duration, distance, weight, weight_name, legs}], waypoints, uuid}); "NoRoute" with
// HTTP 200 and no routes (here: any coordinate at 0,0, in the Gulf of Guinea); 422 {message, code: "InvalidInput"}
// for malformed coordinates, depart_at or an unknown option; 404 "ProfileNotFound"; 401 without or with a wrong
// access_token, 403 for a token restricted elsewhere; 429 with X-Rate-Limit-* headers when a test scripts it.
import { json, startFakeProvider, type FakeAnswer, type FakeProvider, type RecordedRequest } from './fake-provider';

export const VALID_TOKEN = 'pk.test-token';
export const RESTRICTED_TOKEN = 'pk.restricted-token';
const PROFILES = ['driving-traffic', 'driving', 'walking', 'cycling'];
const OPTIONS = new Set(['access_token', 'depart_at', 'arrive_by', 'alternatives', 'overview', 'steps', 'geometries', 'annotations', 'language']);

export const mapboxRateLimited = (resetEpochSeconds: number): FakeAnswer =>
  json(429, { message: 'Too Many Requests' }, { 'x-rate-limit-interval': '60', 'x-rate-limit-limit': '300', 'x-rate-limit-reset': String(resetEpochSeconds) });

const invalid = (message: string) => json(422, { message, code: 'InvalidInput' });

function kilometres(a: number[], b: number[]) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b[1] - a[1]) * rad) / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(((b[0] - a[0]) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function documentedDirections(request: RecordedRequest): FakeAnswer {
  const query = request.url.searchParams;
  const token = query.get('access_token');
  if (!token) return json(401, { message: 'Not Authorized - No Token' });
  if (token === RESTRICTED_TOKEN) return json(403, { message: 'Forbidden' });
  if (token !== VALID_TOKEN) return json(401, { message: 'Not Authorized - Invalid Token' });
  const match = /^\/directions\/v5\/mapbox\/([^/]+)\/([^/]+)$/.exec(request.url.pathname);
  if (!match) return json(404, { message: 'Not Found' });
  const [, profile, coordinates] = match;
  if (!PROFILES.includes(profile)) return json(404, { message: 'Profile not found', code: 'ProfileNotFound' });
  const unknown = [...query.keys()].find((name) => !OPTIONS.has(name));
  if (unknown) return invalid(`Unsupported query parameter ${unknown}`);
  const points = decodeURIComponent(coordinates).split(';').map((pair) => pair.split(',').map(Number));
  if (points.length < 2 || points.some((point) => point.length !== 2 || point.some(Number.isNaN) || Math.abs(point[0]) > 180 || Math.abs(point[1]) > 90))
    return invalid('Coordinate is invalid: expected a list of {longitude},{latitude} pairs');
  const departAt = query.get('depart_at');
  if (departAt !== null) {
    if (!profile.startsWith('driving')) return invalid('depart_at is only supported with the driving and driving-traffic profiles');
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.test(departAt) || Number.isNaN(Date.parse(departAt)))
      return invalid('depart_at must be formatted as YYYY-MM-DDThh:mm:ssZ, YYYY-MM-DDThh:mm:ss±hh:mm or YYYY-MM-DDThh:mm');
  }
  if (points.some(([lng, lat]) => lng === 0 && lat === 0)) return json(200, { code: 'NoRoute', message: 'No route found', routes: [], uuid: 'noroute-uuid' });
  const distance = kilometres(points[0], points[1]) * 1300;
  const rushHour = departAt ? [6, 7, 15, 16].includes(new Date(Date.parse(departAt.endsWith('Z') ? departAt : `${departAt}Z`)).getUTCHours()) : false;
  const duration = Math.round((distance / (rushHour ? 9 : 15)) * 10) / 10;
  return json(200, {
    routes: [{ weight_name: 'auto', weight: duration * 1.1, duration, distance, legs: [{ via_waypoints: [], admins: [{ iso_3166_1_alpha3: 'ITA', iso_3166_1: 'IT' }], weight: duration * 1.1, duration, steps: [], distance, summary: '' }] }],
    waypoints: points.map((point) => ({ distance: 3.1, name: '', location: point })),
    code: 'Ok',
    uuid: 'fake-directions-uuid',
  });
}

export const startFakeMapboxDirections = (): Promise<FakeProvider> => startFakeProvider(documentedDirections);
