// Weather from Open-Meteo's Forecast API (https://open-meteo.com/en/docs, read in open-meteo/open-meteo-website,
// src/routes/en/docs/+page.svelte and the weather-forecast-object / -error examples beside it):
//   GET {base}/v1/forecast?latitude&longitude&hourly=temperature_2m,wind_speed_10m,precipitation
//       &wind_speed_unit=kmh&timezone=GMT&start_hour=yyyy-mm-ddThh:mm&end_hour=…[&apikey=… on the customer-api host]
// Fields read: hourly.time[] ("2022-07-01T00:00", GMT because timezone=GMT), hourly.temperature_2m[] (instant, °C),
// hourly.wind_speed_10m[] (instant, km/h), hourly.precipitation[] (sum of the preceding hour, mm), each array aligned
// with time and null where the model has no value; hourly_units to check the units. Errors: HTTP 400 with
// {"error": true, "reason": "…"}; 429 with the same shape when a minutely/hourly/daily request limit is exceeded.
import type { Clock } from '@tourops/runtime';
import { ProviderRejected, ProviderRejectedKey, ProviderUnavailable } from './provider-errors';
import { exchange, failure, jsonOf } from './provider-http';
import type { WeatherProvider, WeatherQuery, WeatherReading, WeatherReadings } from './weather.port';

export interface OpenMeteoOptions {
  /** https://api.open-meteo.com, or https://customer-api.open-meteo.com for a commercial plan, or a stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

interface ForecastAnswer {
  hourly?: { time?: unknown; temperature_2m?: unknown; wind_speed_10m?: unknown; precipitation?: unknown };
  hourly_units?: { temperature_2m?: unknown; wind_speed_10m?: unknown; precipitation?: unknown };
  error?: unknown;
  reason?: unknown;
}

const EXPECTED_UNITS = { temperature_2m: '°C', wind_speed_10m: 'km/h', precipitation: 'mm' } as const;

/** yyyy-mm-ddThh:mm of an instant, in GMT. */
const hourOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 16);

export class OpenMeteoWeather implements WeatherProvider {
  constructor(
    private readonly options: OpenMeteoOptions,
    private readonly clock: Clock,
  ) {}

  async hourly(query: WeatherQuery, key?: string): Promise<WeatherReadings> {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    if (Number.isNaN(from) || Number.isNaN(to) || from > to) throw new ProviderRejected('open-meteo', 'the window is not a pair of ordered instants');
    const url = new URL(`${this.options.baseUrl}/v1/forecast`);
    url.searchParams.set('latitude', String(query.lat));
    url.searchParams.set('longitude', String(query.lng));
    url.searchParams.set('hourly', 'temperature_2m,wind_speed_10m,precipitation');
    url.searchParams.set('wind_speed_unit', 'kmh');
    url.searchParams.set('timezone', 'GMT');
    url.searchParams.set('start_hour', hourOf(Math.floor(from / 3_600_000) * 3_600_000));
    url.searchParams.set('end_hour', hourOf(Math.ceil(to / 3_600_000) * 3_600_000));
    if (key) url.searchParams.set('apikey', key);
    const answer = await exchange('open-meteo', url, { headers: { accept: 'application/json' } }, this.options.timeoutMs);
    const fetchedAt = this.clock.now();
    if (answer.status !== 200) {
      const body = safeJson(answer.text);
      const reason = typeof body?.reason === 'string' ? body.reason : undefined;
      if (answer.status === 400 && key && reason && /api ?key/i.test(reason)) throw new ProviderRejectedKey('open-meteo', 'refused the weather key');
      failure('open-meteo', answer, reason, fetchedAt);
    }
    const body = jsonOf('open-meteo', answer) as ForecastAnswer;
    return { readings: this.readingsOf(body), provider: 'open-meteo', fetchedAt: fetchedAt.toISOString() };
  }

  private readingsOf(body: ForecastAnswer): WeatherReading[] {
    const hourly = body?.hourly;
    if (!hourly || !Array.isArray(hourly.time)) throw new ProviderUnavailable('open-meteo', 'the answer has no hourly.time');
    for (const [variable, unit] of Object.entries(EXPECTED_UNITS)) {
      const said = body.hourly_units?.[variable as keyof typeof EXPECTED_UNITS];
      if (said !== undefined && said !== unit) throw new ProviderUnavailable('open-meteo', `answered ${variable} in ${String(said)}, not ${unit}`);
    }
    const times = hourly.time as unknown[];
    const column = (values: unknown) => {
      if (!Array.isArray(values) || values.length !== times.length) throw new ProviderUnavailable('open-meteo', 'an hourly column does not match hourly.time');
      return values.map((value) => (typeof value === 'number' && Number.isFinite(value) ? value : null));
    };
    const temperature = column(hourly.temperature_2m);
    const wind = column(hourly.wind_speed_10m);
    const precipitation = column(hourly.precipitation);
    return times.map((time, index) => {
      const instant = typeof time === 'string' ? Date.parse(`${time}Z`) : Number.NaN;
      if (Number.isNaN(instant)) throw new ProviderUnavailable('open-meteo', 'hourly.time holds something that is not a GMT hour');
      return {
        time: new Date(instant).toISOString(),
        temperatureC: temperature[index],
        windKmh: wind[index],
        precipitationMmPerHour: precipitation[index],
      };
    });
  }
}

function safeJson(text: string): ForecastAnswer | null {
  try {
    return JSON.parse(text) as ForecastAnswer;
  } catch {
    return null;
  }
}
