// Specifications of issuing and revoking device tokens, and of checking a token a device presents.
import { deciderSpecification } from '../shared/decider-specification';
import { checkDeviceToken, evolveDeviceTokens, initialDeviceTokensState, type DeviceTokenEvent } from './device-token';
import { ACTIVE_DEVICE_TOKENS_MAX, deviceTokenDecider, type DeviceTokenCommand, type DeviceTokenContext } from './device-token-commands';

const staffId = 'staff-1';
const hash = 'a'.repeat(64);
const now = '2025-06-10T08:00:00.000Z';
const active: DeviceTokenContext = { now, member: 'active' };
const given = deciderSpecification(deviceTokenDecider, active);

const issue = (tokenId = 'tok-1', label = 'Giulia’s phone', secretHash = hash): DeviceTokenCommand => ({ type: 'IssueDeviceToken', data: { staffId, tokenId, label, secretHash } });
const revoke = (tokenId = 'tok-1'): DeviceTokenCommand => ({ type: 'RevokeDeviceToken', data: { staffId, tokenId } });
const issued = (tokenId = 'tok-1', label = 'Giulia’s phone', issuedAt = '2025-06-01T08:00:00.000Z'): DeviceTokenEvent => ({
  type: 'DeviceTokenIssued',
  data: { staffId, tokenId, label, secretHash: hash, issuedAt },
});
const revoked = (tokenId = 'tok-1', revokedAt = '2025-06-05T08:00:00.000Z'): DeviceTokenEvent => ({ type: 'DeviceTokenRevoked', data: { staffId, tokenId, revokedAt } });

describe('IssueDeviceToken', () => {
  it('records the token with its label trimmed, the hash of its secret and the time', () => {
    given().when(issue('tok-1', '  Tablet  ')).then({ type: 'DeviceTokenIssued', data: { staffId, tokenId: 'tok-1', label: 'Tablet', secretHash: hash, issuedAt: now } });
  });

  it('refuses a member that does not exist or was removed', () => {
    const absent = deciderSpecification(deviceTokenDecider, { now, member: 'absent' });
    absent().when(issue()).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
    const removed = deciderSpecification(deviceTokenDecider, { now, member: 'removed' });
    removed().when(issue()).thenThrows({ code: 'conflict', message: /removed/ });
  });

  it.each([
    ['an empty label', '  ', { label: 'Required.' }],
    ['a label too long', 'x'.repeat(101), { label: 'At most 100 characters.' }],
  ])('rejects %s', (_, label, fields) => {
    given().when(issue('tok-1', label)).thenThrows({ code: 'invalid', message: /./, fields });
  });

  it('rejects a hash that is not a SHA-256 digest', () => {
    given().when(issue('tok-1', 'Phone', 'secret-in-clear')).thenThrows({ code: 'invalid', message: /SHA-256/, fields: { secretHash: 'Must be 64 lower-case hex digits.' } });
  });

  it('rejects a token id already used, even by a revoked token', () => {
    given(issued(), revoked()).when(issue('tok-1', 'Other')).thenThrows({ code: 'conflict', message: 'A device token with this id already exists.' });
  });

  it('rejects a second active token with the same label, but not once the first is revoked', () => {
    given(issued('tok-1', 'Phone')).when(issue('tok-2', 'Phone')).thenThrows({ code: 'conflict', message: 'An active token is already labelled Phone.' });
    given(issued('tok-1', 'Phone'), revoked('tok-1')).when(issue('tok-2', 'Phone')).then({
      type: 'DeviceTokenIssued',
      data: { staffId, tokenId: 'tok-2', label: 'Phone', secretHash: hash, issuedAt: now },
    });
  });

  it(`limits a member to ${ACTIVE_DEVICE_TOKENS_MAX} active tokens`, () => {
    const many = Array.from({ length: ACTIVE_DEVICE_TOKENS_MAX }, (_, index) => issued(`tok-${index}`, `Device ${index}`));
    given(many).when(issue('tok-new', 'One more')).thenThrows({ code: 'conflict', message: /revoke one first/ });
    given(many, revoked('tok-3')).when(issue('tok-new', 'One more')).then({
      type: 'DeviceTokenIssued',
      data: { staffId, tokenId: 'tok-new', label: 'One more', secretHash: hash, issuedAt: now },
    });
  });
});

describe('RevokeDeviceToken', () => {
  it('records the revocation with the time', () => {
    given(issued()).when(revoke()).then({ type: 'DeviceTokenRevoked', data: { staffId, tokenId: 'tok-1', revokedAt: now } });
  });

  it('changes nothing for a token already revoked', () => {
    given(issued(), revoked()).when(revoke()).thenNothingHappened();
  });

  it('refuses an unknown token', () => {
    given(issued()).when(revoke('tok-9')).thenThrows({ code: 'not_found', message: 'Device token not found.' });
  });

  it('may revoke a token of a removed member', () => {
    deciderSpecification(deviceTokenDecider, { now, member: 'removed' })(issued())
      .when(revoke())
      .then({ type: 'DeviceTokenRevoked', data: { staffId, tokenId: 'tok-1', revokedAt: now } });
  });
});

describe('checking a presented token', () => {
  const state = [issued('tok-1'), issued('tok-2', 'Tablet'), revoked('tok-2')].reduce(evolveDeviceTokens, initialDeviceTokensState);
  const matches = (recorded: string) => recorded === hash;

  it('accepts a known token whose secret matches', () => {
    expect(checkDeviceToken(state, 'tok-1', matches)).toBe('valid');
  });

  it('refuses a revoked token from the moment it is revoked', () => {
    expect(checkDeviceToken(state, 'tok-2', matches)).toBe('revoked');
  });

  it('treats a wrong secret like an unknown token', () => {
    expect(checkDeviceToken(state, 'tok-1', () => false)).toBe('unknown');
    expect(checkDeviceToken(state, 'tok-3', matches)).toBe('unknown');
  });
});
