// How every API call is made: bearer token, the boot's early reads, read-your-writes position, 401 reporting, and the §7 retry.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { getAccessToken } from '../features/identity/identityBridge';
import { takeBootRead } from './bootRequests';
import { sessionRejected } from '../features/identity/identitySlice';
import { positionWritten, selectWrittenPosition, type ReadYourWritesState } from './readYourWritesSlice';
import { methodOf, retryIdempotent } from './retryIdempotent';

type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** Reads served by projections: they accept minPosition and wait for it. */
const PROJECTED_READS = /^(tours|settings|travelers|field-staff|users|reports|shared-links)(\/|\?|$)/;
/** Calls that need no session: a 401 from them says nothing about the session. */
const PUBLIC_CALLS = /^(identity|dev\/session|share)(\/|\?|$)/;

/**
 * API answers are small and a page waits for them: asked with high priority, they pass the page's code queued for one of the
 * browser's 6 connections to the server (ADR 0043).
 */
const ahead: typeof fetch = (input, init) => fetch(input, { ...init, priority: 'high' });

const authorizedFetch = fetchBaseQuery({
  baseUrl: '/api',
  fetchFn: ahead,
  prepareHeaders: async (headers) => {
    const token = await getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).replace(/^\//, '');

/** The address fetchBaseQuery asks for `args`: '/api/' and the url, then the params it sends (the defined ones, in order). */
function addressOf(args: string | FetchArgs): string {
  const params = typeof args === 'string' ? [] : Object.entries((args.params ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  return `/api/${urlOf(args)}${params.length ? `?${new URLSearchParams(params.map(([key, value]) => [key, String(value)]))}` : ''}`;
}

/** A read the boot script asked for the landing page, with this session's token, answers its query once (ADR 0043); anything else is asked as usual. */
const withBootReads = (baseQuery: ApiBaseQuery): ApiBaseQuery => async (args, api, extraOptions) => {
  const early = methodOf(args) === 'GET' ? takeBootRead(addressOf(args)) : null;
  if (early && early.token === (await getAccessToken())) {
    const data = await early.answer;
    if (data) return { data };
  }
  return baseQuery(args, api, extraOptions);
};

const withReadYourWrites = (baseQuery: ApiBaseQuery): ApiBaseQuery => async (args, api, extraOptions) => {
  const method = methodOf(args);
  const url = urlOf(args);
  const position = selectWrittenPosition(api.getState() as { readYourWrites: ReadYourWritesState });
  const request: string | FetchArgs =
    method === 'GET' && position && PROJECTED_READS.test(url)
      ? { ...(typeof args === 'string' ? { url: args } : args), params: { ...(typeof args === 'string' ? {} : args.params), minPosition: position } }
      : args;
  const result = await baseQuery(request, api, extraOptions);
  const written = result.data as { position?: unknown } | undefined;
  if (method !== 'GET' && typeof written?.position === 'string') api.dispatch(positionWritten(written.position));
  if (result.error?.status === 401 && !PUBLIC_CALLS.test(url)) api.dispatch(sessionRejected());
  return result;
};

export const apiBaseQuery: ApiBaseQuery = retryIdempotent(withReadYourWrites(withBootReads(authorizedFetch)));
