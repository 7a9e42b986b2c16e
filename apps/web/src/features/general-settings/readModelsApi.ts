// The read models' status endpoint (admins): each projection's version, position, lag, state and next generation.
import type { ProjectionsStatusView } from '@tourops/contracts';
import { api } from '../../app/api';

export const readModelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectionsStatus: build.query<ProjectionsStatusView, void>({
      query: () => 'admin/projections',
    }),
  }),
});
