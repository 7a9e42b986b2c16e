// The notification facts of the reports, in blocks of columns (fact-blocks.ts): per notification its tour, measure, highest level, and when it was raised, first acknowledged and closed.
import { isAbove, type Measure, type NotificationEvent, type Severity } from '@tourops/domain';
import type { DocumentProjection } from '../projection';
import { factBlocksProjection } from './fact-blocks';

export const REPORT_NOTIFICATIONS_COLLECTION = 'report-notification-blocks';

export interface ReportNotificationDocument {
  _id: string;
  tourId: string;
  measure: Measure;
  /** The highest level reached. */
  level: Severity;
  /** When each step was recorded (the events' occurredAt); null until it happens. */
  raisedAt: string;
  acknowledgedAt: string | null;
  /** Resolved, dismissed or expired: the first closing. */
  closedAt: string | null;
}

const CLOSINGS = ['NotificationResolved', 'NotificationDismissed', 'NotificationExpired'];

export function evolveReportNotification(document: ReportNotificationDocument | null, recorded: { type: string; data: unknown; metadata: { occurredAt: string } }): ReportNotificationDocument | null {
  const event = recorded as unknown as NotificationEvent;
  const at = recorded.metadata.occurredAt;
  if (event.type === 'NotificationRaised') {
    const { notificationId, tourId, measure, level } = event.data;
    return { _id: notificationId, tourId, measure, level, raisedAt: at, acknowledgedAt: null, closedAt: null };
  }
  if (!document) return null;
  if (event.type === 'NotificationEscalated') return isAbove(event.data.level, document.level) ? { ...document, level: event.data.level } : null;
  if (event.type === 'NotificationAcknowledged') return document.acknowledgedAt === null ? { ...document, acknowledgedAt: at } : null;
  if (CLOSINGS.includes(event.type)) return document.closedAt === null ? { ...document, closedAt: at } : null;
  return null;
}

/** The columns of a block, every field of a row but its id. */
export const REPORT_NOTIFICATION_COLUMNS = ['tourId', 'measure', 'level', 'raisedAt', 'acknowledgedAt', 'closedAt'] as const satisfies readonly Exclude<keyof ReportNotificationDocument, '_id'>[];

export const reportNotificationsProjection: DocumentProjection = factBlocksProjection<ReportNotificationDocument>({
  name: 'report-notification-blocks',
  version: 1,
  collection: REPORT_NOTIFICATIONS_COLLECTION,
  eventTypes: ['NotificationRaised', 'NotificationEscalated', 'NotificationAcknowledged', ...CLOSINGS],
  rowId: (event) => (event.data as { notificationId?: string }).notificationId ?? null,
  columns: REPORT_NOTIFICATION_COLUMNS,
  evolveRow: (row, event) => evolveReportNotification(row, event) as (ReportNotificationDocument) | null,
});
