// Process configuration: read from the environment once, validated, with every problem listed.
import path from 'node:path';
import { z } from 'zod';


const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATA_DIR: z.string().default('./data'),
  EVENTSTORE_URL: z.string().regex(/^(esdb|kurrentdb|kdb)(\+discover)?:\/\//, 'Must be an esdb:// or kurrentdb:// connection string.').optional(),
  MONGODB_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'Must be a mongodb:// connection string.').optional(),
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,38}$/).default('tourops'),
  CLERK_SECRET_KEY: z.string().regex(/^sk_(test|live)_/, 'Must be a Clerk secret key (sk_...).').optional(),
  CLERK_JWT_KEY: z.string().includes('BEGIN PUBLIC KEY', { message: 'Must be a PEM public key.' }).optional(),
  CLERK_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, 'Must be a Clerk publishable key (pk_...).').optional(),
  CLERK_AUTHORIZED_PARTIES: z.string().optional(),
  CLERK_API_URL: z.url({ protocol: /^https?$/, error: 'Must be the http(s) base URL of the Clerk Backend API, such as https://api.clerk.com.' }).default('https://api.clerk.com'),
  SETTINGS_ENCRYPTION_KEY: z
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
});

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  /** Projector and monitor: serve GET /health on this port when set. */
  healthPort?: number;
  dataDir: string;
  eventStoreUrl?: string;
  mongodbUrl?: string;
  mongodbDb: string;
  clerk: { secretKey?: string; jwtKey?: string; publishableKey?: string; authorizedParties?: string[] } | null;
  /** Base URL of the Clerk Backend API (user management with CLERK_SECRET_KEY); Clerk's own unless a stand-in is configured. */
  clerkApiUrl: string;
  /** Key that encrypts secrets in settings; null: kept in DATA_DIR (development only). */
  settingsEncryptionKey: Buffer | null;
  webDistDir: string;
  bodyLimitBytes: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** The AI assistant's OpenAI-compatible chat-completions API; no baseUrl: the assistant is not set up. */
  ai: { baseUrl?: string; apiKey?: string; timeoutMs: number };
  /** The geocoding provider used when an organization has a maps key (Mapbox's API, or a stand-in in tests). */
  geocoding: { baseUrl: string; timeoutMs: number };
  /** Standalone (memory read models): how often, at most, the read models are saved to DATA_DIR when they changed. */
  readModelsSaveIntervalMs: number;
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
  if (production && !e.SETTINGS_ENCRYPTION_KEY) problems.push('SETTINGS_ENCRYPTION_KEY: required in production (secrets in settings are encrypted with it).');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    production,
    host: e.HOST,
    port: e.PORT,
    healthPort: e.HEALTH_PORT,
    dataDir: path.resolve(e.DATA_DIR),
    eventStoreUrl: e.EVENTSTORE_URL,
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
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS },
    geocoding: { baseUrl: e.GEOCODING_BASE_URL.replace(/\/+$/, ''), timeoutMs: e.GEOCODING_TIMEOUT_MS },
    readModelsSaveIntervalMs: e.READ_MODELS_SAVE_INTERVAL_S * 1000,
  };
}
