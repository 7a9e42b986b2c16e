// The device token format: what is read as a token, and how its secret is checked.
import { formatDeviceToken, hashDeviceSecret, newDeviceSecret, parseDeviceToken, secretMatches } from './device-token-secret';

const parts = { orgId: 'org_2abc-X', staffId: '7d4f3c52-9f2e-4a53-8c59-6a1b0f1f2a3b', tokenId: '0b6c3e1a-4d2f-4c7e-9a8b-1c2d3e4f5a6b', secret: newDeviceSecret() };

describe('device tokens', () => {
  it('read back the parts they were made of', () => {
    expect(parseDeviceToken(formatDeviceToken(parts))).toEqual(parts);
  });

  it.each([
    ['a session token (a JWT)', 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl'],
    ['a token without the prefix', formatDeviceToken(parts).slice(4)],
    ['a token with a part missing', `tdt_${parts.orgId}.${parts.staffId}.${parts.secret}`],
    ['a token whose member is not an id', formatDeviceToken({ ...parts, staffId: 'giulia' })],
    ['a token with a short secret', formatDeviceToken({ ...parts, secret: 'abc' })],
    ['an organization with a dot', formatDeviceToken({ ...parts, orgId: 'a.b' })],
  ])('refuse %s', (_, token) => {
    expect(parseDeviceToken(token)).toBeNull();
  });

  it('match only the secret whose hash was recorded', () => {
    const recorded = hashDeviceSecret(parts.secret);
    expect(recorded).toMatch(/^[0-9a-f]{64}$/);
    expect(secretMatches(parts.secret, recorded)).toBe(true);
    expect(secretMatches(newDeviceSecret(), recorded)).toBe(false);
    expect(secretMatches(parts.secret, 'abc')).toBe(false);
  });
});
