// AeroDataBox flight status against a local stand-in answering the documented format, including every documented error.
import { SystemClock } from '@tourops/runtime';
import { hang, json, notJson } from '../../../../test/support/fake-provider';
import { rapidApiRateLimited, startFakeAeroDataBox, UNSUBSCRIBED_KEY, VALID_KEY, type FakeAeroDataBox } from '../../../../test/support/fake-aerodatabox';
import { AeroDataBoxFlights } from './aerodatabox-flights';
import { describeFlightsContract } from './contract/flights.contract';
import { delayMinutes } from './flights.port';
import { ProviderRateLimited, ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';

const clock = new SystemClock();
const az = { flightNumber: 'AZ1234', departureDateLocal: '2026-07-01', from: 'FCO', to: 'CTA' };

describeFlightsContract('aerodatabox against its local stand-in', async () => {
  const fake = await startFakeAeroDataBox();
  fake.addFlight({ number: 'AZ1234', from: 'FCO', to: 'CTA', scheduledDeparture: '2026-07-01T06:30:00Z', scheduledArrival: '2026-07-01T07:40:00Z', revisedDeparture: '2026-07-01T06:55:00Z', offset: '+02:00' });
  return {
    provider: new AeroDataBoxFlights({ baseUrl: fake.url, timeoutMs: 2000 }, clock),
    label: 'aerodatabox',
    key: VALID_KEY,
    knownFlight: az,
    cleanup: () => fake.close(),
  };
});

// AERODATABOX_LIVE_FLIGHT: number/local date/from/to of a real flight, e.g. AZ1234/2026-07-01/FCO/CTA.
const live = process.env.AERODATABOX_LIVE_URL;
const [liveNumber, liveDate, liveFrom, liveTo] = (process.env.AERODATABOX_LIVE_FLIGHT ?? '').split('/');
describeFlightsContract(
  live ? `aerodatabox live at ${live}` : 'aerodatabox live (set AERODATABOX_LIVE_URL, AERODATABOX_LIVE_KEY and AERODATABOX_LIVE_FLIGHT to run)',
  async () => ({
    provider: new AeroDataBoxFlights({ baseUrl: live!.replace(/\/+$/, ''), timeoutMs: 10_000 }, clock),
    label: 'aerodatabox',
    key: process.env.AERODATABOX_LIVE_KEY,
    knownFlight: { flightNumber: liveNumber, departureDateLocal: liveDate, from: liveFrom, to: liveTo },
  }),
  live ? describe : describe.skip,
);

describe('aerodatabox flight status', () => {
  let fake: FakeAeroDataBox;
  let flights: AeroDataBoxFlights;

  beforeAll(async () => {
    fake = await startFakeAeroDataBox();
    flights = new AeroDataBoxFlights({ baseUrl: fake.url, timeoutMs: 300 }, clock);
    fake.addFlight({ number: 'AZ1234', from: 'FCO', to: 'CTA', scheduledDeparture: '2026-07-01T06:30:00Z', scheduledArrival: '2026-07-01T07:40:00Z', revisedDeparture: '2026-07-01T07:15:00Z', predictedArrival: '2026-07-01T08:20:00Z', offset: '+02:00' });
    fake.addFlight({ number: 'FR202', from: 'BGY', to: 'PMO', scheduledDeparture: '2026-07-01T09:00:00Z', scheduledArrival: '2026-07-01T10:40:00Z', revisedDeparture: '2026-07-01T09:05:00Z', revisedArrival: '2026-07-01T10:31:00Z', status: 'Arrived', offset: '+02:00' });
    fake.addFlight({ number: 'FR202', from: 'PMO', to: 'BGY', scheduledDeparture: '2026-07-01T11:20:00Z', scheduledArrival: '2026-07-01T13:00:00Z', status: 'Expected', offset: '+02:00' });
    fake.addFlight({ number: 'U21010', from: 'NAP', to: 'LGW', scheduledDeparture: '2026-07-01T15:00:00Z', scheduledArrival: '2026-07-01T17:30:00Z', runwayArrival: '2026-07-01T17:52:00Z', status: 'Arrived', offset: '+02:00' });
    fake.addFlight({ number: 'U21011', from: 'LGW', to: 'NAP', scheduledDeparture: '2026-07-01T18:30:00Z', scheduledArrival: '2026-07-01T21:00:00Z', status: 'Canceled', offset: '+01:00' });
    fake.addFlight({ number: 'U21012', from: 'LGW', to: 'NAP', scheduledDeparture: '2026-07-01T18:30:00Z', scheduledArrival: '2026-07-01T21:00:00Z', revisedDeparture: '2026-07-01T18:41:00Z', status: 'Diverted', offset: '+01:00' });
  });
  afterAll(() => fake.close());

  it('asks RapidAPI for the flight on its local departure date with the key and host headers', async () => {
    await flights.status(az, VALID_KEY);
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe('/flights/number/AZ1234/2026-07-01');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ dateLocalRole: 'Departure', withAircraftImage: 'false', withLocation: 'false' });
    expect(request.headers['x-rapidapi-key']).toBe(VALID_KEY);
    expect(request.headers['x-rapidapi-host']).toBe(new URL(fake.url).host);
  });

  it('reads a delayed departure as an estimate until the flight has left', async () => {
    const status = await flights.status(az, VALID_KEY);
    expect(status).toMatchObject({
      departure: { scheduled: '2026-07-01T06:30:00.000Z', estimated: '2026-07-01T07:15:00.000Z' },
      arrival: { scheduled: '2026-07-01T07:40:00.000Z', estimated: '2026-07-01T08:20:00.000Z' },
      cancelled: false,
      diverted: false,
    });
    expect(delayMinutes(status!.departure)).toBe(45);
  });

  it('picks the leg leaving the planned airport when one number flies several legs, with actual times once arrived', async () => {
    const outbound = await flights.status({ flightNumber: 'FR 202', departureDateLocal: '2026-07-01', from: 'BGY', to: 'PMO' }, VALID_KEY);
    const back = await flights.status({ flightNumber: 'FR 202', departureDateLocal: '2026-07-01', from: 'PMO', to: 'BGY' }, VALID_KEY);
    expect(outbound).toMatchObject({ departure: { actual: '2026-07-01T09:05:00.000Z' }, arrival: { actual: '2026-07-01T10:31:00.000Z' } });
    expect(back).toMatchObject({ departure: { scheduled: '2026-07-01T11:20:00.000Z' }, arrival: { scheduled: '2026-07-01T13:00:00.000Z' } });
    expect(await flights.status({ flightNumber: 'FR202', departureDateLocal: '2026-07-01', from: 'NAP', to: 'PMO' }, VALID_KEY)).toBeNull();
  });

  it('takes the runway time as the arrival when no gate time was given', async () => {
    const status = await flights.status({ flightNumber: 'U21010', departureDateLocal: '2026-07-01', from: 'NAP', to: 'LGW' }, VALID_KEY);
    expect(status!.arrival).toEqual({ scheduled: '2026-07-01T17:30:00.000Z', actual: '2026-07-01T17:52:00.000Z' });
  });

  it('says cancelled and diverted', async () => {
    const cancelled = await flights.status({ flightNumber: 'U21011', departureDateLocal: '2026-07-01', from: 'LGW', to: 'NAP' }, VALID_KEY);
    const diverted = await flights.status({ flightNumber: 'U21012', departureDateLocal: '2026-07-01', from: 'LGW', to: 'NAP' }, VALID_KEY);
    expect(cancelled).toMatchObject({ cancelled: true, diverted: false });
    expect(diverted).toMatchObject({ cancelled: false, diverted: true, departure: { actual: '2026-07-01T18:41:00.000Z' } });
  });

  it('answers null on 204 No Content and on an empty array', async () => {
    fake.script(json(200, []));
    expect(await flights.status(az, VALID_KEY)).toBeNull();
    expect(await flights.status({ ...az, departureDateLocal: '2026-07-02' }, VALID_KEY)).toBeNull();
  });

  it('refuses without calling when there is no key, and says so for a wrong or unsubscribed key', async () => {
    const calls = fake.requests.length;
    await expect(flights.status(az)).rejects.toThrow('aerodatabox: the organization has no flight-data key');
    expect(fake.requests.length).toBe(calls);
    await expect(flights.status(az, 'wrong')).rejects.toThrow(new ProviderRejectedKey('aerodatabox', 'refused the key (HTTP 401)'));
    await expect(flights.status(az, UNSUBSCRIBED_KEY)).rejects.toThrow(new ProviderRejectedKey('aerodatabox', 'refused the key (HTTP 403)'));
  });

  it('refuses a malformed flight number or date before calling, and quotes a 400', async () => {
    await expect(flights.status({ ...az, flightNumber: 'to Catania' }, VALID_KEY)).rejects.toBeInstanceOf(ProviderRejected);
    await expect(flights.status({ ...az, departureDateLocal: '01/07/2026' }, VALID_KEY)).rejects.toBeInstanceOf(ProviderRejected);
    fake.script(json(400, { message: 'Maximum allowable date range exceeded.' }));
    await expect(flights.status(az, VALID_KEY)).rejects.toThrow(/HTTP 400.*Maximum allowable date range exceeded/);
  });

  it('turns 429 into rate limited with the wait, and 5xx, non-JSON, a non-array and no schedule into unavailable', async () => {
    fake.script(rapidApiRateLimited());
    const limited = await flights.status(az, VALID_KEY).catch((caught: unknown) => caught);
    expect(limited).toBeInstanceOf(ProviderRateLimited);
    expect((limited as ProviderRateLimited).retryAfterMs).toBe(1000);
    fake.script(json(503, { message: 'Service Unavailable' }), notJson(), json(200, { message: 'ok' }), json(200, [{ departure: { airport: { iata: 'FCO' } }, arrival: {}, status: 'Expected' }]));
    for (let i = 0; i < 4; i++) await expect(flights.status(az, VALID_KEY)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives up after its time limit', async () => {
    fake.script(hang);
    await expect(flights.status(az, VALID_KEY)).rejects.toThrow('aerodatabox: no answer within 300 ms');
  });
});
