// The travelers endpoints: list, one traveler, tours, manifests, writes and erasure, CSV preview, import and export (the history: features/history).
import type {
  ChangeTravelerBody,
  CreateTravelerBody,
  ImportPreview,
  ImportResult,
  Page,
  TourManifestView,
  TravelerToursView,
  TravelerView,
  WriteResult,
} from '@tourops/contracts';
import { api, LIST } from '../../app/api';
import { downloadFromApi } from '../../shared/downloadFile';

export const TRAVELER_PAGE_SIZE = 50;

export type TravelerSort = 'name' | 'updatedAt';

export interface TravelerFilters {
  search: string;
  tag: string;
  nationality: string;
  tourId: string;
  /** The travelers on the tours running today ('running-today') or departing in the next 7 days; '' or absent for any. */
  tourPeriod?: string;
  deleted: boolean;
  sort: TravelerSort;
}

const travelerTag = (id: string) => ({ type: 'Traveler' as const, id });
const LIST_TAG = travelerTag(LIST);

/** The list and export query parameters of a filter (empty ones left out). */
export function filterParams(filters: TravelerFilters): Record<string, string> {
  const params: Record<string, string> = { sort: filters.sort };
  if (filters.search.trim()) params.q = filters.search.trim();
  if (filters.tag.trim()) params.tag = filters.tag.trim();
  if (filters.nationality.trim()) params.nationality = filters.nationality.trim();
  if (filters.tourId) params.tourId = filters.tourId;
  if (filters.tourPeriod) params.tourPeriod = filters.tourPeriod;
  if (filters.deleted) params.deleted = 'true';
  return params;
}

export const travelersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTravelers: build.query<Page<TravelerView>, TravelerFilters & { cursor: string | null; limit?: number }>({
      query: ({ cursor, limit = TRAVELER_PAGE_SIZE, ...filters }) => ({ url: 'travelers', params: { ...filterParams(filters), limit, cursor: cursor ?? undefined } }),
      providesTags: (page) => [LIST_TAG, ...(page?.items ?? []).map((traveler) => travelerTag(traveler.id))],
    }),
    // Tags are provided even on failure, so a push for the traveler retries a read that came before its projection.
    getTraveler: build.query<TravelerView, string>({
      query: (id) => `travelers/${id}`,
      providesTags: (_traveler, _error, id) => [travelerTag(id)],
    }),
    getTravelerTours: build.query<TravelerToursView, string>({
      query: (id) => `travelers/${id}/tours`,
      providesTags: (_tours, _error, id) => [travelerTag(id), { type: 'Tour', id: LIST }],
    }),
    getTourManifest: build.query<TourManifestView, string>({
      query: (tourId) => `tours/${tourId}/manifest`,
      providesTags: (manifest, _error, tourId) => [LIST_TAG, { type: 'Tour', id: tourId }, ...(manifest?.travelers ?? []).map((traveler) => travelerTag(traveler.id))],
    }),
    createTraveler: build.mutation<WriteResult, CreateTravelerBody>({
      query: (body) => ({ url: 'travelers', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    changeTraveler: build.mutation<WriteResult, { id: string; revision: number; changes: ChangeTravelerBody }>({
      query: ({ id, revision, changes }) => ({ url: `travelers/${id}`, method: 'PATCH', body: changes, headers: { 'If-Match': `"${revision}"` } }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, travelerTag(id)],
    }),
    removeTraveler: build.mutation<WriteResult, string>({
      query: (id) => ({ url: `travelers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST_TAG, travelerTag(id)],
    }),
    restoreTraveler: build.mutation<WriteResult, string>({
      query: (id) => ({ url: `travelers/${id}/restore`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [LIST_TAG, travelerTag(id)],
    }),
    assignTraveler: build.mutation<WriteResult, { travelerId: string; tourId: string }>({
      query: ({ travelerId, tourId }) => ({ url: `travelers/${travelerId}/tours/${tourId}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { travelerId }) => [LIST_TAG, travelerTag(travelerId)],
    }),
    unassignTraveler: build.mutation<WriteResult, { travelerId: string; tourId: string }>({
      query: ({ travelerId, tourId }) => ({ url: `travelers/${travelerId}/tours/${tourId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { travelerId }) => [LIST_TAG, travelerTag(travelerId)],
    }),
    eraseTraveler: build.mutation<WriteResult, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `travelers/${id}/erasure`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST_TAG, travelerTag(id)]),
    }),
    /** Writes nothing: a mutation only because it is a POST that should not be cached. */
    previewTravelerImport: build.mutation<ImportPreview, { csv: string; tourId?: string }>({
      query: (body) => ({ url: 'travelers/import/preview', method: 'POST', body }),
    }),
    importTravelers: build.mutation<ImportResult, { csv: string; tourId?: string }>({
      query: (body) => ({ url: 'travelers/import', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const {
  useListTravelersQuery,
  useGetTravelerQuery,
  useGetTravelerToursQuery,
  useGetTourManifestQuery,
  useCreateTravelerMutation,
  useChangeTravelerMutation,
  useRemoveTravelerMutation,
  useRestoreTravelerMutation,
  useAssignTravelerMutation,
  useUnassignTravelerMutation,
  useEraseTravelerMutation,
  usePreviewTravelerImportMutation,
  useImportTravelersMutation,
} = travelersApi;

/** Downloads the CSV export of the filtered travelers as a file. */
export const downloadTravelersCsv = (filters: TravelerFilters): Promise<void> =>
  downloadFromApi(`/api/travelers/export.csv?${new URLSearchParams(filterParams(filters))}`, `travelers-${new Date().toISOString().slice(0, 10)}.csv`);
