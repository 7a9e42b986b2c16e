// The tours read model: one document per tour serving the list, the deleted list and the details.
import { TOUR_EVENT_TYPES, evolveTour, upcastDay, type Tour, type TourEvent } from '@tourops/domain';
import type { RecordedEvent } from '@tourops/event-store';
import { auditFields, evolveThrough, type AuditFields, type BatchFold, type DocumentProjection, type ReadModelDocument } from '../projection';

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

/** A tour between the events of a batch: the tour, its audit fields and when it was deleted; the document is built once per batch. */
interface TourState {
  tour: Tour;
  audit: AuditFields;
  deletedAt: string | null;
}

/** What the read model keeps of a purged tour: that it was purged, and the position guard. */
export type PurgedTourDocument = { _id: string; id: string; purged: true };

type TourFoldState = TourState | PurgedTourDocument;

const isPurged = (state: object | null): state is PurgedTourDocument => (state as { purged?: unknown } | null)?.purged === true;

function toDocument({ tour, audit, deletedAt }: TourState): TourDocument {
  let segmentCount = 0;
  for (const day of tour.days) segmentCount += day.segments.length;
  return {
    ...tour,
    _id: tour.id,
    dayCount: tour.days.length,
    segmentCount,
    deletedAt,
    ...audit,
    searchText: `${tour.title}\n${tour.description}`.toLowerCase(),
    titleKey: tour.title.toLowerCase(),
  };
}

function fromDocument(document: TourDocument): TourState {
  const { id, title, description, status, startDate, endDate, timezone, deleted, days } = document;
  const { template = false, origin = null, wizardStep = null } = document;
  const { createdBy, createdAt, updatedBy, updatedAt, revision } = document;
  // A document written before flights were local to their airports (read-model version 1) is read as today's shape.
  return {
    tour: { id, title, description, status, startDate, endDate, timezone, deleted, purged: false, template, origin, wizardStep, days: days.map((day) => upcastDay(day, timezone)) },
    audit: { createdBy, createdAt, updatedBy, updatedAt, revision },
    deletedAt: document.deletedAt ?? null,
  };
}

const tourFold: BatchFold<TourFoldState> = {
  load: (document) => (isPurged(document) ? (document as unknown as PurgedTourDocument) : fromDocument(document as unknown as TourDocument)),
  evolve(state, event) {
    if (isPurged(state)) return null;
    if (event.type === 'TourPurged') {
      const { tourId } = event.data as { tourId: string };
      return { _id: tourId, id: tourId, purged: true };
    }
    const tour = evolveTour(state?.tour ?? null, event as unknown as TourEvent);
    if (!tour) return null;
    const { occurredAt } = event.metadata;
    const deletedAt = event.type === 'TourDeleted' ? occurredAt : tour.deleted ? (state?.deletedAt ?? occurredAt) : null;
    return { tour, audit: auditFields(state?.audit ?? null, event), deletedAt };
  },
  store: (state) => (isPurged(state) ? { ...state } : toDocument(state)) as unknown as ReadModelDocument,
};

export const toursProjection: DocumentProjection = {
  name: 'tours',
  /** 2: flights carry local times with their airports' zones (ADR 0016). */
  version: 2,
  collection: TOURS_COLLECTION,
  eventTypes: TOUR_EVENT_TYPES,
  documentId: (event) => (event.data as { tourId?: string }).tourId ?? null,
  evolve: evolveThrough(tourFold),
  batchFold: tourFold as BatchFold<unknown>,
  indexes: [
    { name: 'by_deleted_updated', keys: { deleted: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_deleted_status_updated', keys: { deleted: 1, status: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_deleted_start', keys: { deleted: 1, startDate: 1, _id: 1 } },
    { name: 'by_deleted_title', keys: { deleted: 1, titleKey: 1, _id: 1 } },
  ],
};

/** The document the read model holds after these events of one tour's stream, in order: how a tour is read as it was. */
export function tourDocumentAfter(events: readonly RecordedEvent[]): TourDocument | PurgedTourDocument | null {
  let state: TourFoldState | null = null;
  for (const event of events) state = tourFold.evolve(state, event);
  return state === null ? null : (tourFold.store(state, null) as unknown as TourDocument | PurgedTourDocument);
}
