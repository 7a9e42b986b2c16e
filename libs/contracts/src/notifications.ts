// Notifications: list and summary queries, operators' request bodies, bulk actions, and the views the API answers.
import { z } from 'zod';
import { MEASURES, NOTIFICATION_STATUSES, SEVERITIES, isCalendarDate, type ClosedBy, type Explanation, type Measure, type NotificationStatus, type Severity, type SubjectWords, type Unit } from '@tourops/domain';
import type { HistoryEntry } from './history';
import { commaList } from './comma-list';

/** A notification id as the monitor derives it: 'ntf-{16 hex digits}-{occurrence}'. */
export const NOTIFICATION_ID_PATTERN = /^ntf-[0-9a-f]{16}-[1-9][0-9]{0,8}$/;
export const notificationId = z.string().regex(NOTIFICATION_ID_PATTERN, 'Must be a notification id as returned by the API (ntf-…).');

const note = z.string().trim().max(1000, 'At most 1000 characters.');
const reason = z.string().trim().min(1, 'Required.').max(500, 'At most 500 characters.');
const minPosition = z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional();


export const notificationListQuery = z.strictObject({
  status: commaList(NOTIFICATION_STATUSES).optional(),
  severity: commaList(SEVERITIES).optional(),
  measure: commaList(MEASURES).optional(),
  tourId: z.string().uuid('Must be a tour id.').optional(),
  /** The tour day the notification's segment is planned on. */
  day: z.string().refine(isCalendarDate, 'Must be a date as YYYY-MM-DD, like 2026-11-28.').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
  minPosition,
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const notificationSummaryQuery = z.strictObject({ minPosition });

export const acknowledgeNotificationBody = z.strictObject({ note: note.optional() }).optional();
export type AcknowledgeNotificationBody = z.input<typeof acknowledgeNotificationBody>;

export const resolveNotificationBody = z.strictObject({ note: note.optional() }).optional();
export type ResolveNotificationBody = z.input<typeof resolveNotificationBody>;

export const dismissNotificationBody = z.strictObject({ reason });
export type DismissNotificationBody = z.input<typeof dismissNotificationBody>;

export const NOTIFICATION_ACTIONS = ['read', 'acknowledge', 'resolve', 'dismiss'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Most notifications one bulk request acts on. */
export const BULK_NOTIFICATION_LIMIT = 200;

export const bulkNotificationsBody = z
  .strictObject({
    ids: z
      .array(notificationId)
      .min(1, 'Choose at least one notification.')
      .max(BULK_NOTIFICATION_LIMIT, `At most ${BULK_NOTIFICATION_LIMIT} notifications at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Name each notification once.'),
    action: z.enum(NOTIFICATION_ACTIONS),
    note: note.optional(),
    reason: reason.optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'dismiss' && body.reason === undefined) context.addIssue({ code: 'custom', path: ['reason'], message: 'Required to dismiss.' });
    if (body.action !== 'dismiss' && body.reason !== undefined) context.addIssue({ code: 'custom', path: ['reason'], message: 'Only a dismissal takes a reason.' });
    if ((body.action === 'read' || body.action === 'dismiss') && body.note !== undefined)
      context.addIssue({ code: 'custom', path: ['note'], message: 'Only acknowledge and resolve take a note.' });
  });
export type BulkNotificationsBody = z.input<typeof bulkNotificationsBody>;

export interface NotificationView {
  id: string;
  tourId: string;
  subjectId: string;
  measure: Measure;
  label: string;
  unit: Unit;
  occurrence: number;
  status: NotificationStatus;
  level: Severity;
  /** When it was raised or last escalated. */
  levelSince: string;
  /** The reading, the threshold it was compared with, and the settings revision in force. */
  explanation: Explanation;
  calmChecks: number;
  closedBy: ClosedBy | null;
  note: string | null;
  reason: string | null;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  revision: number;
  /** What it is about in an operator's words, read from the tour as planned now (subjectWords). */
  about: SubjectWords;
}

export type NotificationHistoryEntry = HistoryEntry;

export interface NotificationSummary {
  total: number;
  byStatus: Record<NotificationStatus, number>;
  bySeverity: Record<Severity, number>;
  /** UNREAD, READ and ACKNOWLEDGED ones, by severity: what a badge counts. */
  open: Record<Severity, number> & { total: number };
}

export interface BulkNotificationResult {
  id: string;
  /** done: recorded; unchanged: nothing to record (already read or acknowledged); refused: see detail. */
  status: 'done' | 'unchanged' | 'refused';
  detail?: string;
}

export interface BulkNotificationsResult {
  results: BulkNotificationResult[];
  /** The position the read models must reach to show every change (?minPosition=). */
  position: string;
}
