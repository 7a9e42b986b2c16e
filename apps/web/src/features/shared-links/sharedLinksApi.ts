// The shared links endpoints: the organization's links, creating and revoking one (the public itinerary a token opens is fetched by shared-itinerary/useSharedItinerary).
import type { CreatedSharedLinkView, CreateSharedLinkBody, SharedLinkView, WriteResult } from '@tourops/contracts';
import { api, LIST } from '../../app/api';

const LIST_TAG = { type: 'SharedLink' as const, id: LIST };

export const sharedLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSharedLinks: build.query<{ items: SharedLinkView[] }, void>({
      query: () => 'shared-links',
      providesTags: [LIST_TAG],
    }),
    createSharedLink: build.mutation<CreatedSharedLinkView, CreateSharedLinkBody>({
      query: (body) => ({ url: 'shared-links', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    revokeSharedLink: build.mutation<WriteResult, string>({
      query: (id) => ({ url: `shared-links/${id}/revoke`, method: 'POST' }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useListSharedLinksQuery, useCreateSharedLinkMutation, useRevokeSharedLinkMutation } = sharedLinksApi;
