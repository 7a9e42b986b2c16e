// The tours endpoints every tour page shares: the lists, one tour, delete, restore and purge (the history: features/history).
import type { Page, TourSummaryView, TourView, WriteResult } from '@tourops/contracts';
import { api, DELETED_TOUR_LIST, TOUR_LIST } from '../../app/api';

export const TOUR_PAGE_SIZE = 50;

export type TourSort = 'updatedAt' | 'startDate' | 'title';
export type SortOrder = 'asc' | 'desc';

export interface TourListQuery {
  statuses: readonly string[];
  search: string;
  sort: TourSort;
  order: SortOrder;
  /** Tours overlapping from..to (YYYY-MM-DD; either may be empty). */
  from: string;
  to: string;
  /** 'running-today' or 'departing-next-7-days' ('' or absent: any). */
  period?: string;
  cursor: string | null;
}

const tourTag = (id: string) => ({ type: 'Tour' as const, id });
const historyTag = (id: string) => ({ type: 'TourHistory' as const, id });
/** What a write to one tour makes stale: the tour, its history, and the lists it can move between. */
const touched = (tourId: string) => [tourTag(tourId), historyTag(tourId), tourTag(TOUR_LIST), tourTag(DELETED_TOUR_LIST)];

const tours = (segments: string) => `tours${segments}`;

export const toursApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTours: build.query<Page<TourSummaryView>, TourListQuery>({
      query: ({ statuses, search, sort, order, from, to, period, cursor }) => ({
        url: tours(''),
        params: {
          status: statuses.length ? statuses.join(',') : undefined,
          q: search.trim() || undefined,
          sort,
          order,
          from: from || undefined,
          to: to || undefined,
          period: period || undefined,
          cursor: cursor ?? undefined,
          limit: TOUR_PAGE_SIZE,
        },
      }),
      providesTags: (page) => [tourTag(TOUR_LIST), ...(page?.items ?? []).map((tour) => tourTag(tour.id))],
    }),
    listDeletedTours: build.query<Page<TourSummaryView>, { cursor: string | null }>({
      query: ({ cursor }) => ({ url: tours('/deleted'), params: { cursor: cursor ?? undefined, limit: TOUR_PAGE_SIZE } }),
      providesTags: (page) => [tourTag(DELETED_TOUR_LIST), ...(page?.items ?? []).map((tour) => tourTag(tour.id))],
    }),
    getTour: build.query<TourView, string>({
      query: (id) => tours(`/${id}`),
      providesTags: (_tour, _error, id) => [tourTag(id)],
    }),
    deleteTour: build.mutation<WriteResult, string>({
      query: (tourId) => ({ url: tours(`/${tourId}`), method: 'DELETE' }),
      invalidatesTags: (_result, _error, tourId) => touched(tourId),
    }),
    restoreTour: build.mutation<WriteResult, string>({
      query: (tourId) => ({ url: tours(`/${tourId}/restore`), method: 'POST' }),
      invalidatesTags: (_result, _error, tourId) => touched(tourId),
    }),
    /** Admins: the read models forget a deleted tour; its events stay as the audit trail. */
    purgeTour: build.mutation<WriteResult, string>({
      query: (tourId) => ({ url: tours(`/${tourId}/purge`), method: 'POST' }),
      invalidatesTags: (_result, _error, tourId) => touched(tourId),
    }),
  }),
});

export const {
  useListToursQuery,
  useListDeletedToursQuery,
  useGetTourQuery,
  useDeleteTourMutation,
  useRestoreTourMutation,
  usePurgeTourMutation,
  usePrefetch,
} = toursApi;
