// The map dashboard's read: one answer for the range (today and two weeks on), refetched when tours or notifications change.
import type { DashboardMapView } from '@tourops/contracts';
import type { TourStatus } from '@tourops/domain';
import { api, LIST, TOUR_LIST } from '../../app/api';

export interface DashboardMapArgs {
  from: string;
  to: string;
  statuses: readonly TourStatus[];
}

export const dashboardMapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardMap: build.query<DashboardMapView, DashboardMapArgs>({
      query: ({ from, to, statuses }) => ({ url: 'dashboard/map', params: { from, to, ...(statuses.length > 0 ? { status: statuses.join(',') } : {}) } }),
      providesTags: [
        { type: 'Tour', id: TOUR_LIST },
        { type: 'Notification', id: LIST },
      ],
    }),
  }),
});

export const { useGetDashboardMapQuery } = dashboardMapApi;
