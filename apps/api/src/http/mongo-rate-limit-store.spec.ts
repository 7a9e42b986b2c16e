// The MongoDB rate limit store: its update pipeline and clock without a server (applied by mingo), the contract with the plugin's own memory store, and against MongoDB when MONGODB_URL is set.
import { MongoClient } from 'mongodb';
import { updateOne } from 'mingo';
import { createRateLimitIndexes, MongoRateLimitStore, RATE_LIMITS_COLLECTION, type RateLimitWindow, type RateLimitWindows } from './mongo-rate-limit-store';
import { describeRateLimitStoreContract } from './rate-limit-store.contract';

// The plugin's memory store is not part of its typed API; the contract shows ours answers as it does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore');

/** A collection stand-in: findOneAndUpdate upserts by `_id` and applies the update pipeline as MongoDB would (mingo). */
function windowsInMemory(): RateLimitWindows & { documents: RateLimitWindow[]; indexes: unknown[] } {
  const documents: RateLimitWindow[] = [];
  const indexes: unknown[] = [];
  return {
    documents,
    indexes,
    async findOneAndUpdate(filter: { _id: string }, pipeline: unknown) {
      if (!documents.some((document) => document._id === filter._id)) documents.push({ _id: filter._id } as RateLimitWindow);
      updateOne(documents as never[], { _id: filter._id }, pipeline as never);
      return { ...documents.find((document) => document._id === filter._id)! };
    },
    async createIndex(spec: unknown, options: unknown) {
      indexes.push({ spec, options });
      return 'ended_windows';
    },
  } as never;
}

describe('the MongoDB rate limit store, its update pipeline applied without a server', () => {
  let now = Date.parse('2026-11-26T14:00:00Z');
  const store = (windows = windowsInMemory()) => ({ windows, store: new MongoRateLimitStore(windows, () => now) });

  it('counts on within a window, answering the milliseconds it has left', async () => {
    const { store: limit } = store();
    expect(await limit.count('203.0.113.7', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 15_500;
    expect(await limit.count('203.0.113.7', 60_000)).toEqual({ current: 2, ttl: 44_500 });
  });

  it('starts again at 1 once the window has ended, even while the TTL monitor has not removed it yet', async () => {
    const { store: limit, windows } = store();
    await limit.count('203.0.113.7', 60_000);
    await limit.count('203.0.113.7', 60_000);
    now += 60_000;
    expect(await limit.count('203.0.113.7', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(windows.documents).toEqual([{ _id: '203.0.113.7', count: 1, endsAt: new Date(now + 60_000) }]);
  });

  it('lets MongoDB drop ended windows with a TTL index on their end', async () => {
    const windows = windowsInMemory();
    await createRateLimitIndexes(windows);
    expect(windows.indexes).toEqual([{ spec: { endsAt: 1 }, options: { expireAfterSeconds: 0, name: 'ended_windows' } }]);
  });

  it('answers the plugin through its callback, errors included', async () => {
    const failing = new MongoRateLimitStore({ findOneAndUpdate: async () => Promise.reject(new Error('no primary')) } as never);
    const answer = await new Promise((resolve) => failing.incr('a', (error, result) => resolve({ error: error?.message, result }), 1000));
    expect(answer).toEqual({ error: 'no primary', result: undefined });
  });
});

describeRateLimitStoreContract('MongoDB store, pipeline applied by mingo', async () => ({ store: new MongoRateLimitStore(windowsInMemory()), cleanup: async () => undefined }));

describeRateLimitStoreContract('the plugin’s memory store', async () => ({ store: new LocalStore(false, false, 100), cleanup: async () => undefined }));

const url = process.env.MONGODB_URL;
let databases = 0;
describeRateLimitStoreContract(
  url ? 'MongoDB' : 'MongoDB (set MONGODB_URL to run)',
  async () => {
    const client = await new MongoClient(url as string).connect();
    const db = client.db(`rl_contract_${process.pid}_${++databases}`);
    const windows = db.collection<RateLimitWindow>(RATE_LIMITS_COLLECTION);
    await createRateLimitIndexes(windows);
    return {
      store: new MongoRateLimitStore(windows),
      cleanup: async () => {
        await db.dropDatabase().finally(() => client.close());
      },
    };
  },
  url ? describe : describe.skip,
);
