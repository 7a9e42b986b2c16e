// Simulated weather: the contract, determinism, and Mediterranean seasons.
import { SystemClock } from '@tourops/runtime';
import { describeWeatherContract } from './contract/weather.contract';
import { SimulatedWeather } from './simulated-weather';

describeWeatherContract('simulated', async () => ({ provider: new SimulatedWeather(new SystemClock()), label: 'simulated' }));

describe('simulated weather', () => {
  const weather = new SimulatedWeather(new SystemClock());
  const rome = { lat: 41.9, lng: 12.5 };
  const month = (year: number, month: number) => ({
    from: new Date(Date.UTC(year, month, 1)).toISOString(),
    to: new Date(Date.UTC(year, month + 1, 0, 23)).toISOString(),
  });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  it('gives the same readings for the same place and hours', async () => {
    const window = { ...rome, from: '2026-08-03T06:00:00.000Z', to: '2026-08-03T18:00:00.000Z' };
    expect((await weather.hourly(window)).readings).toEqual((await weather.hourly(window)).readings);
  });

  it('is warm and dry in July, mild and wetter in January, and warmest in the afternoon', async () => {
    const july = (await weather.hourly({ ...rome, ...month(2026, 6) })).readings;
    const january = (await weather.hourly({ ...rome, ...month(2026, 0) })).readings;
    const temperatures = (readings: typeof july) => readings.map((reading) => reading.temperatureC!);
    const rainyHours = (readings: typeof july) => readings.filter((reading) => reading.precipitationMmPerHour! > 0).length;

    expect(mean(temperatures(july))).toBeGreaterThan(22);
    expect(mean(temperatures(july))).toBeLessThan(30);
    expect(mean(temperatures(january))).toBeGreaterThan(5);
    expect(mean(temperatures(january))).toBeLessThan(14);
    expect(rainyHours(january)).toBeGreaterThan(rainyHours(july));
    const afternoon = mean(july.filter((reading) => new Date(reading.time).getUTCHours() === 13).map((reading) => reading.temperatureC!));
    const night = mean(july.filter((reading) => new Date(reading.time).getUTCHours() === 3).map((reading) => reading.temperatureC!));
    expect(afternoon - night).toBeGreaterThan(6);
  });

  it('has some windy hours over a winter month but mostly light wind', async () => {
    const winds = (await weather.hourly({ ...rome, ...month(2026, 1) })).readings.map((reading) => reading.windKmh!);
    expect(winds.filter((wind) => wind >= 35).length).toBeGreaterThan(0);
    expect(winds.filter((wind) => wind < 30).length / winds.length).toBeGreaterThan(0.6);
  });
});
