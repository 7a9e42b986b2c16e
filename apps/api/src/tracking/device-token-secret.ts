// The device token format `tdt_{orgId}.{staffId}.{tokenId}.{secret}`: made, read, and its secret hashed and compared.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_TOKEN_PREFIX = 'tdt_';

export interface DeviceTokenParts {
  orgId: string;
  staffId: string;
  tokenId: string;
  secret: string;
}

const ORG_ID = /^[A-Za-z0-9_-]{1,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** 32 random bytes, base64url. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const newDeviceSecret = () => randomBytes(32).toString('base64url');

export const hashDeviceSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const formatDeviceToken = ({ orgId, staffId, tokenId, secret }: DeviceTokenParts) => `${DEVICE_TOKEN_PREFIX}${orgId}.${staffId}.${tokenId}.${secret}`;

/** The parts of a well-formed device token, or null for anything else (a session token, a typo). */
export function parseDeviceToken(token: string): DeviceTokenParts | null {
  if (!token.startsWith(DEVICE_TOKEN_PREFIX) || token.length > 300) return null;
  const parts = token.slice(DEVICE_TOKEN_PREFIX.length).split('.');
  if (parts.length !== 4) return null;
  const [orgId, staffId, tokenId, secret] = parts;
  if (!ORG_ID.test(orgId) || !UUID.test(staffId) || !UUID.test(tokenId) || !SECRET.test(secret)) return null;
  return { orgId, staffId, tokenId, secret };
}

/** Compares the hash of a presented secret with a recorded one in constant time. */
export function secretMatches(secret: string, recordedHash: string): boolean {
  const presented = Buffer.from(hashDeviceSecret(secret), 'hex');
  const recorded = Buffer.from(recordedHash, 'hex');
  return presented.length === recorded.length && timingSafeEqual(presented, recorded);
}
