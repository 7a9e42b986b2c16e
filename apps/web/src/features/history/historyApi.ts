// History views and time travel: an entity's history in words, newest first a page at a time, filtered by kind and actor, and a tour as it was at a revision.
import type { HistoryPage, TourAsOfView } from '@tourops/contracts';
import { api } from '../../app/api';

export type HistoryEntity = 'tours' | 'travelers' | 'field-staff' | 'notifications';

export interface HistoryRequest {
  entity: HistoryEntity;
  id: string;
  /** An event type; empty: every kind. */
  kind?: string;
  /** A user id; empty: everyone. */
  actor?: string;
  /** Entries a page (the server's default when left out). */
  limit?: number;
}

/** The tag a write to the entity already invalidates, so its history follows every change (live pushes included). */
const TAG_TYPES = { tours: 'TourHistory', travelers: 'Traveler', 'field-staff': 'FieldStaff', notifications: 'Notification' } as const;

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Pages newest first; the next page is the one before the last entry loaded (the answer's nextCursor). */
    getHistory: build.infiniteQuery<HistoryPage, HistoryRequest, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (lastPage) => lastPage.nextCursor },
      query: ({ queryArg: { entity, id, kind, actor, limit }, pageParam }) => ({
        url: `${entity}/${id}/history`,
        params: { kind: kind || undefined, actor: actor || undefined, limit, before: pageParam ?? undefined },
      }),
      providesTags: (_history, _error, { entity, id }) => [{ type: TAG_TYPES[entity], id }],
    }),
    /** A revision never changes once recorded: cached without tags. */
    getTourAsOf: build.query<TourAsOfView, { tourId: string; revision: number }>({
      query: ({ tourId, revision }) => ({ url: `tours/${tourId}`, params: { revision } }),
    }),
  }),
});

export const { useGetHistoryInfiniteQuery, useGetTourAsOfQuery } = historyApi;
