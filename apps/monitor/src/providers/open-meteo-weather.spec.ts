// Open-Meteo weather against a local stand-in answering the documented format, including every documented error.
import { SystemClock } from '@tourops/runtime';
import { hang, json, notJson, truncatedJson, type FakeProvider } from '../../../../test/support/fake-provider';
import { openMeteoError, openMeteoRateLimited, startFakeOpenMeteo } from '../../../../test/support/fake-open-meteo';
import { describeWeatherContract } from './contract/weather.contract';
import { OpenMeteoWeather } from './open-meteo-weather';
import { ProviderRateLimited, ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';

const clock = new SystemClock();

describeWeatherContract('open-meteo against its local stand-in', async () => {
  const fake = await startFakeOpenMeteo();
  return { provider: new OpenMeteoWeather({ baseUrl: fake.url, timeoutMs: 2000 }, clock), label: 'open-meteo', cleanup: () => fake.close() };
});

const live = process.env.OPEN_METEO_LIVE_URL;
describeWeatherContract(
  live ? `open-meteo live at ${live}` : 'open-meteo live (set OPEN_METEO_LIVE_URL to run)',
  async () => ({ provider: new OpenMeteoWeather({ baseUrl: live!.replace(/\/+$/, ''), timeoutMs: 10_000 }, clock), label: 'open-meteo' }),
  live ? describe : describe.skip,
);

describe('open-meteo weather', () => {
  let fake: FakeProvider;
  let weather: OpenMeteoWeather;
  const window = { lat: 43.77, lng: 11.26, from: '2026-07-01T10:20:00.000Z', to: '2026-07-01T12:40:00.000Z' };

  beforeAll(async () => {
    fake = await startFakeOpenMeteo();
    weather = new OpenMeteoWeather({ baseUrl: fake.url, timeoutMs: 300 }, clock);
  });
  afterAll(() => fake.close());

  it('asks for the three hourly variables in km/h, in GMT, over the whole hours of the window', async () => {
    const answer = await weather.hourly(window);

    const query = fake.requests.at(-1)!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      latitude: '43.77',
      longitude: '11.26',
      hourly: 'temperature_2m,wind_speed_10m,precipitation',
      wind_speed_unit: 'kmh',
      timezone: 'GMT',
      start_hour: '2026-07-01T10:00',
      end_hour: '2026-07-01T13:00',
    });
    expect(answer.readings.map((reading) => reading.time)).toEqual([
      '2026-07-01T10:00:00.000Z',
      '2026-07-01T11:00:00.000Z',
      '2026-07-01T12:00:00.000Z',
      '2026-07-01T13:00:00.000Z',
    ]);
  });

  it("sends the organization's key as apikey when it has one", async () => {
    await weather.hourly(window, 'commercial-key');
    expect(fake.requests.at(-1)!.url.searchParams.get('apikey')).toBe('commercial-key');
  });

  it('keeps the hours the model has no value for, as null', async () => {
    fake.script(
      json(200, {
        hourly_units: { time: 'iso8601', temperature_2m: '°C', wind_speed_10m: 'km/h', precipitation: 'mm' },
        hourly: { time: ['2026-07-01T10:00', '2026-07-01T11:00'], temperature_2m: [24.1, null], wind_speed_10m: [12.3, 14], precipitation: [0, 0.4] },
      }),
    );
    const answer = await weather.hourly(window);
    expect(answer.readings).toEqual([
      { time: '2026-07-01T10:00:00.000Z', temperatureC: 24.1, windKmh: 12.3, precipitationMmPerHour: 0 },
      { time: '2026-07-01T11:00:00.000Z', temperatureC: null, windKmh: 14, precipitationMmPerHour: 0.4 },
    ]);
  });

  it('turns the documented 400 into a rejected request that quotes the reason', async () => {
    fake.script(openMeteoError('Parameter \'start_date\' is out of allowed range from 2016-01-01 to 2026-07-16'));
    const error = await weather.hourly(window).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRejected);
    expect((error as Error).message).toMatch(/^open-meteo: .*HTTP 400.*out of allowed range/);
  });

  it('turns 429 into rate limited, with the wait when Retry-After says it', async () => {
    fake.script(openMeteoRateLimited(), { ...openMeteoRateLimited(), headers: { 'retry-after': '60' } } as never);
    const first = await weather.hourly(window).catch((caught: unknown) => caught);
    const second = await weather.hourly(window).catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(ProviderRateLimited);
    expect((first as ProviderRateLimited).retryAfterMs).toBeUndefined();
    expect((second as ProviderRateLimited).retryAfterMs).toBe(60_000);
  });

  it('turns 401 and 403 into a rejected key without repeating what the provider said', async () => {
    fake.script(openMeteoError('Invalid API key abc123', 401), openMeteoError('API key expired', 403));
    for (const status of [401, 403]) {
      const error = await weather.hourly(window, 'abc123').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderRejectedKey);
      expect((error as Error).message).toBe(`open-meteo: refused the key (HTTP ${status})`);
    }
  });

  it('is unavailable on 5xx, a body that is not JSON, cut-off JSON, wrong units or a missing hourly block', async () => {
    fake.script(
      openMeteoError('Internal Server Error', 502),
      notJson(),
      truncatedJson(),
      json(200, { hourly_units: { temperature_2m: '°F' }, hourly: { time: ['2026-07-01T10:00'], temperature_2m: [70], wind_speed_10m: [3], precipitation: [0] } }),
      json(200, { latitude: 43.77 }),
    );
    for (let i = 0; i < 5; i++) await expect(weather.hourly(window)).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('gives up after its time limit when the provider does not answer, or stops halfway', async () => {
    fake.script(hang, { kind: 'hang-after-headers', status: 200 });
    await expect(weather.hourly(window)).rejects.toThrow('open-meteo: no answer within 300 ms');
    await expect(weather.hourly(window)).rejects.toThrow('open-meteo: no answer within 300 ms');
  });

  it('is unavailable when nothing listens', async () => {
    const closed = await startFakeOpenMeteo();
    await closed.close();
    const unreachable = new OpenMeteoWeather({ baseUrl: closed.url, timeoutMs: 2000 }, clock);
    await expect(unreachable.hourly(window)).rejects.toThrow(/^open-meteo: request failed \(ECONNREFUSED\)$/);
  });
});
