// The public shared-link endpoints' limit per client address (SHARE_RATE_LIMIT per SHARE_RATE_WINDOW_S, @fastify/rate-limit): 429 with Retry-After beyond it.
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MongoClient } from 'mongodb';
import type { AppConfig } from '@tourops/runtime';
import { RateLimitedError } from '../http/errors';
import { createRateLimitIndexes, mongoRateLimitStore, RATE_LIMITS_COLLECTION, type RateLimitWindow } from '../http/mongo-rate-limit-store';

type ShareRateLimit = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Registers the plugin for no route of its own (global: false): the guard asks it. Keyed by `request.ip`, which Fastify
 * reads from X-Forwarded-For only for the proxies TRUST_PROXY names. With MongoDB, the windows are shared by every api
 * process; without it, the plugin's memory store counts for this process. A store that cannot answer lets requests through.
 */
export async function registerShareRateLimit(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const { requests, windowMs } = config.shareRateLimit;
  let store;
  if (config.mongodbUrl) {
    const client = new MongoClient(config.mongodbUrl);
    const windows = client.db(config.mongodbDb).collection<RateLimitWindow>(RATE_LIMITS_COLLECTION);
    await createRateLimitIndexes(windows);
    fastify.addHook('onClose', async () => client.close());
    store = mongoRateLimitStore(windows);
  }
  await fastify.register(fastifyRateLimit, { global: false, max: requests, timeWindow: windowMs, skipOnError: true, ...(store ? { store } : {}) });
}

/** Counts the request against its address, after SharePrivacyGuard so a refusal carries the privacy headers too. */
@Injectable()
export class ShareRateLimitGuard implements CanActivate {
  private limit: ShareRateLimit | null = null;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const verdict = await this.shareRateLimit()(context.switchToHttp().getRequest<FastifyRequest>());
    if (!verdict.isAllowed && verdict.isExceeded) throw new RateLimitedError(Math.max(1, verdict.ttlInSeconds));
    return true;
  }

  private shareRateLimit(): ShareRateLimit {
    if (this.limit) return this.limit;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (typeof fastify.createRateLimit !== 'function') throw new Error('The shared links\' rate limit is not registered: createHttpApplication calls registerShareRateLimit.');
    return (this.limit = fastify.createRateLimit());
  }
}
