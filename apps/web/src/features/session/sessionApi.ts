// GET /api/me: who the API says the bearer of the token is, and in which organization.
import type { MeView } from '@tourops/contracts';
import { api } from '../../app/api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeView, void>({ query: () => 'me' }),
  }),
});
