// The tracking endpoints: latest positions (refetched on pushes, at most one call in flight and one per 250 ms), trails, device tokens.
import type { DeviceTokenView, IssuedDeviceTokenView, StaffPositionsView, TrailView, WriteResult } from '@tourops/contracts';
import { api, LIST } from '../../app/api';

/** Pushes arrive in bursts while staff move: refetches of the positions start at most this often. */
export const POSITIONS_REFETCH_INTERVAL_MS = 250;

let lastPositionsFetch = 0;

/** Waits until the interval since the previous positions call has passed, then claims the slot. */
async function positionsSlot(): Promise<void> {
  const wait = lastPositionsFetch + POSITIONS_REFETCH_INTERVAL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastPositionsFetch = Date.now();
}

const tokensTag = (staffId: string) => ({ type: 'StaffPosition' as const, id: `device-tokens:${staffId}` });

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // RTK Query delays invalidations while this query is in flight (invalidationBehavior 'delayed'), so a burst of
    // pushes becomes one refetch after the current one; positionsSlot spaces the refetches out.
    listStaffPositions: build.query<StaffPositionsView, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        await positionsSlot();
        const result = await baseQuery('field-staff/positions');
        return result.error ? { error: result.error } : { data: result.data as StaffPositionsView };
      },
      providesTags: [{ type: 'StaffPosition', id: LIST }],
    }),
    getTrail: build.query<TrailView, { staffId: string; from: string; to: string }>({
      query: ({ staffId, from, to }) => ({ url: `field-staff/${staffId}/trail`, params: { from, to } }),
    }),
    listDeviceTokens: build.query<{ items: DeviceTokenView[] }, string>({
      query: (staffId) => `field-staff/${staffId}/device-tokens`,
      providesTags: (_result, _error, staffId) => [tokensTag(staffId)],
    }),
    issueDeviceToken: build.mutation<IssuedDeviceTokenView, { staffId: string; label: string }>({
      query: ({ staffId, label }) => ({ url: `field-staff/${staffId}/device-tokens`, method: 'POST', body: { label } }),
      invalidatesTags: (_result, _error, { staffId }) => [tokensTag(staffId)],
    }),
    revokeDeviceToken: build.mutation<WriteResult, { staffId: string; tokenId: string }>({
      query: ({ staffId, tokenId }) => ({ url: `field-staff/${staffId}/device-tokens/${tokenId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { staffId }) => [tokensTag(staffId)],
    }),
  }),
});

export const { useListStaffPositionsQuery, useGetTrailQuery, useListDeviceTokensQuery, useIssueDeviceTokenMutation, useRevokeDeviceTokenMutation } = trackingApi;
