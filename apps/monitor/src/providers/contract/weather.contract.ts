// Contract: what every WeatherProvider does, run against each adapter (the real one against its local stand-in,
// the simulated one, and the real one against the live service when a URL is configured).
import { ProviderRejected } from '../provider-errors';
import type { WeatherProvider } from '../weather.port';

export interface WeatherUnderTest {
  provider: WeatherProvider;
  label: 'open-meteo' | 'simulated';
  key?: string;
  cleanup?: () => Promise<void>;
}

const HOUR_MS = 3_600_000;
/** A window of a coming tour day: from 30 minutes past the next hour, five hours and a bit long. */
function comingWindow() {
  const next = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS;
  return { from: new Date(next + 30 * 60_000).toISOString(), to: new Date(next + 5 * HOUR_MS + 10 * 60_000).toISOString() };
}
const florence = { lat: 43.7696, lng: 11.2558 };

export function describeWeatherContract(name: string, make: () => Promise<WeatherUnderTest>, describeAdapter: jest.Describe = describe): void {
  describeAdapter(`weather provider contract: ${name}`, () => {
    let subject: WeatherUnderTest;
    beforeAll(async () => (subject = await make()));
    afterAll(async () => subject?.cleanup?.());

    it('answers one reading per whole hour of the window, in order, labelled with its provider', async () => {
      const window = comingWindow();
      const answer = await subject.provider.hourly({ ...florence, ...window }, subject.key);

      expect(answer.provider).toBe(subject.label);
      const times = answer.readings.map((reading) => Date.parse(reading.time));
      expect(times[0]).toBe(Math.floor(Date.parse(window.from) / HOUR_MS) * HOUR_MS);
      expect(times.at(-1)).toBe(Math.ceil(Date.parse(window.to) / HOUR_MS) * HOUR_MS);
      expect(times.slice(1).map((time, index) => time - times[index])).toEqual(times.slice(1).map(() => HOUR_MS));
      expect(answer.readings.every((reading) => reading.time === new Date(Date.parse(reading.time)).toISOString())).toBe(true);
    });

    it('reads °C, km/h and mm per hour within physical bounds, and says when it fetched them', async () => {
      const before = Date.now();
      const answer = await subject.provider.hourly({ ...florence, ...comingWindow() }, subject.key);

      for (const reading of answer.readings) {
        if (reading.temperatureC !== null) expect(reading.temperatureC).toBeGreaterThan(-60), expect(reading.temperatureC).toBeLessThan(60);
        if (reading.windKmh !== null) expect(reading.windKmh).toBeGreaterThanOrEqual(0), expect(reading.windKmh).toBeLessThan(300);
        if (reading.precipitationMmPerHour !== null) expect(reading.precipitationMmPerHour).toBeGreaterThanOrEqual(0);
      }
      expect(answer.readings.some((reading) => reading.temperatureC !== null)).toBe(true);
      expect(Date.parse(answer.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers the same hours when asked twice', async () => {
      const window = comingWindow();
      const first = await subject.provider.hourly({ ...florence, ...window }, subject.key);
      const second = await subject.provider.hourly({ ...florence, ...window }, subject.key);
      expect(second.readings.map((reading) => reading.time)).toEqual(first.readings.map((reading) => reading.time));
    });

    it('refuses a window that ends before it starts, without calling anyone', async () => {
      const window = comingWindow();
      await expect(subject.provider.hourly({ ...florence, from: window.to, to: window.from }, subject.key)).rejects.toBeInstanceOf(ProviderRejected);
    });
  });
}
