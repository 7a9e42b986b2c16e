// The monitor's providers, each adapter chosen by configuration alone (libs/runtime config: WEATHER_PROVIDER,
// FLIGHT_PROVIDER, ROUTING_PROVIDER, SMS_PROVIDER): simulated / log outside production, real ones in production.
import { Logger } from '@nestjs/common';
import { SystemClock, type AppConfig, type Clock } from '@tourops/runtime';
import { AeroDataBoxFlights } from './aerodatabox-flights';
import type { FlightStatusProvider } from './flights.port';
import { LogSms } from './log-sms';
import { MapboxRouting } from './mapbox-routing';
import { OpenMeteoWeather } from './open-meteo-weather';
import type { RoutingProvider } from './routing.port';
import { SimulatedFlights, type FlightScenario } from './simulated-flights';
import { SimulatedRouting } from './simulated-routing';
import { SimulatedWeather } from './simulated-weather';
import type { SmsSender } from './sms.port';
import { TwilioSms } from './twilio-sms';
import type { WeatherProvider } from './weather.port';

export interface Providers {
  weather: WeatherProvider;
  flights: FlightStatusProvider;
  routing: RoutingProvider;
  sms: SmsSender;
  /** The simulated flight provider when it is the one in use (to steer demo flights); null with a real provider. */
  simulatedFlights: SimulatedFlights | null;
}

export function createProviders(config: Pick<AppConfig, 'providers' | 'warnings'>, clock: Clock = new SystemClock()): Providers {
  const { weather, flights, routing, sms, timeoutMs } = config.providers;
  for (const warning of config.warnings) new Logger('Monitor').warn(warning);
  const simulatedFlights = flights.kind === 'simulated' ? new SimulatedFlights(clock) : null;
  return {
    weather: weather.kind === 'open-meteo' ? new OpenMeteoWeather({ baseUrl: weather.baseUrl, timeoutMs }, clock) : new SimulatedWeather(clock),
    flights: simulatedFlights ?? new AeroDataBoxFlights({ baseUrl: flights.baseUrl, timeoutMs }, clock),
    routing: routing.kind === 'mapbox' ? new MapboxRouting({ baseUrl: routing.baseUrl, timeoutMs }, clock) : new SimulatedRouting(clock),
    sms: sms.kind === 'twilio' ? new TwilioSms({ ...sms, timeoutMs }, clock) : new LogSms(clock),
    simulatedFlights,
  };
}

/**
 * Development and demos: makes a flight of the simulated provider late, cancelled, diverted or unknown, e.g.
 * setFlightScenario(providers, 'AZ 1234', '2026-07-01', { departureDelayMinutes: 45 }). Refused when the real flight
 * provider is in use: real flights are not steered.
 */
export function setFlightScenario(providers: Providers, flightNumber: string, departureDateLocal: string, scenario: FlightScenario): void {
  if (!providers.simulatedFlights) throw new Error('Flight scenarios steer the simulated flight provider only (FLIGHT_PROVIDER=simulated).');
  providers.simulatedFlights.setFlightScenario(flightNumber, departureDateLocal, scenario);
}
