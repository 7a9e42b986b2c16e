// Process configuration: read from the environment once, validated, with every problem listed.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The schemes @eventstore/db-client 6 parses (esdb, esdb+discover, exactly), followed by a host. */
const EVENTSTORE_CONNECTION_STRING = /^\s*esdb(\+discover)?:\/\/[^\s/?&]/;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().regex(/^[A-Za-z0-9.:%_-]+$/, 'Must be an address or host name to listen on, such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).').optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATA_DIR: z.string().default('./data'),
  EVENTSTORE_URL: z
    .string()
    .regex(
      EVENTSTORE_CONNECTION_STRING,
      'Must be the EventStoreDB connection string, esdb://host:2113?tls=false (or esdb+discover://host:2113 to find a cluster through DNS); the client reads no other scheme (not kurrentdb:// or kdb://).',
    )
    .optional(),
  EVENTSTORE_SCAVENGE_EVERY_HOURS: z.coerce
    .number({ error: 'Must be a number of hours between scavenges of EventStoreDB (0: never).' })
    .min(0, 'Must be a number of hours between scavenges of EventStoreDB (0: never).')
    .max(24 * 365, 'Must be at most a year of hours (8760).')
    .default(24),
  MONGODB_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'Must be a mongodb:// connection string.').optional(),
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,38}$/).default('tourops'),
  CLERK_SECRET_KEY: z.string().regex(/^sk_(test|live)_/, 'Must be a Clerk secret key (sk_...).').optional(),
  CLERK_JWT_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'Must be a PEM public key.' }).optional(),
  CLERK_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'Must be a Clerk publishable key (pk_...).')
    .refine((key) => /^[\w.-]+\$$/.test(Buffer.from(key.slice(8), 'base64').toString()), 'Must be a Clerk publishable key: its Frontend API host could not be read from it.')
    .optional(),
  CLERK_AUTHORIZED_PARTIES: z.string().optional(),
  CLERK_API_URL: z.url({ protocol: /^https?$/, error: 'Must be the http(s) base URL of the Clerk Backend API, such as https://api.clerk.com.' }).default('https://api.clerk.com'),
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'Must be 32 random bytes in base64 (openssl rand -base64 32).')
    .optional(),
  PERSONAL_DATA_MASTER_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'Must be 32 random bytes in base64 (openssl rand -base64 32).')
    .optional(),
  WEB_DIST_DIR: z.string().default('dist/web'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('warn'),
  AI_BASE_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'Must be the http(s) base URL of an OpenAI-compatible API, such as https://api.openai.com/v1.')
    .optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(70_000),
  GEOCODING_BASE_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL such as https://api.mapbox.com.' }).default('https://api.mapbox.com'),
  GEOCODING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  READ_MODELS_SAVE_INTERVAL_S: z.coerce.number().int().min(1, 'Must be at least 1 second.').max(86_400).default(30),
  WEATHER_PROVIDER: z.enum(['open-meteo', 'simulated']).optional(),
  OPEN_METEO_BASE_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL such as https://api.open-meteo.com.' }).default('https://api.open-meteo.com'),
  FLIGHT_PROVIDER: z.enum(['aerodatabox', 'simulated']).optional(),
  AERODATABOX_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) URL such as https://aerodatabox.p.rapidapi.com.' })
    .default('https://aerodatabox.p.rapidapi.com'),
  ROUTING_PROVIDER: z.enum(['mapbox', 'simulated']).optional(),
  SMS_PROVIDER: z.enum(['twilio', 'log']).optional(),
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL such as https://api.twilio.com.' }).default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'Must be a Twilio Account SID (AC followed by 32 hexadecimal digits).').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'Must be the Twilio Auth Token of the account.').optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'Must be a Twilio phone number in E.164 (+15017122661) or an alphanumeric sender ID (at most 11 letters, digits or spaces).')
    .optional(),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  MONITOR_TICK_MS: z.coerce.number().int().min(0).max(3_600_000, 'Must be at most an hour (3600000).').default(5000),
  DEMO_CLOCK: z.enum(['system', 'steered']).default('system'),
  SHARE_RATE_LIMIT: z.coerce.number().int().min(1, 'Must be at least 1 request.').max(100_000).default(60),
  SHARE_RATE_WINDOW_S: z.coerce.number().int().min(1, 'Must be at least 1 second.').max(86_400).default(60),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => trustedProxies(value) !== null,
      'Must be true, false, the number of proxies in front of the api (1 to 32), or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8, ::1, loopback).',
    )
    .optional(),
});

