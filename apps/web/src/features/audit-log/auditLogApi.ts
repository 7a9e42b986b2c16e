// The audit log endpoint: a page of the organization's events, newest first, with the filters of the page (each read is recorded).
import type { AuditLogPage } from '@tourops/contracts';
import { api } from '../../app/api';

export const AUDIT_LOG_PAGE_SIZE = 50;

export interface AuditLogFilters {
  from: string;
  to: string;
  entityKind: string;
  actor: string;
  eventType: string;
}

/** The filters the API is sent: blanks left out. */
export const auditLogParams = (filters: AuditLogFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));

export const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<AuditLogPage, AuditLogFilters & { cursor: string | null }>({
      query: ({ cursor, ...filters }) => ({ url: 'audit-log', params: { ...auditLogParams(filters), limit: AUDIT_LOG_PAGE_SIZE, cursor: cursor ?? undefined } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListAuditLogQuery } = auditLogApi;
