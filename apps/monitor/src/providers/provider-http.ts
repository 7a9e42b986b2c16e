// One HTTP exchange with a provider, bounded by a time limit, with its failures turned into typed provider errors.
// URLs are never repeated in messages: some carry the organization's key.
import {
  ProviderRateLimited,
  ProviderRejected,
  ProviderRejectedKey,
  ProviderUnavailable,
  type ProviderName,
} from './provider-errors';

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** Sends the request and reads the whole body within `timeoutMs`; a timeout or a network failure is ProviderUnavailable. */
export async function exchange(provider: ProviderName, url: URL, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (signal.aborted) throw new ProviderUnavailable(provider, `no answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const detail = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'error';
    throw new ProviderUnavailable(provider, `request failed (${detail})`);
  }
}

/** The body as JSON; anything else is ProviderUnavailable (a proxy's error page, a cut-off answer). */
export function jsonOf(provider: ProviderName, answer: ProviderAnswer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new ProviderUnavailable(provider, `answered HTTP ${answer.status} with a body that is not JSON`);
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`. */
export function retryAfterMs(headers: Headers, now: Date): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

const MAX_MESSAGE = 200;
export const shorten = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text);

/**
 * Throws the typed error of a failed answer: 401/403 rejected key, 429 rate limited, 5xx (and any other non-4xx)
 * unavailable, other 4xx rejected. `message` is what the provider said, when it said something readable.
 */
export function failure(provider: ProviderName, answer: ProviderAnswer, message: string | undefined, now: Date): never {
  const said = message ? `: ${shorten(message)}` : '';
  const { status } = answer;
  // What a provider says about a refused key may quote part of it: only the status is repeated.
  if (status === 401 || status === 403) throw new ProviderRejectedKey(provider, `refused the key (HTTP ${status})`);
  if (status === 429) {
    const wait = retryAfterMs(answer.headers, now);
    throw new ProviderRateLimited(provider, `too many requests (HTTP 429)${said}`, wait);
  }
  if (status >= 400 && status < 500) throw new ProviderRejected(provider, `refused the request (HTTP ${status})${said}`, { status });
  throw new ProviderUnavailable(provider, `answered HTTP ${status}${said}`);
}

/** A `message` string property of a JSON error body, if any. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}
