// Place search over HTTP: the offline index of cities and airports, and the geocoding provider (a local stand-in
// answering Mapbox Geocoding v6's JSON) when the organization's maps key is set, with the offline index as fallback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlaceView } from '@tourops/contracts';
import { api, invitedSignIn, signIn, startTestServer, type Session, type TestServer } from '../support/test-server';
import { ConfigError, loadConfig } from '@tourops/runtime';

type ProviderMode = 'ok' | 'empty' | 'unauthorized' | 'slow' | 'garbage';

let server: TestServer;
let provider: http.Server;
let providerMode: ProviderMode = 'ok';
let providerRequests: URL[] = [];
let admin: Session;
let auditor: Session;
let geoAdmin: Session;
let geoPosition: string;

/** Two features as Mapbox Geocoding v6 forward search answers them (types=place). */
const florenceCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'dXJuOm1ieHBsYzpFV1pv',
      geometry: { type: 'Point', coordinates: [11.255814, 43.769562] },
      properties: {
        mapbox_id: 'dXJuOm1ieHBsYzpFV1pv',
        feature_type: 'place',
        full_address: 'Florence, Tuscany, Italy',
        name: 'Florence',
        name_preferred: 'Florence',
        coordinates: { longitude: 11.255814, latitude: 43.769562 },
        place_formatted: 'Tuscany, Italy',
        bbox: [11.151976, 43.72657, 11.33397, 43.833674],
        context: {
          region: { mapbox_id: 'dXJuOm1ieHBsYzpCbVRv', name: 'Tuscany', wikidata_id: 'Q1273', region_code: '52', region_code_full: 'IT-52' },
          country: { mapbox_id: 'dXJuOm1ieHBsYzpJZ1E', name: 'Italy', wikidata_id: 'Q38', country_code: 'IT', country_code_alpha_3: 'ITA' },
          place: { mapbox_id: 'dXJuOm1ieHBsYzpFV1pv', name: 'Florence', wikidata_id: 'Q2044' },
        },
      },
    },
    {
      type: 'Feature',
      id: 'dXJuOm1ieHBsYzpBM2JJN0E',
      geometry: { type: 'Point', coordinates: [-87.677251, 34.79981] },
      properties: {
        mapbox_id: 'dXJuOm1ieHBsYzpBM2JJN0E',
        feature_type: 'place',
        full_address: 'Florence, Alabama, United States',
        name: 'Florence',
        name_preferred: 'Florence',
        coordinates: { longitude: -87.677251, latitude: 34.79981 },
        place_formatted: 'Alabama, United States',
        context: {
          region: { mapbox_id: 'dXJuOm1ieHBsYzpBUVRN', name: 'Alabama', wikidata_id: 'Q173', region_code: 'AL', region_code_full: 'US-AL' },
          country: { mapbox_id: 'dXJuOm1ieHBsYzpJdXc', name: 'United States', wikidata_id: 'Q30', country_code: 'US', country_code_alpha_3: 'USA' },
          place: { mapbox_id: 'dXJuOm1ieHBsYzpBM2JJN0E', name: 'Florence', wikidata_id: 'Q491435' },
        },
      },
    },
  ],
  attribution: 'NOTICE: © 2026 Mapbox and its suppliers. All rights reserved. Use of this data is subject to the Mapbox Terms of Service (https://www.mapbox.com/about/maps/). This response and the information it contains may not be retained.',
};

