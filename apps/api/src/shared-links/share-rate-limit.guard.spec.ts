// Specifications of the fixed-window limit per address: the limit within a window, a fresh window after it, addresses apart, Retry-After.
import { FixedWindowLimiter } from './share-rate-limit.guard';

describe('the fixed-window limit per address', () => {
  let now = 0;
  const limiter = () => new FixedWindowLimiter(3, 60_000, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows the limit within a window, then answers the seconds until the window ends', () => {
    const limit = limiter();
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([null, null, null]);
    now += 15_500;
    expect(limit.take('a')).toBe(45);
    now += 44_000;
    expect(limit.take('a')).toBe(1);
  });

  it('starts a fresh window once the last one has ended', () => {
    const limit = limiter();
    for (let i = 0; i < 4; i++) limit.take('a');
    now += 60_000;
    expect(limit.take('a')).toBeNull();
  });

  it('counts each address on its own', () => {
    const limit = limiter();
    for (let i = 0; i < 4; i++) limit.take('a');
    expect(limit.take('b')).toBeNull();
  });
});
