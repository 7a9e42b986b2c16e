// The organization's audit trail on stream audit-{orgId}.log: who read and who exported the audit log, with which filters and range.
import { invalid, type Decider } from '../shared/decider';
import { isCalendarDate } from '../shared/calendar-date';

export const AUDIT_EXPORT_FORMATS = ['jsonl', 'csv'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** What a reader narrowed the log to; absent fields were not filtered on. */
export interface AuditLogFilters {
  from?: string;
  to?: string;
  entityKind?: string;
  actorId?: string;
  eventType?: string;
}

export interface AuditLogExport {
  from: string;
  to: string;
  format: AuditExportFormat;
  /** Events the export carried, and the chain's closing digest; `complete` false when the reader left before the end. */
  count: number;
  digest: string;
  complete: boolean;
}

export type AuditTrailEvent =
  | { type: 'AuditLogRead'; data: { filters: AuditLogFilters; cursor: string | null; entries: number } }
  | { type: 'AuditLogExported'; data: AuditLogExport };

export const AUDIT_TRAIL_EVENT_TYPES: readonly AuditTrailEvent['type'][] = ['AuditLogRead', 'AuditLogExported'];

export type AuditTrailCommand =
  | { type: 'RecordAuditLogRead'; data: { filters: AuditLogFilters; cursor: string | null; entries: number } }
  | { type: 'RecordAuditLogExport'; data: AuditLogExport };

/** The trail only appends; its state is the last record, so a cold start folds the newest event alone. */
export interface AuditTrail {
  lastRecord: AuditTrailEvent['type'] | null;
}

export const initialAuditTrail: AuditTrail = { lastRecord: null };

export const evolveAuditTrail = (_state: AuditTrail, event: AuditTrailEvent): AuditTrail => ({ lastRecord: event.type });

const DIGEST = /^[0-9a-f]{64}$/;

function checkRange(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && !isCalendarDate(from)) throw invalid('The start date is not a date.', { from: 'A date YYYY-MM-DD.' });
  if (to !== undefined && !isCalendarDate(to)) throw invalid('The end date is not a date.', { to: 'A date YYYY-MM-DD.' });
  if (from !== undefined && to !== undefined && to < from) throw invalid('The end date is before the start date.', { to: 'On or after the start date.' });
}

export function recordAuditLogRead(data: Extract<AuditTrailCommand, { type: 'RecordAuditLogRead' }>['data']): AuditTrailEvent[] {
  checkRange(data.filters.from, data.filters.to);
  if (!Number.isInteger(data.entries) || data.entries < 0) throw invalid('The number of entries read is not a count.', { entries: 'A whole number, 0 or more.' });
  return [{ type: 'AuditLogRead', data: { filters: { ...data.filters }, cursor: data.cursor, entries: data.entries } }];
}

export function recordAuditLogExport(data: AuditLogExport): AuditTrailEvent[] {
  checkRange(data.from, data.to);
  if (!AUDIT_EXPORT_FORMATS.includes(data.format)) throw invalid('The export format is unknown.', { format: 'jsonl or csv.' });
  if (!Number.isInteger(data.count) || data.count < 0) throw invalid('The number of exported events is not a count.', { count: 'A whole number, 0 or more.' });
  if (!DIGEST.test(data.digest)) throw invalid('The digest is not a SHA-256 digest.', { digest: '64 lower-case hexadecimal digits.' });
  return [{ type: 'AuditLogExported', data: { ...data } }];
}

export function decideAuditTrail(command: AuditTrailCommand): AuditTrailEvent[] {
  switch (command.type) {
    case 'RecordAuditLogRead':
      return recordAuditLogRead(command.data);
    case 'RecordAuditLogExport':
      return recordAuditLogExport(command.data);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const auditTrailDecider: Decider<AuditTrailCommand, AuditTrailEvent, AuditTrail, undefined> = {
  decide: (command) => decideAuditTrail(command),
  evolve: evolveAuditTrail,
  initialState: initialAuditTrail,
};

export const auditTrailStreamName = (orgId: string) => `audit-${orgId}.log`;
