// Mapbox driving durations against a local Directions API stand-in answering the documented format and errors.
import { Clock, SystemClock } from '@tourops/runtime';
import { hang, json, notJson, type FakeProvider } from '../../../../test/support/fake-provider';
import { mapboxRateLimited, RESTRICTED_TOKEN, startFakeMapboxDirections, VALID_TOKEN } from '../../../../test/support/fake-mapbox-directions';
import { describeRoutingContract } from './contract/routing.contract';
import { MapboxRouting } from './mapbox-routing';
import { ProviderRateLimited, ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';

class SetClock extends Clock {
  constructor(public at: Date) {
    super();
  }
  now() {
    return this.at;
  }
}

describeRoutingContract('mapbox against its local stand-in', async () => {
  const fake = await startFakeMapboxDirections();
  return { provider: new MapboxRouting({ baseUrl: fake.url, timeoutMs: 2000 }, new SystemClock()), label: 'mapbox', key: VALID_TOKEN, cleanup: () => fake.close() };
});

const live = process.env.MAPBOX_LIVE_URL;
describeRoutingContract(
  live ? `mapbox live at ${live}` : 'mapbox live (set MAPBOX_LIVE_URL and MAPBOX_LIVE_TOKEN to run)',
  async () => ({ provider: new MapboxRouting({ baseUrl: live!.replace(/\/+$/, ''), timeoutMs: 10_000 }, new SystemClock()), label: 'mapbox', key: process.env.MAPBOX_LIVE_TOKEN }),
  live ? describe : describe.skip,
);

describe('mapbox routing', () => {
  let fake: FakeProvider;
  let routing: MapboxRouting;
  const clock = new SetClock(new Date('2026-07-01T05:00:00Z'));
  const transfer = { from: { lat: 43.7764, lng: 11.2479 }, to: { lat: 43.3188, lng: 11.3308 }, departAt: '2026-07-01T07:30:00.000Z' };

  beforeAll(async () => {
    fake = await startFakeMapboxDirections();
    routing = new MapboxRouting({ baseUrl: fake.url, timeoutMs: 300 }, clock);
  });
  afterAll(() => fake.close());

  it('asks driving-traffic for lng,lat pairs departing at the planned time, in the documented UTC form', async () => {
    const answer = await routing.drivingDuration(transfer, VALID_TOKEN);
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe('/directions/v5/mapbox/driving-traffic/11.2479,43.7764;11.3308,43.3188');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      access_token: VALID_TOKEN,
      depart_at: '2026-07-01T07:30:00Z',
      alternatives: 'false',
      overview: 'false',
      steps: 'false',
    });
    expect(answer).toEqual({ durationMinutes: expect.any(Number), provider: 'mapbox', fetchedAt: '2026-07-01T05:00:00.000Z' });
  });

  it('rounds routes[0].duration to minutes', async () => {
    fake.script(json(200, { code: 'Ok', routes: [{ duration: 3689.4, distance: 71200 }, { duration: 3300, distance: 80000 }], waypoints: [] }));
    expect((await routing.drivingDuration(transfer, VALID_TOKEN)).durationMinutes).toBe(61);
  });

  it('leaves depart_at out when the departure is not in the future: live traffic then', async () => {
    await routing.drivingDuration({ ...transfer, departAt: '2026-07-01T04:50:00.000Z' }, VALID_TOKEN);
    expect(fake.requests.at(-1)!.url.searchParams.has('depart_at')).toBe(false);
  });

  it('says there is no route for NoRoute and refuses InvalidInput with its code', async () => {
    const noRoute = await routing.drivingDuration({ ...transfer, to: { lat: 0, lng: 0 } }, VALID_TOKEN).catch((caught: unknown) => caught);
    expect(noRoute).toBeInstanceOf(ProviderRejected);
    expect((noRoute as Error).message).toBe('mapbox: found no driving route (NoRoute)');
    fake.script(json(422, { message: 'Too many coordinates; maximum number of coordinates is 25.', code: 'InvalidInput' }));
    const invalid = await routing.drivingDuration(transfer, VALID_TOKEN).catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({ details: { status: 422, code: 'InvalidInput' } });
  });

  it('refuses without calling when there is no key, and says so for a wrong or restricted token', async () => {
    const calls = fake.requests.length;
    await expect(routing.drivingDuration(transfer)).rejects.toThrow('mapbox: the organization has no maps key');
    expect(fake.requests.length).toBe(calls);
    await expect(routing.drivingDuration(transfer, 'pk.wrong')).rejects.toThrow(new ProviderRejectedKey('mapbox', 'refused the key (HTTP 401)'));
    await expect(routing.drivingDuration(transfer, RESTRICTED_TOKEN)).rejects.toBeInstanceOf(ProviderRejectedKey);
  });

  it('turns 429 into rate limited until X-Rate-Limit-Reset', async () => {
    fake.script(mapboxRateLimited(Date.parse('2026-07-01T05:00:42Z') / 1000));
    const error = await routing.drivingDuration(transfer, VALID_TOKEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRateLimited);
    expect((error as ProviderRateLimited).retryAfterMs).toBe(42_000);
  });

  it('is unavailable on 5xx, a body that is not JSON, or an Ok without routes', async () => {
    fake.script(json(502, { message: 'Bad Gateway' }), notJson(), json(200, { code: 'Ok', routes: [] }));
    for (let i = 0; i < 3; i++) await expect(routing.drivingDuration(transfer, VALID_TOKEN)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives up after its time limit, never repeating the token', async () => {
    fake.script(hang);
    const error = await routing.drivingDuration(transfer, VALID_TOKEN).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('mapbox: no answer within 300 ms');
  });
});