/** Names Fastify (proxy-addr) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** TRUST_PROXY as Fastify's trustProxy takes it; null when it is none of the accepted forms. */
function trustedProxies(value: string | undefined): boolean | number | string[] | null {
  const text = value?.trim().toLowerCase() ?? 'false';
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= 32 ? Number(text) : null;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  /** Projector and monitor: serve GET /health on this port when set. */
  healthPort?: number;
  dataDir: string;
  eventStoreUrl?: string;
  /** With EventStoreDB: how often the monitor starts a scavenge on every node (ADR 0049); 0: never. */
  eventStoreScavengeEveryMs: number;
  mongodbUrl?: string;
  mongodbDb: string;
  clerk: { secretKey?: string; jwtKey?: string; publishableKey?: string; authorizedParties?: string[] } | null;
  /** Base URL of the Clerk Backend API (user management with CLERK_SECRET_KEY); Clerk's own unless a stand-in is configured. */
  clerkApiUrl: string;
  /** Key that encrypts secrets in settings; null: kept in DATA_DIR (development only). */
  settingsEncryptionKey: Buffer | null;
  /** Wraps the people's data keys kept in MongoDB (ADR 0030); null: a key in DATA_DIR (development) or none needed (SQLite keys). */
  personalDataMasterKey: Buffer | null;
  webDistDir: string;
  bodyLimitBytes: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** The AI assistant's OpenAI-compatible chat-completions API; no baseUrl: the assistant is not set up. */
  ai: { baseUrl?: string; apiKey?: string; timeoutMs: number };
  /** The geocoding provider used when an organization has a maps key (Mapbox's API, or a stand-in in tests). */
  geocoding: { baseUrl: string; timeoutMs: number };
  /** Standalone (memory read models): how often, at most, the read models are saved to DATA_DIR when they changed. */
  readModelsSaveIntervalMs: number;
  /** The monitor's providers, each chosen by configuration (simulated / log by default outside production). */
  providers: ProvidersConfig;
  /** How often the monitor looks for subjects due for a check, in ms; 0: no loop (tests drive it). */
  monitorTickMs: number;
  /** steered: the clock an admin sets through /api/dev/clock, for `npm run seed:demo` (development only). */
  demoClock: 'system' | 'steered';
  /** The public shared-link endpoints: at most `requests` per client address in each fixed window of `windowMs`. */
  shareRateLimit: { requests: number; windowMs: number };
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For names the client (the shared links' rate limit counts per client
   * address). false: none, the connection's address counts; true: every hop; a number: that many hops; else these addresses and ranges.
   */
  trustProxy: boolean | number | string[];
  /** Things worth saying at start that do not stop the process. */
  warnings: string[];
}

