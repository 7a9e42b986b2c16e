// What every store behind the shared links' rate limit keeps (the plugin's memory store and ours in MongoDB): a fixed window per key, counted exactly, started again once ended.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

export interface RateLimitStoreUnderTest {
  store: FastifyRateLimitStore;
  cleanup(): Promise<void>;
}

const incr = (store: FastifyRateLimitStore, key: string, windowMs: number, max = 3) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve({ current: result.current, ttl: result.ttl })), windowMs, max));

export function describeRateLimitStoreContract(name: string, makeStore: () => Promise<RateLimitStoreUnderTest>, describeFn: jest.Describe = describe) {
  describeFn(`the rate limit store: ${name}`, () => {
    let underTest: RateLimitStoreUnderTest;
    beforeEach(async () => {
      underTest = await makeStore();
    });
    afterEach(() => underTest.cleanup());

    it('counts the requests of a key within its window and says how long the window has left', async () => {
      const counted = [];
      for (let i = 0; i < 4; i++) counted.push(await incr(underTest.store, 'a', 60_000));
      expect(counted.map((result) => result.current)).toEqual([1, 2, 3, 4]);
      for (const { ttl } of counted) {
        expect(ttl).toBeGreaterThan(50_000);
        expect(ttl).toBeLessThanOrEqual(60_000);
      }
    });

    it('counts each key on its own', async () => {
      await incr(underTest.store, 'a', 60_000);
      await incr(underTest.store, 'a', 60_000);
      expect((await incr(underTest.store, 'b', 60_000)).current).toBe(1);
      expect((await incr(underTest.store, 'a', 60_000)).current).toBe(3);
    });

    it('counts requests arriving at the same moment exactly once each', async () => {
      const counted = await Promise.all(Array.from({ length: 20 }, () => incr(underTest.store, 'crowd', 60_000)));
      expect(counted.map((result) => result.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('starts a fresh window at 1 once the last one has ended', async () => {
      expect((await incr(underTest.store, 'short', 200)).current).toBe(1);
      expect((await incr(underTest.store, 'short', 200)).current).toBe(2);
      const deadline = Date.now() + 5000;
      let current = Infinity;
      while (current !== 1 && Date.now() < deadline) current = (await incr(underTest.store, 'short', 200)).current;
      expect(current).toBe(1);
    });
  });
}
