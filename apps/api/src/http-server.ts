// Builds the HTTP server of a process that includes the api: Fastify, body limit, static web assets, sockets.
import fs from 'node:fs';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@tourops/runtime';
import { MongoIoAdapter } from './realtime/mongo-io.adapter';

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

export async function createHttpApplication(rootModule: Type | DynamicModule, config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: config.bodyLimitBytes });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(config.logLevel) + 1),
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
