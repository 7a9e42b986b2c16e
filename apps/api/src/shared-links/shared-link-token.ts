// Shared link tokens: 32 random bytes (256 bits) in base64url, made once, recorded only as their SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import { SHARED_LINK_TOKEN_PATTERN } from '@tourops/contracts';

export const newSharedLinkToken = () => randomBytes(32).toString('base64url');

export const hashSharedLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as the link carries it; anything else cannot lead to a link. */
export const isSharedLinkToken = (value: unknown): value is string => typeof value === 'string' && SHARED_LINK_TOKEN_PATTERN.test(value);
