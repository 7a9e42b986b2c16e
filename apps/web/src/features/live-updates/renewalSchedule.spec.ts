// Specifications of when a live-updates socket renews its session token: 80% into the token's life or 20 s before its expiry, whichever is sooner.
import { isFresherToken, renewalDelay } from './renewalSchedule';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const issuedAt = Date.UTC(2027, 0, 1, 9);
const tokenOf = (claims: { iat?: number; exp?: number }) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const lifetime = (life: number) => ({ issuedAt, expiresAt: issuedAt + life });

describe('when a socket renews its session token', () => {
  it('renews a Clerk token of a minute 20 s before it expires, which comes before 80% of its life', () => {
    expect(renewalDelay(lifetime(MINUTE), issuedAt)).toBe(40 * SECOND);
  });

  it('renews a local token of 12 hours once 80% of its life has passed, which comes before 20 s before it expires', () => {
    expect(renewalDelay(lifetime(12 * HOUR), issuedAt)).toBeCloseTo(9.6 * HOUR);
  });

  it('counts from the token’s issue: a token obtained 30 s into its minute renews 10 s later', () => {
    expect(renewalDelay(lifetime(MINUTE), issuedAt + 30 * SECOND)).toBe(10 * SECOND);
  });

  it('waits 5 s when the renewal moment has passed (a cached token, a clock ahead of the issuer’s), so renewals never run in a loop', () => {
    expect(renewalDelay(lifetime(MINUTE), issuedAt + 50 * SECOND)).toBe(5 * SECOND);
    expect(renewalDelay(lifetime(MINUTE), issuedAt + 5 * MINUTE)).toBe(5 * SECOND);
  });

  it('renews a token of a few seconds halfway through its life', () => {
    expect(renewalDelay(lifetime(3 * SECOND), issuedAt)).toBe(1.5 * SECOND);
  });

  it('renews a token without an issue time 20 s before it expires', () => {
    expect(renewalDelay({ expiresAt: issuedAt + MINUTE }, issuedAt)).toBe(40 * SECOND);
  });

  it('does not renew a token without expiry: the server never closes its socket', () => {
    expect(renewalDelay({ issuedAt }, issuedAt)).toBeNull();
  });

  it('waits no longer than a timer can (about 24.8 days) for a token of a year', () => {
    expect(renewalDelay(lifetime(365 * 24 * HOUR), issuedAt)).toBe(2 ** 31 - 1);
  });
});

describe('which token a renewal sends', () => {
  const current = tokenOf({ iat: 100, exp: 160 });

  it('sends a token that expires later than the socket’s', () => {
    expect(isFresherToken(tokenOf({ iat: 140, exp: 200 }), current)).toBe(true);
  });

  it.each([
    ['the socket’s own token', current],
    ['a token expiring at the same moment', tokenOf({ iat: 101, exp: 160 })],
    ['a token expiring sooner', tokenOf({ iat: 90, exp: 150 })],
    ['a token without expiry', tokenOf({ iat: 140 })],
    ['garbage', 'not-a-token'],
    ['no token (signed out)', null],
  ])('sends nothing for %s', (_what, candidate) => {
    expect(isFresherToken(candidate, current)).toBe(false);
  });
});
