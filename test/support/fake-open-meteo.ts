// A local Open-Meteo Forecast API: GET /v1/forecast answers the documented JSON (hourly.time[] in the requested
// timezone, one array per hourly variable, hourly_units), and the documented errors: HTTP 400 with
// {"error": true, "reason": "…"} for a bad parameter, 429 with the same shape when a request limit is exceeded.
import { json, startFakeProvider, type FakeAnswer, type FakeProvider, type RecordedRequest } from './fake-provider';

const VARIABLES: Record<string, { unit: string; value: (hour: number) => number }> = {
  temperature_2m: { unit: '°C', value: (hour) => Math.round((18 + 6 * Math.sin(((hour % 24) - 9) / 24 * 2 * Math.PI)) * 10) / 10 },
  wind_speed_10m: { unit: 'km/h', value: (hour) => Math.round((9 + (hour % 7) * 1.3) * 10) / 10 },
  precipitation: { unit: 'mm', value: (hour) => (hour % 11 === 0 ? 1.2 : 0) },
};

export const openMeteoError = (reason: string, status = 400): FakeAnswer => json(status, { error: true, reason });
export const openMeteoRateLimited = (): FakeAnswer => openMeteoError('Minutely API request limit exceeded. Please try again in one minute.', 429);

const HOUR_MS = 3_600_000;
const parseHour = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? Date.parse(`${value}Z`) : Number.NaN);

export function documentedForecast(request: RecordedRequest): FakeAnswer {
  if (request.url.pathname !== '/v1/forecast') return json(404, { error: true, reason: 'Not Found' });
  const query = request.url.searchParams;
  const latitude = Number(query.get('latitude'));
  const longitude = Number(query.get('longitude'));
  if (!query.has('latitude') || Number.isNaN(latitude)) return openMeteoError("Parameter 'latitude' and 'longitude' must have the same number of elements");
  if (latitude < -90 || latitude > 90) return openMeteoError(`Latitude must be in range of -90 to 90°. Given: ${latitude}.`);
  if (longitude < -180 || longitude > 180) return openMeteoError(`Longitude must be in range of -180 to 180°. Given: ${longitude}.`);
  const hourly = (query.get('hourly') ?? '').split(',').filter(Boolean);
  const unknown = hourly.find((name) => !VARIABLES[name]);
  if (unknown) return openMeteoError(`Cannot initialize WeatherVariable from invalid String value ${unknown} for key hourly`);
  const windUnit = query.get('wind_speed_unit') ?? 'kmh';
  if (windUnit !== 'kmh') return openMeteoError(`Cannot initialize WindspeedUnit from invalid String value ${windUnit} for key wind_speed_unit`);
  const timezone = query.get('timezone') ?? 'GMT';
  if (timezone !== 'GMT' && timezone !== 'UTC') return openMeteoError(`Invalid timezone ${timezone}`);
  const start = parseHour(query.get('start_hour') ?? '');
  const end = parseHour(query.get('end_hour') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) return openMeteoError("Parameter 'start_hour' and 'end_hour' must be set and formatted as yyyy-mm-ddThh:mm");
  if (end < start) return openMeteoError("Parameter 'end_hour' must be after 'start_hour'");
  const times: number[] = [];
  for (let hour = start; hour <= end; hour += HOUR_MS) times.push(hour);
  return json(200, {
    latitude: Math.round(latitude * 100) / 100,
    longitude: Math.round(longitude * 100) / 100,
    generationtime_ms: 0.0469,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 51,
    hourly_units: { time: 'iso8601', ...Object.fromEntries(hourly.map((name) => [name, VARIABLES[name].unit])) },
    hourly: {
      time: times.map((hour) => new Date(hour).toISOString().slice(0, 16)),
      ...Object.fromEntries(hourly.map((name) => [name, times.map((hour) => VARIABLES[name].value(hour / HOUR_MS))])),
    },
  });
}

export const startFakeOpenMeteo = (): Promise<FakeProvider> => startFakeProvider(documentedForecast);
