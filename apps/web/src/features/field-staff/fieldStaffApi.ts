// The field staff endpoints: members, days off, schedules, a tour's staff, assigning and unassigning, erasure (the history: features/history).
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type {
  AssignFieldStaffBody,
  ChangeFieldStaffBody,
  FieldStaffRoleName,
  FieldStaffSummaryView,
  FieldStaffView,
  Page,
  RegisterFieldStaffBody,
  ScheduleEntryView,
  TourStaffMemberView,
  WriteResult,
} from '@tourops/contracts';
import { api, LIST } from '../../app/api';
import { selectWrittenPosition, type ReadYourWritesState } from '../../app/readYourWritesSlice';

export const FIELD_STAFF_PAGE_SIZE = 25;

export interface FieldStaffListArgs {
  search: string;
  role: FieldStaffRoleName | '';
  cursor: string | null;
  limit?: number;
}

const staffTag = (id: string) => ({ type: 'FieldStaff' as const, id });
const touched = (staffId: string) => [staffTag(staffId), staffTag(LIST)];

type BaseQuery = (arg: string | FetchArgs) => QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta> | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>>;

/** A GET of the field-staff read model that waits for this browser's last write (read-your-writes). */
async function projectedRead<T>(baseQuery: BaseQuery, state: unknown, url: string, params: Record<string, unknown> = {}): Promise<QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>> {
  const position = selectWrittenPosition(state as { readYourWrites: ReadYourWritesState });
  const result = await baseQuery({ url, params: { ...params, ...(position ? { minPosition: position } : {}) } });
  return result.error ? { error: result.error } : { data: result.data as T };
}

export const fieldStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFieldStaff: build.query<Page<FieldStaffSummaryView>, FieldStaffListArgs>({
      queryFn: ({ search, role, cursor, limit = FIELD_STAFF_PAGE_SIZE }, { getState }, _extra, baseQuery) =>
        projectedRead<Page<FieldStaffSummaryView>>(baseQuery, getState(), 'field-staff', { q: search.trim() || undefined, role: role || undefined, cursor: cursor ?? undefined, limit }),
      providesTags: (page) => [staffTag(LIST), ...(page?.items ?? []).map((member) => staffTag(member.id))],
    }),
    getFieldStaff: build.query<FieldStaffView, string>({
      queryFn: (id, { getState }, _extra, baseQuery) => projectedRead<FieldStaffView>(baseQuery, getState(), `field-staff/${id}`),
      providesTags: (_member, _error, id) => [staffTag(id)],
    }),
    getSchedule: build.query<ScheduleEntryView[], { staffId: string; past: boolean }>({
      queryFn: ({ staffId, past }, { getState }, _extra, baseQuery) => projectedRead<ScheduleEntryView[]>(baseQuery, getState(), `field-staff/${staffId}/schedule`, { past: past ? 'true' : undefined }),
      providesTags: (_schedule, _error, { staffId }) => [staffTag(staffId)],
    }),
    getTourStaff: build.query<TourStaffMemberView[], string>({
      query: (tourId) => `tours/${tourId}/staff`,
      providesTags: (staff) => [staffTag(LIST), ...(staff ?? []).map((member) => staffTag(member.staffId))],
    }),
    registerFieldStaff: build.mutation<WriteResult, RegisterFieldStaffBody>({
      query: (body) => ({ url: 'field-staff', method: 'POST', body }),
      invalidatesTags: [staffTag(LIST)],
    }),
    changeFieldStaff: build.mutation<WriteResult, { staffId: string; revision: number; changes: ChangeFieldStaffBody }>({
      query: ({ staffId, revision, changes }) => ({ url: `field-staff/${staffId}`, method: 'PATCH', body: changes, headers: { 'If-Match': `"${revision}"` } }),
      invalidatesTags: (_result, _error, { staffId }) => touched(staffId),
    }),
    setDaysOff: build.mutation<WriteResult, { staffId: string; daysOff: string[] }>({
      query: ({ staffId, daysOff }) => ({ url: `field-staff/${staffId}/days-off`, method: 'PUT', body: { daysOff } }),
      invalidatesTags: (_result, _error, { staffId }) => touched(staffId),
    }),
    removeFieldStaff: build.mutation<WriteResult, string>({
      query: (staffId) => ({ url: `field-staff/${staffId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, staffId) => touched(staffId),
    }),
    eraseFieldStaff: build.mutation<WriteResult, { staffId: string; reason: string }>({
      query: ({ staffId, reason }) => ({ url: `field-staff/${staffId}/erasure`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { staffId }) => (error ? [] : touched(staffId)),
    }),
    assignFieldStaff: build.mutation<WriteResult, { staffId: string; body: AssignFieldStaffBody }>({
      query: ({ staffId, body }) => ({ url: `field-staff/${staffId}/assignments`, method: 'POST', body }),
      invalidatesTags: (_result, error, { staffId }) => (error ? [] : touched(staffId)),
    }),
    unassignFieldStaff: build.mutation<WriteResult, { staffId: string; assignmentId: string }>({
      query: ({ staffId, assignmentId }) => ({ url: `field-staff/${staffId}/assignments/${assignmentId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { staffId }) => touched(staffId),
    }),
  }),
});

export const {
  useListFieldStaffQuery,
  useGetFieldStaffQuery,
  useGetScheduleQuery,
  useGetTourStaffQuery,
  useRegisterFieldStaffMutation,
  useChangeFieldStaffMutation,
  useSetDaysOffMutation,
  useRemoveFieldStaffMutation,
  useEraseFieldStaffMutation,
  useAssignFieldStaffMutation,
  useUnassignFieldStaffMutation,
} = fieldStaffApi;
