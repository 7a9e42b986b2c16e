// SPEC.md §7 retries: one more attempt on 408, 409, 425, 429 and 5xx gateway statuses, for GET, HEAD and OPTIONS only.
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const MAX_RETRY_AFTER_MS = 5_000;

export const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

/** Delay before the retry: the server's Retry-After when it gives one (capped), else a short pause. */
export function retryDelayMs(response: Response | undefined, fallbackMs: number): number {
  const header = response?.headers.get('retry-after');
  if (!header) return fallbackMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : fallbackMs;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

export function retryIdempotent(
  baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>,
  { retries = 1, delayMs = 300 } = {},
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> {
  return async (args, api, extraOptions) => {
    let result = await baseQuery(args, api, extraOptions);
    if (!IDEMPOTENT_METHODS.has(methodOf(args))) return result;
    for (let attempt = 0; attempt < retries; attempt++) {
      const status = result.error?.status;
      if (typeof status !== 'number' || !RETRYABLE_STATUSES.has(status) || api.signal.aborted) break;
      await pause(retryDelayMs(result.meta?.response, delayMs), api.signal);
      if (api.signal.aborted) break;
      result = await baseQuery(args, api, extraOptions);
    }
    return result;
  };
}