function answer(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    providerRequests.push(url);
    if (url.pathname !== '/search/geocode/v6/forward') return answer(response, 404, { message: 'Not Found' });
    if (providerMode === 'unauthorized') return answer(response, 401, { message: 'Not Authorized - Invalid Token' });
    if (providerMode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (providerMode === 'empty') return answer(response, 200, { type: 'FeatureCollection', features: [], attribution: florenceCollection.attribution });
    const limit = Number(url.searchParams.get('limit') ?? 5);
    const body = { ...florenceCollection, features: florenceCollection.features.slice(0, limit) };
    if (providerMode === 'slow') {
      const timer = setTimeout(() => answer(response, 200, body), 1500);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    answer(response, 200, body);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({ GEOCODING_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`, GEOCODING_TIMEOUT_MS: '400' });
  admin = await signIn(server, 'places-org');
  auditor = await invitedSignIn(server, admin, 'org:auditor');
  geoAdmin = await signIn(server, 'places-geo-org');
  const saved = await api(server, geoAdmin, 'PUT', '/api/settings/api', { mapsApiKey: 'pk.test-maps-key', weatherApiKey: '', flightDataApiKey: '' });
  expect(saved.status).toBe(200);
  geoPosition = saved.body.position;
});

afterAll(async () => {
  await server?.close();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
});

beforeEach(() => {
  providerMode = 'ok';
  providerRequests = [];
});

const search = (session: Session | null, query: string) => api<PlaceView[]>(server, session, 'GET', `/api/places?${query}`);

describe('place search, offline', () => {
  it("finds Florence from 'flo'", async () => {
    const response = await search(admin, 'q=flo');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(10);
    expect(response.body).toContainEqual({
      id: 'city:it:florence',
      kind: 'city',
      name: 'Florence',
      label: 'Florence, Italy',
      country: 'Italy',
      lat: expect.closeTo(43.78, 1),
      lng: expect.closeTo(11.25, 1),
      timezone: 'Europe/Rome',
    });
    // Nothing went to the provider: this organization has no maps key.
    expect(providerRequests).toEqual([]);
  });

  it("answers the airport first for 'FLR', with its IATA code", async () => {
    const response = await search(admin, 'q=FLR');
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual({
      id: 'airport:FLR',
      kind: 'airport',
      name: 'Florence Peretola Airport',
      label: 'FLR · Florence Peretola, Italy',
      iata: 'FLR',
      country: 'Italy',
      lat: expect.closeTo(43.81, 1),
      lng: expect.closeTo(11.2, 1),
      timezone: 'Europe/Rome',
    });
    expect((await search(admin, 'q=lhr')).body[0]).toMatchObject({ iata: 'LHR', label: 'LHR · London Heathrow, United Kingdom' });
  });

  it('knows the airports opened or re-coded since the packaged snapshot', async () => {
    expect((await search(admin, 'q=BER')).body[0]).toMatchObject({ iata: 'BER', name: 'Berlin Brandenburg Airport', timezone: 'Europe/Berlin' });
    expect((await search(admin, 'q=IST')).body[0]).toMatchObject({ iata: 'IST', name: 'Istanbul Airport', lat: expect.closeTo(41.26, 1) });
    expect((await search(admin, 'q=DOH')).body[0]).toMatchObject({ iata: 'DOH', label: 'DOH · Doha Hamad, Qatar' });
    const berlin = (await search(admin, 'q=berlin&kind=airport')).body.map((place) => place.iata);
    expect(berlin).toContain('BER');
    expect(berlin).not.toContain('TXL');
  });

  it("ignores accents: 'zurich' finds Zürich, and 'zür' too", async () => {
    for (const q of ['zurich', 'z%C3%BCr', 'ZURICH']) {
      const response = await search(admin, `q=${q}`);
      expect(response.status).toBe(200);
      expect(response.body[0]).toMatchObject({ kind: 'city', name: 'Zürich', label: 'Zürich, Switzerland', timezone: 'Europe/Zurich' });
      expect(response.body.map((place) => place.iata)).toContain('ZRH');
    }
  });

  it('matches words and ranks cities by population', async () => {
    const york = (await search(admin, 'q=new%20york&kind=city')).body;
    expect(york[0]).toMatchObject({ name: 'New York', country: 'United States' });
    const paris = (await search(admin, 'q=paris')).body;
    expect(paris[0]).toMatchObject({ id: 'city:fr:paris', label: 'Paris, France' });
    expect(paris.map((place) => place.iata)).toEqual(expect.arrayContaining(['CDG', 'ORY']));
    // Same name in one country: the province tells them apart.
    const richmond = (await search(admin, 'q=richmond&kind=city')).body.map((place) => place.label);
    expect(richmond).toEqual(expect.arrayContaining(['Richmond, Virginia, United States', 'Richmond, Indiana, United States']));
  });

  it('filters by kind and honours the limit', async () => {
    const cities = await search(admin, 'q=flo&kind=city&limit=5');
    expect(cities.status).toBe(200);
    expect(cities.body).toHaveLength(5);
    expect(cities.body.every((place) => place.kind === 'city' && place.iata === undefined)).toBe(true);
    const airports = await search(admin, 'q=flo&kind=airport&limit=20');
    expect(airports.body.length).toBeGreaterThan(3);
    expect(airports.body.every((place) => place.kind === 'airport' && /^[A-Z]{3}$/.test(place.iata ?? ''))).toBe(true);
    expect(airports.body.map((place) => place.iata)).toContain('FLR');
    // A city filter never answers an airport, even for its exact code.
    expect((await search(admin, 'q=FLR&kind=city')).body.every((place) => place.kind === 'city')).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search(admin, 'q=qqqxzv');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
    expect((await search(admin, 'q=%21%21%21')).body).toEqual([]);
  });

  it('lets every role search', async () => {
    expect((await search(auditor, 'q=rome')).body[0]).toMatchObject({ id: 'city:it:rome' });
  });

  it('refuses a bad query with 400 and field errors', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=flo&kind=hotel', 'kind'],
      ['q=flo&limit=0', 'limit'],
      ['q=flo&limit=21', 'limit'],
      ['q=flo&limit=ten', 'limit'],
      ['q=flo&country=it', 'query'],
    ];
    for (const [query, field] of cases) {
      const response = await api<{ errors: Record<string, string> }>(server, admin, 'GET', `/api/places?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(Object.keys(response.body.errors)).toContain(field);
    }
  });

  it('asks for a session', async () => {
    const response = await search(null, 'q=flo');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('the cities a map labels', () => {
  const cities = (query: string, session: Session | null = admin) => api<{ items: { name: string; lng: number; lat: number; population: number }[] }>(server, session, 'GET', `/api/places/cities?${query}`);

  it('answers the most populous cities inside the box, most populous first, from the offline index', async () => {
    const response = await cities('west=-10&south=36&east=19&north=47&limit=12');
    expect(response.status).toBe(200);
    const names = response.body.items.map((city) => city.name);
    expect(names).toHaveLength(12);
    expect(names).toEqual(expect.arrayContaining(['Rome', 'Madrid', 'Lisbon', 'Milan']));
    expect(names).not.toContain('Florence');
    const populations = response.body.items.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(response.body.items.every(({ lng, lat }) => lng >= -10 && lng <= 19 && lat >= 36 && lat <= 47)).toBe(true);
    // Closer in, smaller cities get their turn.
    expect((await cities('west=10.5&south=43&east=12&north=44.5&limit=5', auditor)).body.items.map((city) => city.name)).toContain('Florence');
  });

  it('takes a box across the antimeridian when west is east of east', async () => {
    const response = await cities('west=175&south=-20&east=-170&north=-10&limit=5');
    expect(response.status).toBe(200);
    expect(response.body.items.map((city) => city.name)).toContain('Suva');
    expect(response.body.items.every(({ lng }) => lng >= 175 || lng <= -170)).toBe(true);
  });

  it('refuses a box that is not one with 400 naming the field, and asks for a session', async () => {
    for (const [query, field] of [
      ['south=0&east=10&north=10', 'west'],
      ['west=-200&south=0&east=10&north=10', 'west'],
      ['west=0&south=20&east=10&north=10', 'north'],
      ['west=0&south=0&east=10&north=10&limit=500', 'limit'],
    ]) {
      const response = await api<{ errors: Record<string, string> }>(server, admin, 'GET', `/api/places/cities?${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    expect((await cities('west=0&south=0&east=10&north=10', null)).status).toBe(401);
  });
});

describe('place search through the geocoding provider', () => {
  it('asks the provider for cities with the organization key, and adds airports from the offline index', async () => {
    const response = await search(geoAdmin, `q=flo&minPosition=${geoPosition}`);
    expect(response.status).toBe(200);
    expect(providerRequests).toHaveLength(1);
    const sent = providerRequests[0].searchParams;
    expect(Object.fromEntries(sent)).toEqual({ q: 'flo', types: 'place', autocomplete: 'true', limit: '10', language: 'en', access_token: 'pk.test-maps-key' });
    // The exact IATA match first, then the provider's cities, then offline airports.
    expect(response.body[0]).toMatchObject({ kind: 'airport', iata: 'FLO' });
    expect(response.body[1]).toEqual({
      id: 'mapbox:dXJuOm1ieHBsYzpFV1pv',
      kind: 'city',
      name: 'Florence',
      label: 'Florence, Tuscany, Italy',
      country: 'Italy',
      lat: 43.769562,
      lng: 11.255814,
      timezone: 'Europe/Rome',
    });
    expect(response.body[2]).toMatchObject({ kind: 'city', label: 'Florence, Alabama, United States', timezone: 'America/Chicago' });
    expect(response.body.slice(3).every((place) => place.kind === 'airport')).toBe(true);
    expect(response.body.map((place) => place.iata)).toContain('FLR');
    expect(response.body.length).toBeLessThanOrEqual(10);
  });

  it('answers only the provider for cities, and only the offline index for airports', async () => {
    const cities = await search(geoAdmin, `q=flo&kind=city&limit=3&minPosition=${geoPosition}`);
    expect(cities.body.map((place) => place.id)).toEqual(['mapbox:dXJuOm1ieHBsYzpFV1pv', 'mapbox:dXJuOm1ieHBsYzpBM2JJN0E']);
    expect(providerRequests[0].searchParams.get('limit')).toBe('3');
    providerRequests = [];
    const airports = await search(geoAdmin, `q=FLR&kind=airport&minPosition=${geoPosition}`);
    expect(airports.body[0]).toMatchObject({ id: 'airport:FLR' });
    expect(providerRequests).toEqual([]);
  });

  it.each<[ProviderMode, string]>([
    ['unauthorized', 'an error status'],
    ['slow', 'a time-out'],
    ['garbage', 'an answer that is not JSON'],
    ['empty', 'no match'],
  ])('falls back to the offline index on %s (%s)', async (mode) => {
    providerMode = mode;
    const offline = await search(admin, 'q=zurich');
    const response = await search(geoAdmin, `q=zurich&minPosition=${geoPosition}`);
    expect(response.status).toBe(200);
    expect(providerRequests).toHaveLength(1);
    expect(response.body).toEqual(offline.body);
    expect(response.body[0]).toMatchObject({ id: 'city:ch:zurich' });
  });

  it('checks its configuration', () => {
    expect(loadConfig({}).geocoding).toEqual({ baseUrl: 'https://api.mapbox.com', timeoutMs: 2500 });
    expect(loadConfig({ GEOCODING_BASE_URL: 'http://127.0.0.1:9/', GEOCODING_TIMEOUT_MS: '800' }).geocoding).toEqual({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 800 });
    expect(() => loadConfig({ GEOCODING_BASE_URL: 'api.mapbox.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOCODING_TIMEOUT_MS: 'soon' })).toThrow(/GEOCODING_TIMEOUT_MS/);
  });
});
