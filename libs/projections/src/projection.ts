// What a projection is: a pure mapping from recorded events to read-model documents.
import type { RecordedEvent } from '@tourops/event-store';

/** A read-model document as a projection sees it; the projector adds orgId and the position guard. */
export type ReadModelDocument = Record<string, unknown> & { _id: string };

/** A projection's next generation fills `${collection}__next` while the current one serves, then takes its place. */
export const NEXT_GENERATION_SUFFIX = '__next';

export const nextCollectionOf = (collection: string) => `${collection}${NEXT_GENERATION_SUFFIX}`;

/**
 * A projection that keeps one document per key: `documentId` says which document an event
 * touches, `evolve` folds the event into it (null = the document does not exist / is removed).
 * Both are pure; the projector loads, guards by position, and stores.
 */
export interface DocumentProjection {
  name: string;
  /**
   * The definition's version: raise it whenever evolve, the document's shape or the event types change.
   * A stored read model built by another version is dropped and rebuilt from position 0.
   */
  version: number;
  collection: string;
  eventTypes: readonly string[];
  documentId(event: RecordedEvent): string | null;
  /** One event at a time; a projection with a batch fold that `reads` another has none (its document needs the other's). */
  evolve?(document: ReadModelDocument | null, event: RecordedEvent): ReadModelDocument | null;
  /**
   * Each event makes a document of its own, which no other event changes (an audit log entry, a link): a batch writes it without
   * loading what may be stored under its id, which can only be that same document (a replay).
   */
  documentPerEvent?: boolean;
  /** Indexes after the implicit leading orgId. */
  indexes: { keys: Record<string, 1 | -1>; unique?: boolean; name: string }[];
  /**
   * How a batch folds many events into one document cheaply: into a working state, turned into a
   * document once per batch. Without it the batch calls `evolve` per event.
   */
  batchFold?: BatchFold<unknown>;
  /**
   * The projection whose document of the same id this one's `store` reads (ADR 0052): as the batch leaves it when the batch
   * runs that projection too, else as stored. Rebuilding the projection read rebuilds this one with it.
   */
  reads?: DocumentProjection;
}

/**
 * A projection's working state between a batch's events: `load` from the stored document, `evolve` per
 * event (pure, null = unchanged), `store` once at the end of the batch (a new object), given the document it
 * `reads` (null without one).
 */
export interface BatchFold<State> {
  load(document: ReadModelDocument): State;
  evolve(state: State | null, event: RecordedEvent): State | null;
  store(state: State, read: ReadModelDocument | null): ReadModelDocument;
}

/** The one-event `evolve` a batch fold implies: load, evolve, store. */
export function evolveThrough<State>(fold: BatchFold<State>): DocumentProjection['evolve'] {
  return (document, event) => {
    const state = fold.evolve(document ? fold.load(document) : null, event);
    return state === null ? null : fold.store(state, null);
  };
}

/** Field each stored document uses to remember the position of the last event applied to it. */
export const POSITION_FIELD = '_position';

/** Who created and last changed a stored document, when, and at which revision of its stream (SPEC §3). */
export interface AuditFields {
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  revision: number;
}

/** The audit fields after `event`: creation kept from the previous document, the rest from the event. */
export function auditFields(previous: Partial<AuditFields> | null, event: RecordedEvent): AuditFields {
  const { occurredAt, actorId } = event.metadata;
  return {
    createdBy: previous?.createdBy ?? actorId,
    createdAt: previous?.createdAt ?? occurredAt,
    updatedBy: actorId,
    updatedAt: occurredAt,
    revision: event.revision,
  };
}
