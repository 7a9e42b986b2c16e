// History views and time travel: an entity's history in words, filtered by kind and actor, and a tour as it was at a revision.
import type { HistoryEntry, TourAsOfView } from '@tourops/contracts';
import { api } from '../../app/api';

export type HistoryEntity = 'tours' | 'travelers' | 'field-staff' | 'notifications';

export interface HistoryRequest {
  entity: HistoryEntity;
  id: string;
  /** An event type; empty: every kind. */
  kind?: string;
  /** A user id; empty: everyone. */
  actor?: string;
}

/** The tag a write to the entity already invalidates, so its history follows every change (live pushes included). */
const TAG_TYPES = { tours: 'TourHistory', travelers: 'Traveler', 'field-staff': 'FieldStaff', notifications: 'Notification' } as const;

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryEntry[], HistoryRequest>({
      query: ({ entity, id, kind, actor }) => ({ url: `${entity}/${id}/history`, params: { kind: kind || undefined, actor: actor || undefined } }),
      providesTags: (_history, _error, { entity, id }) => [{ type: TAG_TYPES[entity], id }],
    }),
    /** A revision never changes once recorded: cached without tags. */
    getTourAsOf: build.query<TourAsOfView, { tourId: string; revision: number }>({
      query: ({ tourId, revision }) => ({ url: `tours/${tourId}`, params: { revision } }),
    }),
  }),
});

export const { useGetHistoryQuery, useGetTourAsOfQuery } = historyApi;
