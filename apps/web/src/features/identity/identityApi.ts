// The identity calls that need no session: how to sign in (GET /api/identity) and the local sign-in (POST /api/dev/session).
import type { DevSessionBody, IdentityConfigView } from '@tourops/contracts';
import { api } from '../../app/api';

export async function fetchIdentityConfig(): Promise<IdentityConfigView> {
  const response = await fetch('/api/identity', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The API answered ${response.status} to GET /api/identity.`);
  return (await response.json()) as IdentityConfigView;
}

export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    startLocalSession: build.mutation<{ token: string }, DevSessionBody>({
      query: (body) => ({ url: 'dev/session', method: 'POST', body }),
    }),
  }),
});

export const { useStartLocalSessionMutation } = identityApi;
