// The device token decider: an admin issues a labelled token to an active member, and revokes it.
import { conflict, invalid, notFound, type Decider } from '../shared/decider';
import { evolveDeviceTokens, initialDeviceTokensState, type DeviceTokenEvent, type DeviceTokensState } from './device-token';

export const DEVICE_TOKEN_LABEL_MAX = 100;
/** Tokens a member may hold at once (revoked ones do not count). */
export const ACTIVE_DEVICE_TOKENS_MAX = 10;

export type DeviceTokenCommand =
  | { type: 'IssueDeviceToken'; data: { staffId: string; tokenId: string; label: string; secretHash: string } }
  | { type: 'RevokeDeviceToken'; data: { staffId: string; tokenId: string } };

/** What a device token command needs besides the tokens: the time, and whether the member may hold tokens. */
export interface DeviceTokenContext {
  now: string;
  member: 'active' | 'removed' | 'absent';
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function issueDeviceToken(data: Extract<DeviceTokenCommand, { type: 'IssueDeviceToken' }>['data'], state: DeviceTokensState, context: DeviceTokenContext): DeviceTokenEvent[] {
  if (context.member === 'absent') throw notFound('Field staff member not found.');
  if (context.member === 'removed') throw conflict('The field staff member has been removed; removed members get no device tokens.');
  const label = data.label.trim();
  if (label === '') throw invalid('Name the device the token is for.', { label: 'Required.' });
  if (label.length > DEVICE_TOKEN_LABEL_MAX) throw invalid(`The label is longer than ${DEVICE_TOKEN_LABEL_MAX} characters.`, { label: `At most ${DEVICE_TOKEN_LABEL_MAX} characters.` });
  if (!SHA256_HEX.test(data.secretHash)) throw invalid('The secret hash is not a SHA-256 hex digest.', { secretHash: 'Must be 64 lower-case hex digits.' });
  if (state.tokens.some((token) => token.tokenId === data.tokenId)) throw conflict('A device token with this id already exists.');
  const active = state.tokens.filter((token) => token.revokedAt === null);
  if (active.length >= ACTIVE_DEVICE_TOKENS_MAX)
    throw conflict(`This member already has ${ACTIVE_DEVICE_TOKENS_MAX} active device tokens; revoke one first.`);
  if (active.some((token) => token.label === label)) throw conflict(`An active token is already labelled ${label}.`);
  return [{ type: 'DeviceTokenIssued', data: { staffId: data.staffId, tokenId: data.tokenId, label, secretHash: data.secretHash, issuedAt: context.now } }];
}

/** Revoking takes effect at once; revoking a revoked token changes nothing. */
export function revokeDeviceToken(data: Extract<DeviceTokenCommand, { type: 'RevokeDeviceToken' }>['data'], state: DeviceTokensState, context: DeviceTokenContext): DeviceTokenEvent[] {
  const token = state.tokens.find((candidate) => candidate.tokenId === data.tokenId);
  if (!token) throw notFound('Device token not found.');
  if (token.revokedAt !== null) return [];
  return [{ type: 'DeviceTokenRevoked', data: { staffId: data.staffId, tokenId: data.tokenId, revokedAt: context.now } }];
}

export function decideDeviceTokens(command: DeviceTokenCommand, state: DeviceTokensState, context: DeviceTokenContext): DeviceTokenEvent[] {
  switch (command.type) {
    case 'IssueDeviceToken':
      return issueDeviceToken(command.data, state, context);
    case 'RevokeDeviceToken':
      return revokeDeviceToken(command.data, state, context);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const deviceTokenDecider: Decider<DeviceTokenCommand, DeviceTokenEvent, DeviceTokensState, DeviceTokenContext> = {
  decide: decideDeviceTokens,
  evolve: evolveDeviceTokens,
  initialState: initialDeviceTokensState,
};
