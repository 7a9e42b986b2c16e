// The monitoring endpoints: the watched subjects with their readings and levels, and "check now".
import type { MonitoringSubjectsView, WriteResult } from '@tourops/contracts';
import { api, LIST } from '../../app/api';

const LIST_TAG = { type: 'MonitoringSubject' as const, id: LIST };

export const monitoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMonitoringSubjects: build.query<MonitoringSubjectsView, { kind?: string }>({
      query: ({ kind }) => ({ url: 'monitoring/subjects', params: kind ? { kind } : {} }),
      providesTags: [LIST_TAG],
    }),
    checkSubjectNow: build.mutation<WriteResult, string>({
      query: (pathId) => ({ url: `monitoring/subjects/${pathId}/check`, method: 'POST' }),
      invalidatesTags: [LIST_TAG],
    }),
  }),
});

export const { useListMonitoringSubjectsQuery, useCheckSubjectNowMutation } = monitoringApi;
