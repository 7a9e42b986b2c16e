// The notifications read model: one document per notification, with its level, status, explanation and who changed it last.
import type { NotificationView } from '@tourops/contracts';
import type { RecordedEvent } from '@tourops/event-store';
import { NOTIFICATION_EVENT_TYPES, evolveNotification, labelOf, rankOf, subjectReferenceOf, unitOf, type Notification, type NotificationEvent } from '@tourops/domain';
import { auditFields, type DocumentProjection, type ReadModelDocument } from '../projection';

export const NOTIFICATIONS_COLLECTION = 'notifications';

/**
 * The stored notification is what the API answers (the notification, its measure's label and unit, note and reason apart,
 * audit fields) under its _id, but what it is about (read from the tour at read time); with its segment and its level's
 * rank, for the inbox's filter by day and its order (CRITICAL first).
 */
export interface NotificationDocument extends Omit<NotificationView, 'about'> {
  _id: string;
  segmentId: string | null;
  levelRank: number;
}

const segmentOf = (subjectId: string): string | null => {
  const reference = subjectReferenceOf(subjectId);
  return reference !== null && 'segmentId' in reference ? reference.segmentId : null;
};

function fromDocument(document: NotificationDocument): Notification {
  const { id, tourId, subjectId, measure, occurrence, status, level, levelSince, explanation, calmChecks, closedBy, note } = document;
  return { notificationId: id, tourId, subjectId, measure, occurrence, status, level, levelSince, explanation, calmChecks, closedBy, ...(note === null ? {} : { note }) };
}

function toDocument(notification: Notification, previous: NotificationDocument | null, event: RecordedEvent): NotificationDocument {
  const { notificationId, tourId, subjectId, measure, occurrence, status, level, levelSince, explanation, calmChecks, closedBy } = notification;
  const dismissal = event.type === 'NotificationDismissed' ? (event.data as { reason: string }).reason : null;
  return {
    _id: notificationId,
    id: notificationId,
    tourId,
    subjectId,
    measure,
    label: labelOf(measure),
    unit: unitOf(measure),
    occurrence,
    status,
    level,
    levelSince,
    explanation,
    calmChecks,
    closedBy,
    segmentId: segmentOf(subjectId),
    levelRank: rankOf(level),
    // The domain keeps a dismissal's reason as the note; the read model keeps both.
    note: dismissal === null ? (notification.note ?? null) : (previous?.note ?? null),
    reason: dismissal ?? previous?.reason ?? null,
    ...auditFields(previous, event),
  };
}

export function evolveNotificationDocument(document: NotificationDocument | null, event: RecordedEvent): NotificationDocument | null {
  const notification = evolveNotification(document ? fromDocument(document) : null, event as unknown as NotificationEvent);
  return notification ? toDocument(notification, document, event) : null;
}

export const notificationsProjection: DocumentProjection = {
  name: 'notifications',
  /** 2: the segment and the level's rank, for the inbox's filter by day and its order. */
  version: 2,
  collection: NOTIFICATIONS_COLLECTION,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  documentId: (event) => (event.data as { notificationId?: string }).notificationId ?? null,
  evolve: (document, event) =>
    evolveNotificationDocument(document as unknown as NotificationDocument | null, event) as unknown as ReadModelDocument | null,
  indexes: [
    { name: 'by_updated', keys: { updatedAt: -1, _id: -1 } },
    { name: 'by_status_updated', keys: { status: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_level_updated', keys: { level: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_measure_updated', keys: { measure: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_tour_updated', keys: { tourId: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_rank_since', keys: { levelRank: -1, levelSince: -1, _id: -1 } },
    { name: 'by_tour_rank_since', keys: { tourId: 1, levelRank: -1, levelSince: -1, _id: -1 } },
    { name: 'by_segment_rank_since', keys: { segmentId: 1, levelRank: -1, levelSince: -1, _id: -1 } },
  ],
};
