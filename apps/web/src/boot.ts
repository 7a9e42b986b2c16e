// The boot requests, a script of their own that index.html loads first: sent while the app's code downloads (ADR 0043). How to sign in and,
// with a local token kept from before, who it is, the organization's settings and the first reads of the page the load lands on; the app takes
// them through app/bootRequests.ts. It imports nothing the app's chunks hold, so it arrives alone and small.
import type { IdentityConfigView, MeView } from '@tourops/contracts';
import type { Settings } from '@tourops/domain';
import { BOOT_REQUESTS, type BootRequests, type Early } from './app/bootRequestsShape';
import { readLocalSessionToken } from './features/identity/localSessionToken';

const okJson = <T>(response: Response): Promise<T | null> => (response.ok ? (response.json() as Promise<T>) : Promise.resolve(null));

function get<T>(url: string, token?: string): Early<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { headers, priority: 'high' }).then(okJson<T>, () => null);
}

/**
 * The first reads of the pages whose largest paint is held to a goal, by the address the page's own query asks (RTK Query's fetchBaseQuery:
 * '/api/' + url, then its defined params in order through URLSearchParams); the boot-requests browser test fails if one is asked twice.
 */
const OPEN_NOTIFICATIONS = `/api/notifications?${new URLSearchParams({ status: 'UNREAD,READ,ACKNOWLEDGED', limit: '50' })}`;
/**
 * The tour list without a status filter: asked at once, beside the settings, and taken only if they say no filter is saved (with one, the page
 * asks for its filtered list itself and this read goes unused): waiting for the settings cost the tour list's first paint a whole round trip.
 */
const UNFILTERED_TOUR_LIST = `/api/tours?${new URLSearchParams({ sort: 'updatedAt', order: 'desc', limit: '50' })}`;
const LANDING_READS: Record<string, string[]> = {
  '/dashboard/overview': ['/api/dashboard/overview', OPEN_NOTIFICATIONS],
  '/tools/notifications': [OPEN_NOTIFICATIONS],
  '/tours/all': [UNFILTERED_TOUR_LIST],
};

// How to sign in first: nothing starts without it. Then the session, then the page's reads (the browser's six connections to the server are
// shared with the app's code, and taken in the order asked).
const identity = get<IdentityConfigView>('/api/identity');
const token = readLocalSessionToken();
const session = token ? { token, me: get<MeView>('/api/me', token), settings: get<Settings>('/api/settings', token) } : null;
// The landing page's reads and the app bar's notification count, by address.
const reads = new Map<string, Early<unknown>>();
if (session && !location.search) {
  const unfiltered = (found: Settings | null) => (found?.editor.tourList?.tourStatusFilter ?? []).length === 0;
  for (const address of ['/api/notifications/summary', ...(LANDING_READS[location.pathname.replace(/\/+$/, '')] ?? [])]) {
    const read = get(address, session.token);
    reads.set(address, address === UNFILTERED_TOUR_LIST ? Promise.all([session.settings, read]).then(([found, list]) => (unfiltered(found) ? list : null)) : read);
  }
}

const sent: BootRequests = { identity, session, reads };
(globalThis as Record<string, unknown>)[BOOT_REQUESTS] = sent;
