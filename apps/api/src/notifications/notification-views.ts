// Read-model documents of notifications as the API answers them.
import type { NotificationDocument } from '@tourops/projections';
import type { NotificationView } from '@tourops/contracts';

export function toNotificationView(document: NotificationDocument): NotificationView {
  return {
    id: document.id,
    tourId: document.tourId,
    subjectId: document.subjectId,
    measure: document.measure,
    label: document.label,
    unit: document.unit,
    occurrence: document.occurrence,
    status: document.status,
    level: document.level,
    levelSince: document.levelSince,
    explanation: document.explanation,
    calmChecks: document.calmChecks,
    closedBy: document.closedBy,
    note: document.note,
    reason: document.reason,
    createdBy: document.createdBy,
    createdAt: document.createdAt,
    updatedBy: document.updatedBy,
    updatedAt: document.updatedAt,
    revision: document.revision,
  };
}

/** Fields the API never answers. */
export const NOTIFICATION_PROJECTION = { _position: 0 } as const;
