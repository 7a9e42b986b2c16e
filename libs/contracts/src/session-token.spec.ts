// Specifications of reading a session token's lifetime without verifying it.
import { sessionTokenLifetime } from './session-token';

const jwtWith = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('reading a session token’s lifetime', () => {
  it('reads iat and exp as ms since epoch', () => {
    expect(sessionTokenLifetime(jwtWith({ iat: 1_700_000_000, exp: 1_700_000_060 }))).toEqual({ issuedAt: 1_700_000_000_000, expiresAt: 1_700_000_060_000 });
  });

  it('reads a payload whose base64url holds - and _, with names outside ASCII', () => {
    const token = jwtWith({ name: 'Zoë ~~~???>>>', exp: 1_700_000_060 });
    expect(token.split('.')[1]).toMatch(/-.*_|_.*-/);
    expect(sessionTokenLifetime(token)).toEqual({ expiresAt: 1_700_000_060_000 });
  });

  it('reads a payload whose base64url is left without its padding', () => {
    const token = jwtWith({ exp: 1_700_000_060, n: 12 });
    expect(token.split('.')[1].length % 4).not.toBe(0);
    expect(sessionTokenLifetime(token)).toEqual({ expiresAt: 1_700_000_060_000 });
  });

  it.each([['garbage', 'not-a-jwt'], ['a payload that is not JSON', 'h.bm90IGpzb24.s'], ['claims of the wrong type', jwtWith({ iat: '1', exp: null })]])('reads nothing from %s', (_what, token) => {
    expect(sessionTokenLifetime(token)).toEqual({});
  });
});
