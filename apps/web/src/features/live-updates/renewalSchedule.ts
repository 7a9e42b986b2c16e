// When a live-updates socket renews its session token: once 80% of the token's life has passed or 20 s before it expires, whichever is sooner.
import { sessionTokenLifetime, type SessionTokenLifetime } from '@tourops/contracts';

const SHARE_OF_LIFE = 0.8;
const MARGIN_MS = 20_000;
/** The shortest wait (or half the token's life, if shorter): a browser clock far ahead of the issuer's cannot renew in a loop. */
const SHORTEST_DELAY_MS = 5_000;
/** The longest delay setTimeout keeps (about 24.8 days). */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/** Ms from `now` until a socket connected with a token of this lifetime renews it; null for a token without expiry, whose socket the server never closes. */
export function renewalDelay({ issuedAt, expiresAt }: SessionTokenLifetime, now: number): number | null {
  if (expiresAt === undefined) return null;
  const beforeExpiry = expiresAt - MARGIN_MS;
  const renewAt = issuedAt === undefined ? beforeExpiry : Math.min(issuedAt + SHARE_OF_LIFE * (expiresAt - issuedAt), beforeExpiry);
  const shortest = issuedAt === undefined ? SHORTEST_DELAY_MS : Math.min(SHORTEST_DELAY_MS, (expiresAt - issuedAt) / 2);
  return Math.min(Math.max(renewAt - now, shortest), LONGEST_DELAY_MS);
}

/** Whether `candidate` expires after `current`, so that renewing with it moves the socket's end. */
export function isFresherToken(candidate: string | null, current: string): candidate is string {
  if (candidate === null) return false;
  const candidateExpiry = sessionTokenLifetime(candidate).expiresAt;
  const currentExpiry = sessionTokenLifetime(current).expiresAt;
  return candidateExpiry !== undefined && currentExpiry !== undefined && candidateExpiry > currentExpiry;
}
