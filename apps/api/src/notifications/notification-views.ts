// Read-model documents of notifications as the API answers them, each saying what it is about from the tour as planned now.
import { subjectWords, type Tour } from '@tourops/domain';
import { TOURS_COLLECTION, type NotificationDocument } from '@tourops/projections';
import type { OrganizationScope } from '@tourops/read-store';
import type { NotificationView } from '@tourops/contracts';

export function toNotificationView(document: NotificationDocument, tour: Tour | null): NotificationView {
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
    about: subjectWords(document.subjectId, tour),
  };
}

type StoredTour = Pick<Tour, 'id' | 'title' | 'timezone' | 'days'> & { _id: string; purged?: boolean };

/** The tours of a page of notifications, in one query of the organization's tours; a purged tour (no title kept) is not among them. */
export async function toursOf(scope: OrganizationScope, documents: readonly NotificationDocument[]): Promise<Map<string, Tour>> {
  const tourIds = [...new Set(documents.map((document) => document.tourId).filter((tourId) => tourId !== ''))];
  if (tourIds.length === 0) return new Map();
  const tours = await scope
    .collection<StoredTour & Record<string, unknown>>(TOURS_COLLECTION)
    .find({ _id: { $in: tourIds } }, { projection: { id: 1, title: 1, timezone: 1, days: 1, purged: 1 } });
  return new Map(tours.filter((tour) => tour.purged !== true && typeof tour.title === 'string').map((tour) => [tour._id, tour as unknown as Tour]));
}

/** The page as the API answers it: each notification with what it is about. */
export async function notificationViews(scope: OrganizationScope, documents: readonly NotificationDocument[]): Promise<NotificationView[]> {
  const tours = await toursOf(scope, documents);
  return documents.map((document) => toNotificationView(document, tours.get(document.tourId) ?? null));
}

/** Fields the API never answers. */
export const NOTIFICATION_PROJECTION = { _position: 0 } as const;
