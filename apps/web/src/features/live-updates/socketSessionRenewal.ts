// Keeps a live-updates socket's session token fresh: before the token expires a fresher one goes over the socket; a refused renewal closes the socket, which then reconnects as before.
import { SESSION_RENEW_EVENT, sessionTokenLifetime, type SessionRenewal, type SessionRenewalAnswer } from '@tourops/contracts';
import type { Socket } from 'socket.io-client';
import { getAccessToken } from '../identity/identityBridge';
import { isFresherToken, renewalDelay } from './renewalSchedule';

/** How long the server has to acknowledge a renewal; without an answer the socket closes at its token's expiry and reconnects. */
const ANSWER_TIMEOUT_MS = 10_000;

export interface SocketSessionRenewal {
  /** The socket connected with `token`: renew it before it expires. */
  connectedWith(token: string | null): void;
  /** The socket is down or going away: nothing to renew until it connects again. */
  stop(): void;
}

export function socketSessionRenewal(socket: Socket): SocketSessionRenewal {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: string | null = null;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    current = null;
  };

  const renewBefore = (token: string) => {
    stop();
    current = token;
    const delay = renewalDelay(sessionTokenLifetime(token), Date.now());
    if (delay !== null) timer = setTimeout(() => void renew(token), delay);
  };

  const renew = async (token: string) => {
    const fresher = await fresherThan(token);
    if (fresher === null || current !== token || !socket.connected) return;
    const renewal: SessionRenewal = { token: fresher };
    const answer: SessionRenewalAnswer | null = await socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck(SESSION_RENEW_EVENT, renewal).catch(() => null);
    if (answer !== null && 'expiresAt' in answer && current === token) renewBefore(fresher);
  };

  return { connectedWith: (token) => (token === null ? stop() : renewBefore(token)), stop };
}

/**
 * A token expiring after `token`: the one requests use when it already does, else a newly issued one; null when the
 * identity has none (the local identity keeps one token until its member signs in again).
 */
async function fresherThan(token: string): Promise<string | null> {
  const cached = await getAccessToken().catch(() => null);
  if (isFresherToken(cached, token)) return cached;
  const issued = await getAccessToken({ fresh: true }).catch(() => null);
  return isFresherToken(issued, token) ? issued : null;
}