export interface ProvidersConfig {
  weather: { kind: 'open-meteo' | 'simulated'; baseUrl: string };
  flights: { kind: 'aerodatabox' | 'simulated'; baseUrl: string };
  /** Mapbox Directions, on the same Mapbox API as geocoding (GEOCODING_BASE_URL). */
  routing: { kind: 'mapbox' | 'simulated'; baseUrl: string };
  sms: { kind: 'log' } | { kind: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string };
  /** Longest wait for one provider answer. */
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const hasClerk = Boolean(e.CLERK_SECRET_KEY || e.CLERK_JWT_KEY);
  const problems: string[] = [];
  if (production && !hasClerk) problems.push('CLERK_SECRET_KEY or CLERK_JWT_KEY: required in production (local identity is for development only).');
  if (production && e.DEMO_CLOCK === 'steered') problems.push('DEMO_CLOCK: steered is for development (npm run seed:demo); refused in production.');
  if (production && !e.SETTINGS_ENCRYPTION_KEY) problems.push('SETTINGS_ENCRYPTION_KEY: required in production (secrets in settings are encrypted with it).');
  if (production && e.MONGODB_URL && !e.PERSONAL_DATA_MASTER_KEY)
    problems.push('PERSONAL_DATA_MASTER_KEY: required in production with MONGODB_URL (the people\'s data keys in MongoDB are wrapped with it).');
  const twilio = { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM };
  const twilioMissing = Object.entries({ TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: twilio.from })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  const twilioComplete = twilioMissing.length === 0;
  if (e.SMS_PROVIDER === 'twilio' && !twilioComplete) problems.push(`${twilioMissing.join(', ')}: required with SMS_PROVIDER=twilio.`);
  if (!e.SMS_PROVIDER && !twilioComplete && twilioMissing.length < 3)
    problems.push(`${twilioMissing.join(', ')}: missing; set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or SMS_PROVIDER=log.`);
  if (problems.length > 0) throw new ConfigError(problems);
  const warnings: string[] = [];
  const smsKind = e.SMS_PROVIDER ?? (twilioComplete ? 'twilio' : 'log');
  if (production && smsKind === 'log' && e.SMS_PROVIDER !== 'log')
    warnings.push('SMS_PROVIDER: no Twilio account configured, SMS to organization phones are only written to the log.');
  return {
    production,
    // The local sign-in lets whoever reaches it start an organization: on loopback unless HOST says otherwise (ADR 0037).
    host: e.HOST ?? (hasClerk ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    healthPort: e.HEALTH_PORT,
    dataDir: path.resolve(e.DATA_DIR),
    eventStoreUrl: e.EVENTSTORE_URL,
    eventStoreScavengeEveryMs: e.EVENTSTORE_SCAVENGE_EVERY_HOURS * 3_600_000,
    mongodbUrl: e.MONGODB_URL,
    mongodbDb: e.MONGODB_DB,
    clerk: hasClerk
      ? {
          secretKey: e.CLERK_SECRET_KEY,
          jwtKey: e.CLERK_JWT_KEY,
          publishableKey: e.CLERK_PUBLISHABLE_KEY,
          authorizedParties: e.CLERK_AUTHORIZED_PARTIES?.split(',').map((party) => party.trim()).filter(Boolean),
        }
      : null,
    clerkApiUrl: e.CLERK_API_URL.replace(/\/+$/, ''),
    settingsEncryptionKey: e.SETTINGS_ENCRYPTION_KEY ? Buffer.from(e.SETTINGS_ENCRYPTION_KEY, 'base64') : null,
    personalDataMasterKey: e.PERSONAL_DATA_MASTER_KEY ? Buffer.from(e.PERSONAL_DATA_MASTER_KEY, 'base64') : null,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS },
    geocoding: { baseUrl: e.GEOCODING_BASE_URL.replace(/\/+$/, ''), timeoutMs: e.GEOCODING_TIMEOUT_MS },
    readModelsSaveIntervalMs: e.READ_MODELS_SAVE_INTERVAL_S * 1000,
    providers: {
      weather: { kind: e.WEATHER_PROVIDER ?? (production ? 'open-meteo' : 'simulated'), baseUrl: e.OPEN_METEO_BASE_URL.replace(/\/+$/, '') },
      flights: { kind: e.FLIGHT_PROVIDER ?? (production ? 'aerodatabox' : 'simulated'), baseUrl: e.AERODATABOX_BASE_URL.replace(/\/+$/, '') },
      routing: { kind: e.ROUTING_PROVIDER ?? (production ? 'mapbox' : 'simulated'), baseUrl: e.GEOCODING_BASE_URL.replace(/\/+$/, '') },
      sms:
        smsKind === 'twilio'
          ? { kind: 'twilio', baseUrl: e.TWILIO_BASE_URL.replace(/\/+$/, ''), accountSid: twilio.accountSid!, authToken: twilio.authToken!, from: twilio.from! }
          : { kind: 'log' },
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
    },
    monitorTickMs: e.MONITOR_TICK_MS,
    demoClock: e.DEMO_CLOCK,
    shareRateLimit: { requests: e.SHARE_RATE_LIMIT, windowMs: e.SHARE_RATE_WINDOW_S * 1000 },
    trustProxy: trustedProxies(e.TRUST_PROXY)!,
    warnings,
  };
}
