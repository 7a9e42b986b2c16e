// The verified-token cache: remembered until the token's expiry, never past it, bounded in size.
import type { Principal } from './principal';
import { VerifiedTokenCache } from './verified-token-cache';

const principal = { userId: 'u1', orgId: 'acme' } as Principal;

describe('the verified-token cache', () => {
  it('answers a remembered token until its expiry, and not after', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache(() => now);
    cache.remember('t', principal, now + 60_000);
    expect(cache.get('t')).toBe(principal);
    now += 60_000;
    expect(cache.get('t')).toBeUndefined();
  });

  it('does not remember a token without an expiry or already expired', () => {
    const cache = new VerifiedTokenCache(() => 5_000);
    cache.remember('none', principal, undefined);
    cache.remember('old', principal, 4_000);
    expect(cache.get('none')).toBeUndefined();
    expect(cache.get('old')).toBeUndefined();
  });
});
