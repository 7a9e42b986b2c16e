// Specifications of readings from provider answers: delays from the schedule, extremes of the weather window, transfer delays.
import { flightReadings, transferReadings, weatherReadings, type FlightStatusAnswer, type HourlyWeatherAnswer } from './readings';

const fetchedAt = '2026-06-10T06:00:00.000Z';
const status = (fields: Partial<FlightStatusAnswer> = {}): FlightStatusAnswer => ({
  departure: { scheduled: '2026-06-10T07:00:00.000Z', estimated: '2026-06-10T07:35:00.000Z' },
  arrival: { scheduled: '2026-06-10T09:45:00.000Z', actual: '2026-06-10T10:15:00.000Z' },
  cancelled: false,
  diverted: false,
  provider: 'aerodatabox',
  fetchedAt,
  ...fields,
});
const byMeasure = (readings: { measure: string; value: number }[]) => Object.fromEntries(readings.map((reading) => [reading.measure, reading.value]));

describe('flightReadings', () => {
  it('gives departure and arrival delays in minutes from the estimate or actual time, and what did not happen as 0', () => {
    expect(byMeasure(flightReadings(status()))).toEqual({ 'flight.departureDelay': 35, 'flight.arrivalDelay': 30, 'flight.cancelled': 0, 'flight.diverted': 0 });
  });

  it('labels each reading with its unit, observation instant and provider', () => {
    expect(flightReadings(status())[0]).toEqual({
      measure: 'flight.departureDelay',
      value: 35,
      unit: 'min',
      observedAt: '2026-06-10T07:35:00.000Z',
      provider: 'aerodatabox',
      fetchedAt,
      simulated: false,
    });
  });

  it('leaves a delay out when neither an estimate nor an actual time is known, and counts early as negative', () => {
    const readings = flightReadings(status({ departure: { scheduled: '2026-06-10T07:00:00.000Z', actual: '2026-06-10T06:55:00.000Z' }, arrival: { scheduled: '2026-06-10T09:45:00.000Z' } }));
    expect(byMeasure(readings)).toEqual({ 'flight.departureDelay': -5, 'flight.cancelled': 0, 'flight.diverted': 0 });
  });

  it('says 1 for a cancelled or diverted flight, and labels simulated answers', () => {
    const readings = flightReadings(status({ cancelled: true, diverted: true, provider: 'simulated', departure: { scheduled: '2026-06-10T07:00:00.000Z' }, arrival: { scheduled: '2026-06-10T09:45:00.000Z' } }));
    expect(byMeasure(readings)).toEqual({ 'flight.cancelled': 1, 'flight.diverted': 1 });
    expect(readings.every((reading) => reading.simulated)).toBe(true);
  });
});

describe('weatherReadings', () => {
  const window = { from: '2026-06-10T13:20:00.000Z', to: '2026-06-10T15:00:00.000Z' };
  const hour = (time: string, temperatureC: number | null, windKmh: number | null, precipitationMmPerHour: number | null) => ({ time, temperatureC, windKmh, precipitationMmPerHour });
  const weather = (readings: HourlyWeatherAnswer['readings']): HourlyWeatherAnswer => ({ readings, provider: 'open-meteo', fetchedAt });

  it('takes the lowest and highest temperature, the strongest wind and the heaviest rain of the hours in the window', () => {
    const readings = weatherReadings(
      weather([
        hour('2026-06-10T12:00:00.000Z', -10, 90, 20),
        hour('2026-06-10T13:00:00.000Z', 24, 12, 0),
        hour('2026-06-10T14:00:00.000Z', 27.5, 31, 1.2),
        hour('2026-06-10T15:00:00.000Z', 26, 18, null),
        hour('2026-06-10T16:00:00.000Z', 40, 100, 30),
      ]),
      window,
    );
    expect(readings).not.toBe('no data');
    expect(byMeasure(readings as { measure: string; value: number }[])).toEqual({
      'weather.minTemperature': 24,
      'weather.maxTemperature': 27.5,
      'weather.windSpeed': 31,
      'weather.precipitation': 1.2,
    });
    expect((readings as { measure: string; observedAt: string }[]).find((reading) => reading.measure === 'weather.windSpeed')?.observedAt).toBe('2026-06-10T14:00:00.000Z');
  });

  it('leaves out a measure no hour has, and says no data when no hour of the window has any value', () => {
    const partial = weatherReadings(weather([hour('2026-06-10T14:00:00.000Z', null, 20, null)]), window);
    expect(byMeasure(partial as { measure: string; value: number }[])).toEqual({ 'weather.windSpeed': 20 });
    expect(weatherReadings(weather([hour('2026-06-10T14:00:00.000Z', null, null, null)]), window)).toBe('no data');
    expect(weatherReadings(weather([hour('2026-06-10T18:00:00.000Z', 20, 20, 0)]), window)).toBe('no data');
    expect(weatherReadings(weather([]), window)).toBe('no data');
  });
});

describe('transferReadings', () => {
  it('gives the expected minus the planned minutes, for the planned departure', () => {
    expect(transferReadings({ durationMinutes: 72, provider: 'simulated', fetchedAt }, 50, '2026-06-10T10:30:00.000Z')).toEqual([
      { measure: 'transfer.durationDelay', value: 22, unit: 'min', observedAt: '2026-06-10T10:30:00.000Z', provider: 'simulated', fetchedAt, simulated: true },
    ]);
  });
});
