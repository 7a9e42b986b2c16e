// Simulated weather for demos and development: plausible Mediterranean hours, deterministic per place and hour.
// Monthly means follow a coastal Mediterranean climate (mild wet winters, hot dry summers), cooler northwards;
// the day warms to a peak mid-afternoon solar time; a few days per month are windy or rainy.
import type { Clock } from '@tourops/runtime';
import { ProviderRejected } from './provider-errors';
import { round1, seedOf, randomOf, unitOf } from './seeded';
import { hoursOf, type WeatherProvider, type WeatherQuery, type WeatherReadings } from './weather.port';

/** Mean daily temperature (°C) by month at 40° N on the coast, January first. */
const MONTHLY_MEAN_C = [10, 11, 13, 16, 20, 24, 27, 27, 23, 19, 14, 11];
/** Chance that a day has rain, by month. */
const MONTHLY_RAIN_CHANCE = [0.32, 0.3, 0.28, 0.25, 0.18, 0.08, 0.04, 0.06, 0.15, 0.27, 0.33, 0.34];
/** Chance that a day is windy (a mistral, a bora, a sirocco), by month. */
const MONTHLY_WIND_CHANCE = [0.2, 0.2, 0.18, 0.14, 0.1, 0.08, 0.08, 0.08, 0.1, 0.14, 0.18, 0.2];

export class SimulatedWeather implements WeatherProvider {
  constructor(private readonly clock: Clock) {}

  async hourly(query: WeatherQuery): Promise<WeatherReadings> {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    if (Number.isNaN(from) || Number.isNaN(to) || from > to) throw new ProviderRejected('simulated', 'the window is not a pair of ordered instants');
    const readings = hoursOf(query).map((hour) => this.readingAt(query.lat, query.lng, hour));
    return { readings, provider: 'simulated', fetchedAt: this.clock.now().toISOString() };
  }

  private readingAt(lat: number, lng: number, epochMs: number) {
    const at = new Date(epochMs);
    const month = at.getUTCMonth();
    const day = at.toISOString().slice(0, 10);
    // A 0.5° grid: nearby places of one tour share their weather.
    const cell = `${Math.round(lat * 2) / 2},${Math.round(lng * 2) / 2}`;
    const daily = randomOf(seedOf('weather-day', cell, day));
    const dayOffset = (daily() - 0.5) * 6;
    const rainy = daily() < MONTHLY_RAIN_CHANCE[month];
    const windy = daily() < MONTHLY_WIND_CHANCE[month];
    const solarHour = (at.getUTCHours() + lng / 15 + 24) % 24;
    const diurnal = Math.cos(((solarHour - 15) / 24) * 2 * Math.PI) * 5;
    const latitudeEffect = (40 - lat) * 0.6;
    const jitter = (unitOf('weather-hour', cell, epochMs) - 0.5) * 1.2;
    const temperatureC = round1(MONTHLY_MEAN_C[month] + latitudeEffect + dayOffset + diurnal + jitter - (rainy ? 2 : 0));
    const gust = unitOf('weather-wind', cell, epochMs);
    const windKmh = round1(windy ? 35 + gust * 30 : 6 + gust * 16 + Math.max(0, diurnal) * 1.2);
    const wet = unitOf('weather-rain', cell, epochMs);
    const precipitationMmPerHour = rainy && wet < 0.45 ? round1(0.2 + wet * wet * 18) : 0;
    return { time: at.toISOString(), temperatureC, windKmh, precipitationMmPerHour };
  }
}
