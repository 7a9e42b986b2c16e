// The first requests of a load, sent before the router asks for the page's code: how to sign in and, with a local token kept from before, who it is and the organization's settings (ADR 0043).
import type { IdentityConfigView, MeView } from '@tourops/contracts';
import type { Settings } from '@tourops/domain';
import { readLocalSessionToken } from '../features/identity/localSessionToken';

/** A boot answer: the body of a 200, or null for anything else (the regular path asks again and handles the problem). */
type Early<T> = Promise<T | null>;

const okJson = <T>(response: Response): Promise<T | null> => (response.ok ? (response.json() as Promise<T>) : Promise.resolve(null));

function get<T>(url: string, token?: string): Early<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { headers, priority: 'high' }).then(okJson<T>, () => null);
}

const token = readLocalSessionToken();
let identity: Early<IdentityConfigView> | null = get<IdentityConfigView>('/api/identity');
let session: { token: string; me: Early<MeView>; settings: Early<Settings> } | null = token
  ? { token, me: get<MeView>('/api/me', token), settings: get<Settings>('/api/settings', token) }
  : null;

/** The identity configuration asked for at boot, once; null when already taken or not answered (then ask as usual). */
export function takeBootIdentityConfig(): Early<IdentityConfigView> | null {
  const taken = identity;
  identity = null;
  return taken;
}

/** The session and settings asked for at boot with `bearer`, once; null when taken, or asked with another token (or none). */
export function takeBootSession(bearer: string | null): { me: Early<MeView>; settings: Early<Settings> } | null {
  const taken = session;
  session = null;
  return taken && bearer === taken.token ? taken : null;
}
