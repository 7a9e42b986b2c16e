// Readings from provider answers: a flight status, hourly weather over a window, a driving duration, each in the thresholds' units.
import { unitOf, type Measure } from './measures';
import type { Reading } from './notification';
import type { SubjectWindow } from './watched-subjects';

/** One end of a flight as a provider answers it (ISO instants): the schedule, and the estimate or actual time when known. */
export interface FlightMovementAnswer {
  scheduled: string;
  estimated?: string;
  actual?: string;
}

export interface FlightStatusAnswer {
  departure: FlightMovementAnswer;
  arrival: FlightMovementAnswer;
  cancelled: boolean;
  diverted: boolean;
  provider: string;
  fetchedAt: string;
}

/** One hour of weather: °C, km/h of sustained wind, mm of precipitation; null when the provider has no value. */
export interface WeatherHourAnswer {
  time: string;
  temperatureC: number | null;
  windKmh: number | null;
  precipitationMmPerHour: number | null;
}

export interface HourlyWeatherAnswer {
  readings: WeatherHourAnswer[];
  provider: string;
  fetchedAt: string;
}

export interface DrivingDurationAnswer {
  durationMinutes: number;
  provider: string;
  fetchedAt: string;
}

interface Source {
  provider: string;
  fetchedAt: string;
}

const readingOf = (measure: Measure, value: number, observedAt: string, source: Source): Reading => ({
  measure,
  value,
  unit: unitOf(measure),
  observedAt,
  provider: source.provider,
  fetchedAt: source.fetchedAt,
  simulated: source.provider === 'simulated',
});

/** Minutes between the schedule and the actual time, else the estimate; undefined when neither is known. */
function delayOf(movement: FlightMovementAnswer): { minutes: number; at: string } | undefined {
  const known = movement.actual ?? movement.estimated;
  if (known === undefined) return undefined;
  return { minutes: Math.round((Date.parse(known) - Date.parse(movement.scheduled)) / 60_000), at: known };
}

/** Departure and arrival delays (when known), and whether the flight is cancelled or diverted (1 or 0). */
export function flightReadings(status: FlightStatusAnswer): Reading[] {
  const readings: Reading[] = [];
  const departure = delayOf(status.departure);
  const arrival = delayOf(status.arrival);
  if (departure) readings.push(readingOf('flight.departureDelay', departure.minutes, departure.at, status));
  if (arrival) readings.push(readingOf('flight.arrivalDelay', arrival.minutes, arrival.at, status));
  readings.push(readingOf('flight.cancelled', status.cancelled ? 1 : 0, status.fetchedAt, status));
  readings.push(readingOf('flight.diverted', status.diverted ? 1 : 0, status.fetchedAt, status));
  return readings;
}

const HOUR_MS = 3_600_000;

/** The hour (from the one holding the window's start) in the window, and the values it has. */
function hoursInWindow(weather: HourlyWeatherAnswer, window: SubjectWindow): WeatherHourAnswer[] {
  const first = Math.floor(Date.parse(window.from) / HOUR_MS) * HOUR_MS;
  const last = Date.parse(window.to);
  return weather.readings.filter((hour) => {
    const at = Date.parse(hour.time);
    return at >= first && at <= last;
  });
}

/** The extreme of one value over the hours that have it, with the hour it is for. */
function extreme(hours: WeatherHourAnswer[], value: (hour: WeatherHourAnswer) => number | null, pick: 'lowest' | 'highest') {
  let best: { value: number; at: string } | undefined;
  for (const hour of hours) {
    const current = value(hour);
    if (current === null || !Number.isFinite(current)) continue;
    if (!best || (pick === 'lowest' ? current < best.value : current > best.value)) best = { value: current, at: hour.time };
  }
  return best;
}

/**
 * The lowest and highest temperatures, the strongest wind and the heaviest precipitation over the subject's window,
 * each with the hour it is for; 'no data' when no hour of the window has any value.
 */
export function weatherReadings(weather: HourlyWeatherAnswer, window: SubjectWindow): Reading[] | 'no data' {
  const hours = hoursInWindow(weather, window);
  const candidates: [Measure, ReturnType<typeof extreme>][] = [
    ['weather.minTemperature', extreme(hours, (hour) => hour.temperatureC, 'lowest')],
    ['weather.maxTemperature', extreme(hours, (hour) => hour.temperatureC, 'highest')],
    ['weather.windSpeed', extreme(hours, (hour) => hour.windKmh, 'highest')],
    ['weather.precipitation', extreme(hours, (hour) => hour.precipitationMmPerHour, 'highest')],
  ];
  const readings = candidates.flatMap(([measure, found]) => (found ? [readingOf(measure, found.value, found.at, weather)] : []));
  return readings.length === 0 ? 'no data' : readings;
}

/** How much longer than planned the transfer drives (negative: shorter), for the planned departure. */
export function transferReadings(duration: DrivingDurationAnswer, plannedDurationMinutes: number, departAt: string): Reading[] {
  return [readingOf('transfer.durationDelay', Math.round(duration.durationMinutes - plannedDurationMinutes), departAt, duration)];
}
