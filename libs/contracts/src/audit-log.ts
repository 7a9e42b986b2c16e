// The organization-wide audit log: its list query and page, the export query, and the export's records (JSON Lines and CSV columns).
import { z } from 'zod';
import { AUDIT_EXPORT_FORMATS, isCalendarDate } from '@tourops/domain';

const calendarDate = z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD.');
const minPosition = z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional();

const toNotBeforeFrom = (query: { from?: string; to?: string }, context: z.RefinementCtx) => {
  if (query.from && query.to && query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date.' });
};

/** Filters of the log; dates are UTC calendar days, both included. */
export const auditLogQuery = z
  .strictObject({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    entityKind: z.string().regex(/^[a-z][a-z-]{0,39}$/, 'Must be an entity kind such as tour, traveler or field-staff.').optional(),
    actor: z.string().trim().min(1, 'Must name an actor id.').max(200, 'At most 200 characters.').optional(),
    eventType: z.string().regex(/^[A-Z][A-Za-z]{1,79}$/, 'Must be an event type such as DayAdded.').optional(),
    limit: z.coerce.number().int('Must be a whole number.').min(1, 'At least 1.').max(200, 'At most 200.').default(50),
    cursor: z.string().regex(/^\d{1,20}$/, 'Must be the nextCursor of the previous page.').optional(),
    minPosition,
  })
  .superRefine(toNotBeforeFrom);
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** An export covers whole UTC days, from and to included. */
export const auditExportQuery = z
  .strictObject({
    from: calendarDate,
    to: calendarDate,
    format: z.enum(AUDIT_EXPORT_FORMATS, 'Must be jsonl or csv.').default('jsonl'),
    minPosition,
  })
  .superRefine(toNotBeforeFrom);
export type AuditExportQuery = z.input<typeof auditExportQuery>;

export interface AuditLogEntryView {
  position: string;
  occurredAt: string;
  type: string;
  actor: { id: string; name: string };
  entity: { kind: string; id: string; label: string };
  summary: string;
}

export interface AuditLogPage {
  items: AuditLogEntryView[];
  /** The cursor of the next (older) page; null on the last. */
  nextCursor: string | null;
}

/** The format name of exports, part of the chain's seed. */
export const AUDIT_EXPORT_FORMAT_NAME = 'tourops-audit-log/1';

/** CSV columns of an export, in order; `chain` is last and is not part of what it chains. */
export const AUDIT_CSV_COLUMNS = [
  'record',
  'position',
  'eventId',
  'occurredAt',
  'type',
  'stream',
  'revision',
  'actorId',
  'actorName',
  'entityKind',
  'entityId',
  'entityLabel',
  'summary',
  'data',
  'chain',
] as const;
