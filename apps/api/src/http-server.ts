// Builds the HTTP server of a process that includes the api: Fastify, body limit, compression, static web assets, sockets.
import fs from 'node:fs';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import { registerCompression, webAssetHeaders } from './http/compression';
import type { AppConfig } from '@tourops/runtime';
import { MongoIoAdapter } from './realtime/mongo-io.adapter';
import { answerClientError, answerFrameworkError, answerWhileClosing } from './http/framework-errors';
import { acceptJsonBodiesOnly } from './http/json-body';
import { addSecurityHeaders, withSecurityHeaders } from './http/security-headers';
import { registerShareRateLimit } from './shared-links/share-rate-limit.guard';

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

/**
 * Above what Node lets through at all (16 KiB of request line and headers), so the router never refuses a long
 * path parameter itself: a long id reaches its pipe, which answers 400 naming the parameter.
 */
export const MAX_PARAM_LENGTH = 16 * 1024;
/** A request (headers and body) must have arrived within this time, else 408; slow senders cannot hold sockets. */
export const REQUEST_TIMEOUT_MS = 60_000;

export async function createHttpApplication(rootModule: Type | DynamicModule, config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: false,
    frameworkErrors: withSecurityHeaders(config, answerFrameworkError),
    clientErrorHandler: answerClientError,
    trustProxy: trustedProxies(config.trustProxy),
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1),
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  addSecurityHeaders(fastify, config);
  acceptJsonBodiesOnly(fastify);
  answerWhileClosing(fastify);
  measureServerTime(app);
  await registerShareRateLimit(fastify, config);
  await registerCompression(app);
  if (fs.existsSync(config.webDistDir))
    await app.register(fastifyStatic as never, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      serve: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: webAssetHeaders(config.webDistDir),
      allowedPath: servesAsset(config),
    });
  if (config.mongodbUrl) {
    const ioAdapter = new MongoIoAdapter(app);
    await ioAdapter.connect(config.mongodbUrl, config.mongodbDb);
    app.useWebSocketAdapter(ioAdapter);
  }
  app.enableShutdownHooks();
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many proxies nearest the server, whoever they are (Fastify 5
 * reads a bare number as "trust nothing", so it is passed as a function): only for an api reachable through them alone.
 */
function trustedProxies(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The build writes source maps for reading a reported stack trace; production never serves them (ADR 0038). */
const servesAsset = (config: AppConfig) => (pathName: string) => !(config.production && pathName.endsWith('.map'));

/** Every answer says how long the server spent on it (Server-Timing: app;dur=milliseconds). */
function measureServerTime(app: NestFastifyApplication) {
  const fastify = app.getHttpAdapter().getInstance();
  const started = new WeakMap<object, bigint>();
  fastify.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
  });
  fastify.addHook('onSend', async (request, reply) => {
    const start = started.get(request);
    if (start !== undefined) void reply.header('server-timing', `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(2)}`);
  });
}

export async function listen(app: INestApplication, config: AppConfig) {
  await app.listen(config.port, config.host);
  console.log(listeningOn(config.host, (app.getHttpServer().address() as { port: number }).port, config.clerk ? 'clerk' : 'local'));
}

/** The line `npm start` prints: the URL to open, and who can reach it. */
export function listeningOn(host: string, port: number, identity: 'local' | 'clerk'): string {
  const everywhere = host === '0.0.0.0' || host === '::';
  const url = `http://${everywhere ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;
  const sign = identity === 'local' ? 'local sign-in' : 'Clerk sign-in';
  return everywhere ? `Listening on ${url} and every network interface (${sign})` : `Listening on ${url} (${sign}; set HOST=0.0.0.0 to listen on every interface)`;
}
