// The weather port: hourly readings over a window at a place, in the units of the thresholds.

export interface WeatherQuery {
  lat: number;
  lng: number;
  /** ISO instants; the readings cover every whole hour from `from` (rounded down) to `to` (rounded up). */
  from: string;
  to: string;
}

export interface WeatherReading {
  /** The hour, as an ISO instant (UTC). */
  time: string;
  /** Air temperature 2 m above ground, °C. null: the provider has no value for this hour. */
  temperatureC: number | null;
  /** Sustained wind 10 m above ground, km/h. */
  windKmh: number | null;
  /** Precipitation of the preceding hour, mm. */
  precipitationMmPerHour: number | null;
}

export interface WeatherReadings {
  readings: WeatherReading[];
  provider: 'open-meteo' | 'simulated';
  /** When the answer was received (ISO). */
  fetchedAt: string;
}

export interface WeatherProvider {
  /** `key`: the organization's weather key (weatherApiKey), for a commercial plan; the free plan needs none. */
  hourly(query: WeatherQuery, key?: string): Promise<WeatherReadings>;
}

const HOUR_MS = 3_600_000;

/** The whole hours (epoch ms, UTC) a query covers. */
export function hoursOf(query: Pick<WeatherQuery, 'from' | 'to'>): number[] {
  const first = Math.floor(Date.parse(query.from) / HOUR_MS) * HOUR_MS;
  const last = Math.ceil(Date.parse(query.to) / HOUR_MS) * HOUR_MS;
  const hours: number[] = [];
  for (let hour = first; hour <= last; hour += HOUR_MS) hours.push(hour);
  return hours;
}
