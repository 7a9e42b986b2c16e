// The tours endpoints: lists, one tour, its history, and every tour, day and segment write.
import type {
  AddDayBody,
  AddSegmentBody,
  ChangeSegmentBody,
  ChangeTourBody,
  CreateTourBody,
  Page,
  TourHistoryEntry,
  TourSummaryView,
  TourView,
  WriteResult,
} from '@tourops/contracts';
import type { DayFields, TourStatus } from '@tourops/domain';
import { api, DELETED_TOUR_LIST, TOUR_LIST } from '../../app/api';

export const TOUR_PAGE_SIZE = 50;

export interface TourListQuery {
  statuses: readonly string[];
  search: string;
  cursor: string | null;
}

const tourTag = (id: string) => ({ type: 'Tour' as const, id });
const historyTag = (id: string) => ({ type: 'TourHistory' as const, id });
/** What a write to one tour makes stale: the tour, its history, and (when it can move between lists) the lists. */
const touched = (tourId: string, lists = false) => [tourTag(tourId), historyTag(tourId), ...(lists ? [tourTag(TOUR_LIST), tourTag(DELETED_TOUR_LIST)] : [])];

const tours = (segments: string) => `tours${segments}`;
const day = (tourId: string, dayId: string) => tours(`/${tourId}/days/${dayId}`);

export const toursApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTours: build.query<Page<TourSummaryView>, TourListQuery>({
      query: ({ statuses, search, cursor }) => ({
        url: tours(''),
        params: { status: statuses.length ? statuses.join(',') : undefined, q: search.trim() || undefined, cursor: cursor ?? undefined, limit: TOUR_PAGE_SIZE },
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
    getTourHistory: build.query<TourHistoryEntry[], string>({
      query: (id) => tours(`/${id}/history`),
      providesTags: (_history, _error, id) => [historyTag(id)],
    }),

    createTour: build.mutation<WriteResult, CreateTourBody>({
      query: (body) => ({ url: tours(''), method: 'POST', body }),
      invalidatesTags: [tourTag(TOUR_LIST)],
    }),
    changeTour: build.mutation<WriteResult, { tourId: string; revision?: number; changes: ChangeTourBody }>({
      query: ({ tourId, revision, changes }) => ({
        url: tours(`/${tourId}`),
        method: 'PATCH',
        body: changes,
        headers: revision === undefined ? undefined : { 'If-Match': String(revision) },
      }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
    changeTourStatus: build.mutation<WriteResult, { tourId: string; status: TourStatus }>({
      query: ({ tourId, status }) => ({ url: tours(`/${tourId}/status`), method: 'POST', body: { status } }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId, true),
    }),
    deleteTour: build.mutation<WriteResult, string>({
      query: (tourId) => ({ url: tours(`/${tourId}`), method: 'DELETE' }),
      invalidatesTags: (_result, _error, tourId) => touched(tourId, true),
    }),
    restoreTour: build.mutation<WriteResult, string>({
      query: (tourId) => ({ url: tours(`/${tourId}/restore`), method: 'POST' }),
      invalidatesTags: (_result, _error, tourId) => touched(tourId, true),
    }),

    addDay: build.mutation<WriteResult, { tourId: string; body: AddDayBody }>({
      query: ({ tourId, body }) => ({ url: tours(`/${tourId}/days`), method: 'POST', body }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
    changeDay: build.mutation<WriteResult, { tourId: string; dayId: string; changes: Partial<DayFields> }>({
      query: ({ tourId, dayId, changes }) => ({ url: day(tourId, dayId), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
    removeDay: build.mutation<WriteResult, { tourId: string; dayId: string }>({
      query: ({ tourId, dayId }) => ({ url: day(tourId, dayId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),

    addSegment: build.mutation<WriteResult, { tourId: string; dayId: string; body: AddSegmentBody }>({
      query: ({ tourId, dayId, body }) => ({ url: `${day(tourId, dayId)}/segments`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
    changeSegment: build.mutation<WriteResult, { tourId: string; dayId: string; segmentId: string; changes: ChangeSegmentBody }>({
      query: ({ tourId, dayId, segmentId, changes }) => ({ url: `${day(tourId, dayId)}/segments/${segmentId}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
    removeSegment: build.mutation<WriteResult, { tourId: string; dayId: string; segmentId: string }>({
      query: ({ tourId, dayId, segmentId }) => ({ url: `${day(tourId, dayId)}/segments/${segmentId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
    reorderSegments: build.mutation<WriteResult, { tourId: string; dayId: string; segmentIds: string[] }>({
      query: ({ tourId, dayId, segmentIds }) => ({ url: `${day(tourId, dayId)}/segments/reorder`, method: 'POST', body: { segmentIds } }),
      // The new order shows at once and is undone if the server refuses it.
      async onQueryStarted({ tourId, dayId, segmentIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          toursApi.util.updateQueryData('getTour', tourId, (tour) => {
            const target = tour.days.find((candidate) => candidate.id === dayId);
            if (target) target.segments.sort((a, b) => segmentIds.indexOf(a.id) - segmentIds.indexOf(b.id));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, _error, { tourId }) => touched(tourId),
    }),
  }),
});

export const {
  useListToursQuery,
  useListDeletedToursQuery,
  useGetTourQuery,
  useGetTourHistoryQuery,
  useCreateTourMutation,
  useChangeTourMutation,
  useChangeTourStatusMutation,
  useDeleteTourMutation,
  useRestoreTourMutation,
  useAddDayMutation,
  useChangeDayMutation,
  useRemoveDayMutation,
  useAddSegmentMutation,
  useChangeSegmentMutation,
  useRemoveSegmentMutation,
  useReorderSegmentsMutation,
} = toursApi;
