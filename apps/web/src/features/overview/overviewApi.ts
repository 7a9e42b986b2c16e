// The overview endpoint: the day at a glance, refetched when a push changes what it counts (tag 'Overview') and each minute for the date to roll over.
import type { OverviewView } from '@tourops/contracts';
import { api } from '../../app/api';

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<OverviewView, void>({
      query: () => 'dashboard/overview',
      providesTags: ['Overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;

/** Refetches also once a minute: "today" moves on at each tour's midnight without any push. */
export const OVERVIEW_POLL_MS = 60_000;
