// New tours: blank, copied from a tour or template (dates shifted to a new start), saved as templates; and the templates.
import type { CopyTourBody, CreateTourBody, Page, TourSummaryView, WriteResult } from '@tourops/contracts';
import { api, TOUR_LIST } from '../../app/api';

/** Tag id of the template list, beside the tour lists. */
export const TEMPLATE_LIST = 'TEMPLATES';

export const tourCreationApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTemplates: build.query<Page<TourSummaryView>, { search: string; cursor: string | null }>({
      query: ({ search, cursor }) => ({ url: 'tours/templates', params: { q: search.trim() || undefined, cursor: cursor ?? undefined, sort: 'title', limit: 50 } }),
      providesTags: (page) => [{ type: 'Tour', id: TEMPLATE_LIST }, ...(page?.items ?? []).map((tour) => ({ type: 'Tour' as const, id: tour.id }))],
    }),
    createTour: build.mutation<WriteResult, CreateTourBody>({
      query: (body) => ({ url: 'tours', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tour', id: TOUR_LIST }],
    }),
    copyTour: build.mutation<WriteResult, { sourceId: string; body: CopyTourBody }>({
      query: ({ sourceId, body }) => ({ url: `tours/${sourceId}/copy`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Tour', id: TOUR_LIST }],
    }),
    saveAsTemplate: build.mutation<WriteResult, { sourceId: string; title?: string }>({
      query: ({ sourceId, title }) => ({ url: `tours/${sourceId}/template`, method: 'POST', body: title ? { title } : {} }),
      invalidatesTags: [{ type: 'Tour', id: TEMPLATE_LIST }],
    }),
  }),
});

export const { useListTemplatesQuery, useCreateTourMutation, useCopyTourMutation, useSaveAsTemplateMutation } = tourCreationApi;
