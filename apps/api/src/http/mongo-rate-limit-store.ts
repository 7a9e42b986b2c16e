// @fastify/rate-limit's store in MongoDB: one fixed window per key, counted atomically by every api process, dropped by a TTL index once ended.
import type { Collection, Document } from 'mongodb';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

/** A key's current window: how many requests it counted and when it ends. */
export interface RateLimitWindow {
  _id: string;
  count: number;
  endsAt: Date;
}

/** What the store needs of the collection; a MongoDB collection, or a stand-in that applies the same update pipeline. */
export type RateLimitWindows = Pick<Collection<RateLimitWindow>, 'findOneAndUpdate' | 'createIndex'>;

/**
 * One request more in the key's window, as one update pipeline (atomic per document): a window still open counts on, an
 * ended or missing one starts again at 1 and ends `windowMs` after `now`.
 */
export function countRequest(now: Date, windowMs: number): Document[] {
  const open = { $gt: ['$endsAt', now] };
  return [{ $set: { count: { $cond: [open, { $add: ['$count', 1] }, 1] }, endsAt: { $cond: [open, '$endsAt', new Date(now.getTime() + windowMs)] } } }];
}

/** Windows are removed by MongoDB's TTL monitor once ended (it runs about once a minute; an ended window still there counts as ended). */
export async function createRateLimitIndexes(windows: RateLimitWindows): Promise<void> {
  await windows.createIndex({ endsAt: 1 }, { expireAfterSeconds: 0, name: 'ended_windows' });
}

export class MongoRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly windows: RateLimitWindows,
    private readonly now: () => number = Date.now,
  ) {}

  /** The plugin's documented store method: the key's count in its window and the milliseconds until the window ends. */
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    this.count(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Every route shares the windows: the key (the client's address) is what is counted. */
  child(): FastifyRateLimitStore {
    return this;
  }

  /** An upsert matching `_id` alone: when two processes create the same window at once, MongoDB retries the loser itself. */
  async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = new Date(this.now());
    const window = await this.windows.findOneAndUpdate({ _id: key }, countRequest(now, windowMs), { upsert: true, returnDocument: 'after' });
    if (!window) throw new Error(`The rate limit window of ${key} was not returned by MongoDB.`);
    return { current: window.count, ttl: Math.max(0, window.endsAt.getTime() - now.getTime()) };
  }
}

/** The constructor the plugin's `store` option takes (it calls `new Store(options)`), bound to the windows collection. */
export function mongoRateLimitStore(windows: RateLimitWindows): FastifyRateLimitStoreCtor {
  return class extends MongoRateLimitStore {
    constructor() {
      super(windows);
    }
  };
}
