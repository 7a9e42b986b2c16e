// Choosing the providers by configuration: simulated / log by default outside production, real ones in production.
import { ConfigError, loadConfig } from '@tourops/runtime';
import { AeroDataBoxFlights } from './aerodatabox-flights';
import { createProviders, setFlightScenario } from './create-providers';
import { LogSms } from './log-sms';
import { MapboxRouting } from './mapbox-routing';
import { OpenMeteoWeather } from './open-meteo-weather';
import { SimulatedFlights } from './simulated-flights';
import { SimulatedRouting } from './simulated-routing';
import { SimulatedWeather } from './simulated-weather';
import { TwilioSms } from './twilio-sms';

const production = { NODE_ENV: 'production', CLERK_SECRET_KEY: 'sk_live_abc', SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
const twilio = { TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'a-twilio-auth-token-0001', TWILIO_FROM: '+15017122661' };

describe('monitor providers from configuration', () => {
  it('simulates weather, flights and routing and logs SMS outside production', () => {
    const providers = createProviders(loadConfig({}));
    expect(providers.weather).toBeInstanceOf(SimulatedWeather);
    expect(providers.flights).toBeInstanceOf(SimulatedFlights);
    expect(providers.routing).toBeInstanceOf(SimulatedRouting);
    expect(providers.sms).toBeInstanceOf(LogSms);
    expect(providers.simulatedFlights).toBe(providers.flights);
  });

  it('uses the real providers in production, and logs SMS there with a warning when no Twilio account is set', () => {
    const config = loadConfig(production);
    const providers = createProviders({ ...config, warnings: [] });
    expect(providers.weather).toBeInstanceOf(OpenMeteoWeather);
    expect(providers.flights).toBeInstanceOf(AeroDataBoxFlights);
    expect(providers.routing).toBeInstanceOf(MapboxRouting);
    expect(providers.sms).toBeInstanceOf(LogSms);
    expect(providers.simulatedFlights).toBeNull();
    expect(config.warnings).toEqual(['SMS_PROVIDER: no Twilio account configured, SMS to organization phones are only written to the log.']);
    expect(config.providers).toMatchObject({
      weather: { baseUrl: 'https://api.open-meteo.com' },
      flights: { baseUrl: 'https://aerodatabox.p.rapidapi.com' },
      routing: { baseUrl: 'https://api.mapbox.com' },
      timeoutMs: 8000,
    });
  });

  it('sends SMS through Twilio once its account is set, and takes each choice and base URL from the environment', () => {
    const config = loadConfig({
      ...twilio,
      WEATHER_PROVIDER: 'open-meteo',
      OPEN_METEO_BASE_URL: 'https://customer-api.open-meteo.com/',
      FLIGHT_PROVIDER: 'aerodatabox',
      ROUTING_PROVIDER: 'simulated',
      TWILIO_BASE_URL: 'http://127.0.0.1:9999',
      PROVIDER_TIMEOUT_MS: '2500',
    });
    const providers = createProviders(config);
    expect(providers.sms).toBeInstanceOf(TwilioSms);
    expect(providers.weather).toBeInstanceOf(OpenMeteoWeather);
    expect(providers.routing).toBeInstanceOf(SimulatedRouting);
    expect(config.providers.weather.baseUrl).toBe('https://customer-api.open-meteo.com');
    expect(config.providers.sms).toEqual({ kind: 'twilio', baseUrl: 'http://127.0.0.1:9999', accountSid: twilio.TWILIO_ACCOUNT_SID, authToken: twilio.TWILIO_AUTH_TOKEN, from: '+15017122661' });
    expect(config.providers.timeoutMs).toBe(2500);
    expect(loadConfig({ ...production, SMS_PROVIDER: 'log' }).warnings).toEqual([]);
  });

  it('lists every provider problem at once', () => {
    try {
      loadConfig({ WEATHER_PROVIDER: 'darksky', FLIGHT_PROVIDER: 'flightaware', AERODATABOX_BASE_URL: 'ftp://x', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM: '0039 333', PROVIDER_TIMEOUT_MS: '5' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
        'AERODATABOX_BASE_URL',
        'FLIGHT_PROVIDER',
        'PROVIDER_TIMEOUT_MS',
        'TWILIO_ACCOUNT_SID',
        'TWILIO_FROM',
        'WEATHER_PROVIDER',
      ]);
    }
  });

  it('refuses Twilio without its account, and half a Twilio account', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: required with SMS_PROVIDER=twilio.');
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(/TWILIO_AUTH_TOKEN, TWILIO_FROM: missing/);
  });

  it('steers simulated flights through setFlightScenario, and refuses with the real provider', async () => {
    const providers = createProviders(loadConfig({}));
    setFlightScenario(providers, 'AZ 1234', '2026-07-01', { cancelled: true });
    expect(await providers.flights.status({ flightNumber: 'AZ1234', departureDateLocal: '2026-07-01', from: 'FCO', to: 'CTA' })).toMatchObject({ cancelled: true });
    const real = createProviders(loadConfig({ FLIGHT_PROVIDER: 'aerodatabox' }));
    expect(() => setFlightScenario(real, 'AZ1234', '2026-07-01', { cancelled: true })).toThrow(/simulated flight provider only/);
  });
});
