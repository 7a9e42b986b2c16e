// Device tokens of a field staff member: the events, the state and evolve of stream device-{orgId}.{staffId}.

/** One token a member's device reports positions with; only the SHA-256 hash of its secret is recorded. */
export interface DeviceToken {
  tokenId: string;
  label: string;
  /** Hex SHA-256 of the token's secret part. */
  secretHash: string;
  /** ISO-8601 instants. */
  issuedAt: string;
  revokedAt: string | null;
}

export type DeviceTokenEvent =
  | { type: 'DeviceTokenIssued'; data: { staffId: string; tokenId: string; label: string; secretHash: string; issuedAt: string } }
  | { type: 'DeviceTokenRevoked'; data: { staffId: string; tokenId: string; revokedAt: string } };

export type DeviceTokenEventType = DeviceTokenEvent['type'];

export const DEVICE_TOKEN_EVENT_TYPES: readonly DeviceTokenEventType[] = ['DeviceTokenIssued', 'DeviceTokenRevoked'];

/** The member's tokens in the order they were issued, revoked ones included. */
export interface DeviceTokensState {
  tokens: readonly DeviceToken[];
}

export const initialDeviceTokensState: DeviceTokensState = { tokens: [] };

export function evolveDeviceTokens(state: DeviceTokensState, event: DeviceTokenEvent): DeviceTokensState {
  switch (event.type) {
    case 'DeviceTokenIssued': {
      const { tokenId, label, secretHash, issuedAt } = event.data;
      return { tokens: [...state.tokens, { tokenId, label, secretHash, issuedAt, revokedAt: null }] };
    }
    case 'DeviceTokenRevoked':
      return {
        tokens: state.tokens.map((token) => (token.tokenId === event.data.tokenId ? { ...token, revokedAt: event.data.revokedAt } : token)),
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export type DeviceTokenCheck = 'valid' | 'unknown' | 'revoked';

/** Whether a token id with this secret hash may report: known, not revoked, and the hash matches (compared by the caller in constant time). */
export function checkDeviceToken(state: DeviceTokensState, tokenId: string, hashMatches: (recordedHash: string) => boolean): DeviceTokenCheck {
  const token = state.tokens.find((candidate) => candidate.tokenId === tokenId);
  if (!token || !hashMatches(token.secretHash)) return 'unknown';
  return token.revokedAt === null ? 'valid' : 'revoked';
}

export const deviceTokenStreamName = (orgId: string, staffId: string) => `device-${orgId}.${staffId}`;
