// The security headers of every answer (ADR 0038): helmet with the Content-Security-Policy the web app runs under, framing refused, no sniffing.
import helmet, { type HelmetOptions } from 'helmet';
import { parsePublishableKey } from '@clerk/shared/keys';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@tourops/runtime';

type Directives = Record<string, string[]>;

/** What Clerk's widgets load and call, from its documented CSP requirements; its Frontend API host comes from the publishable key. */
function clerkSources(publishableKey: string): Directives {
  const frontendApi = `https://${parsePublishableKey(publishableKey, { fatal: true }).frontendApi}`;
  return {
    'script-src': [frontendApi, 'https://challenges.cloudflare.com', 'https://*.protect.clerk.com'],
    'connect-src': [frontendApi, 'https://img.clerk.com', 'https://clerk-telemetry.com', 'https://*.clerk-telemetry.com', 'https://*.protect.clerk.com:*'],
    'img-src': ['https://img.clerk.com'],
    // Clerk's widgets inject their styles as <style> elements (CSS-in-JS).
    'style-src': ["'unsafe-inline'"],
    'style-src-elem': ["'unsafe-inline'"],
    'frame-src': ["'self'", 'https://challenges.cloudflare.com', 'https://*.protect.clerk.com'],
  };
}

/**
 * The policy of the built web app: its own scripts only (none inline), style sheets from its own files, the style attributes
 * ECharts writes in its tooltips' HTML, images and fonts it ships (data: and blob: included), the api and its socket ('self' covers ws:/wss: of the
 * same host; data: for the WebAssembly of @react-pdf's layout engine, fetched from a data: URL and compiled), workers from itself or
 * blob:, and Clerk's hosts when it is configured. Never framed; plain-http requests upgraded in production only.
 */
export function contentSecurityPolicyOf(config: Pick<AppConfig, 'production' | 'clerk'>): Directives {
  const clerk = config.clerk?.publishableKey ? clerkSources(config.clerk.publishableKey) : {};
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [name, sources] of Object.entries(clerk)) directives[name] = name === 'frame-src' ? sources : [...directives[name], ...sources];
  if (config.production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** One year of HTTPS-only, for this host alone, and only in production: a development server on plain http must stay reachable. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function securityHeaderOptions(config: Pick<AppConfig, 'production' | 'clerk'>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyOf(config) },
    strictTransportSecurity: config.production ? { maxAge: ONE_YEAR_S, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** What sets the headers on an answer. Built once per use: building helmet parses the policy (@fastify/helmet did it for every request). */
const headersSetterOf = (config: Pick<AppConfig, 'production' | 'clerk'>) => helmet(securityHeaderOptions(config));

/** Registers the headers before every other hook, so that every answer of a route carries them: pages, assets, api, errors, 404s, the 503 while closing. */
export function addSecurityHeaders(fastify: FastifyInstance, config: Pick<AppConfig, 'production' | 'clerk'>) {
  const setHeaders = headersSetterOf(config);
  // helmet calls next with nothing: since 8.1 it throws what goes wrong.
  fastify.addHook('onRequest', (request, reply, next) => setHeaders(request.raw, reply.raw, next as () => void));
}

type FrameworkErrorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => void;

/** Fastify's answers outside any route (a URL that cannot be decoded, a parameter too long) run no hook: the same headers, set by the same helmet. */
export function withSecurityHeaders(config: Pick<AppConfig, 'production' | 'clerk'>, answer: FrameworkErrorHandler): FrameworkErrorHandler {
  const setHeaders = headersSetterOf(config);
  return (error, request, reply) => {
    setHeaders(request.raw, reply.raw, () => undefined);
    answer(error, request, reply);
  };
}
