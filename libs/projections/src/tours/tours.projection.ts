// The tours read model: one document per tour serving the list, the deleted list and the details.
import type { RecordedEvent } from '@tourops/event-store';
import { TOUR_EVENT_TYPES, evolveTour, upcastDay, type Tour, type TourEvent } from '@tourops/domain';
import { auditFields, type AuditFields, type DocumentProjection, type ReadModelDocument } from '../projection';

export const TOURS_COLLECTION = 'tours';

/** The stored tour document: the tour itself plus audit fields and counts for the list. */
export interface TourDocument extends Tour, AuditFields {
  _id: string;
  dayCount: number;
  segmentCount: number;
  deletedAt: string | null;
  /** Lower-cased title and description, for case-insensitive search. */
  searchText: string;
  /** Lower-cased title, for sorting by title. */
  titleKey: string;
}

function toDocument(tour: Tour, previous: TourDocument | null, event: RecordedEvent): TourDocument {
  const { occurredAt } = event.metadata;
  return {
    ...tour,
    _id: tour.id,
    dayCount: tour.days.length,
    segmentCount: tour.days.reduce((count, day) => count + day.segments.length, 0),
    deletedAt: event.type === 'TourDeleted' ? occurredAt : tour.deleted ? (previous?.deletedAt ?? occurredAt) : null,
    ...auditFields(previous, event),
    searchText: `${tour.title}\n${tour.description}`.toLowerCase(),
    titleKey: tour.title.toLowerCase(),
  };
}

function fromDocument(document: TourDocument): Tour {
  const { id, title, description, status, startDate, endDate, timezone, deleted, days } = document;
  const { template = false, origin = null, wizardStep = null } = document;
  // A document written before flights were local to their airports is read as today's shape.
  return { id, title, description, status, startDate, endDate, timezone, deleted, purged: false, template, origin, wizardStep, days: days.map((day) => upcastDay(day, timezone)) };
}

/** What the read model keeps of a purged tour: that it was purged, and the position guard. */
export type PurgedTourDocument = { _id: string; id: string; purged: true };

const isPurged = (document: ReadModelDocument | null) => document?.purged === true;

export const toursProjection: DocumentProjection = {
  name: 'tours',
  collection: TOURS_COLLECTION,
  eventTypes: TOUR_EVENT_TYPES,
  documentId: (event) => (event.data as { tourId?: string }).tourId ?? null,
  evolve(document, event) {
    if (isPurged(document)) return null;
    if (event.type === 'TourPurged') {
      const { tourId } = event.data as { tourId: string };
      const tombstone: PurgedTourDocument = { _id: tourId, id: tourId, purged: true };
      return tombstone;
    }
    const previous = document as TourDocument | null;
    const tour = evolveTour(previous ? fromDocument(previous) : null, event as unknown as TourEvent);
    return tour ? (toDocument(tour, previous, event) as unknown as ReadModelDocument) : null;
  },
  indexes: [
    { name: 'by_deleted_updated', keys: { deleted: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_deleted_status_updated', keys: { deleted: 1, status: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_deleted_start', keys: { deleted: 1, startDate: 1, _id: 1 } },
    { name: 'by_deleted_title', keys: { deleted: 1, titleKey: 1, _id: 1 } },
  ],
};
