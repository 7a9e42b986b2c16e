// Builds the HTTP server of a process that includes the api: Fastify, body limit, static web assets, sockets.
import fs from 'node:fs';
import { Logger, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@tourops/runtime';
import { toProblem } from './http/problem.filter';
import { MongoIoAdapter } from './realtime/mongo-io.adapter';

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

export async function createHttpApplication(rootModule: Type | DynamicModule, config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: config.bodyLimitBytes, trustProxy: true });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Errors raised before Nest routes (bad JSON, oversize body, wrong media type) get the same problem+json.
  fastify.setErrorHandler((error, _request, reply) => {
    const problem = toProblem(error);
    if (problem.status >= 500) new Logger('Http').error(error);
    void reply.status(problem.status).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
  });
  if (fs.existsSync(config.webDistDir))
    await app.register(fastifyStatic as never, { root: config.webDistDir, wildcard: false, index: false, serve: true, cacheControl: true, maxAge: '1h' });
  if (config.mongodbUrl) {
    const ioAdapter = new MongoIoAdapter(app);
    await ioAdapter.connect(config.mongodbUrl, config.mongodbDb);
    app.useWebSocketAdapter(ioAdapter);
  }
  app.enableShutdownHooks();
  return app;
}

export async function listen(app: INestApplication, config: AppConfig) {
  await app.listen(config.port, config.host);
  console.log(`Listening on http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`);
}
