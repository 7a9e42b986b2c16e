// The planner's writes: one endpoint saves any tour change with If-Match, another undoes the last one.
import type { WriteResult } from '@tourops/contracts';
import { api } from '../../app/api';
import { requestOf, type TourChange } from './tourChange';

const touched = (tourId: string) => [
  { type: 'Tour' as const, id: tourId },
  { type: 'TourHistory' as const, id: tourId },
];

export const plannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `cause`: the notification the change answers (X-Caused-By), when the editor was opened for one. */
    saveTourChange: build.mutation<WriteResult, { tourId: string; revision: number; change: TourChange; cause?: string | null }>({
      query: ({ tourId, revision, change, cause }) => requestOf(tourId, change, revision, cause),
      invalidatesTags: (result, _error, { tourId }) => (result ? touched(tourId) : []),
    }),
    /** Puts back the plan of `toRevision`; `revision` is what the operator's last change produced (If-Match). */
    undoTourChange: build.mutation<WriteResult, { tourId: string; toRevision: number; revision: number }>({
      query: ({ tourId, toRevision, revision }) => ({ url: `tours/${tourId}/undo`, method: 'POST', body: { toRevision }, headers: { 'If-Match': String(revision) } }),
      invalidatesTags: (result, _error, { tourId }) => (result ? touched(tourId) : []),
    }),
  }),
});
