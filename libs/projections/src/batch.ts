// Folding batches of events into read-model writes: pure, guarded by position, so replays change nothing.
import type { RecordedEvent } from '@tourops/event-store';
import type { BulkOperation, CollectionWrites } from '@tourops/read-store';
import { POSITION_FIELD, type BatchFold, type DocumentProjection, type ReadModelDocument } from './projection';

export interface DocumentKey {
  orgId: string;
  collection: string;
  id: string;
}

export const keyOf = ({ orgId, collection, id }: DocumentKey) => `${orgId}\u0000${collection}\u0000${id}`;

/** The projections handling each event type, computed once per list of projections. */
const handlersCache = new WeakMap<readonly DocumentProjection[], Map<string, DocumentProjection[]>>();

function handlersOf(projections: readonly DocumentProjection[]): Map<string, DocumentProjection[]> {
  let handlers = handlersCache.get(projections);
  if (!handlers) {
    handlers = new Map();
    for (const projection of projections)
      for (const type of projection.eventTypes) handlers.set(type, [...(handlers.get(type) ?? []), projection]);
    handlersCache.set(projections, handlers);
  }
  return handlers;
}

/** One (event, projection, document) the events imply. */
export interface Application {
  event: RecordedEvent;
  projection: DocumentProjection;
  key: DocumentKey;
  /** keyOf(key). */
  k: string;
}

/** Each (event, projection, document) the events imply, in log order. */
function applicationsOf(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]): Application[] {
  const handlers = handlersOf(projections);
  const found: Application[] = [];
  for (const event of events)
    for (const projection of handlers.get(event.type) ?? []) {
      const id = projection.documentId(event);
      if (id === null) continue;
      const key = { orgId: event.metadata.orgId, collection: projection.collection, id };
      found.push({ event, projection, key, k: keyOf(key) });
    }
  return found;
}

/** Every document the batch touches, so the projector can load them in one go. */
export function touchedDocuments(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]): DocumentKey[] {
  const keys = new Map<string, DocumentKey>();
  for (const { key, k } of applicationsOf(projections, events)) keys.set(k, key);
  return [...keys.values()];
}

export interface FoldedBatch {
  writes: CollectionWrites[];
  /** Changed document ids per organization and collection, for the change messages. */
  changes: { orgId: string; collection: string; ids: string[] }[];
}

const positionOf = (document: ReadModelDocument | null) =>
  document && typeof document[POSITION_FIELD] === 'string' ? BigInt(document[POSITION_FIELD] as string) : -1n;

/** Without a batch fold, the working state is the document itself. */
const documentFold: BatchFold<ReadModelDocument> = {
  load: (document) => document,
  evolve: () => null,
  store: (document) => document,
};

/** One touched document during the batch: its working state and the position it reflects. */
interface Working {
  key: DocumentKey;
  projection: DocumentProjection;
  state: unknown;
  position: bigint;
  changed: boolean;
}

/**
 * A batch folded from one or more pages of events: each page's applications are `prepare`d (naming the
 * documents to load that the batch does not hold yet), then `fold`ed into the working states; `build`
 * turns each changed document into a write once, at the end. An event at or below a document's stored
 * position has already been applied and is skipped. The loaded documents are never mutated.
 */
export class BatchFolding {
  private readonly working = new Map<string, Working>();
  /** Events folded so far. */
  events = 0;

  constructor(private readonly projections: readonly DocumentProjection[]) {}

  /** The page's applications, and the documents they touch that the batch has not loaded yet. */
  prepare(events: readonly RecordedEvent[]): { applications: Application[]; unloaded: DocumentKey[] } {
    const applications = applicationsOf(this.projections, events);
    const unloaded = new Map<string, DocumentKey>();
    for (const { key, k } of applications) if (!this.working.has(k)) unloaded.set(k, key);
    return { applications, unloaded: [...unloaded.values()] };
  }

  /** Folds prepared applications; `loaded` holds the stored documents (null when absent) of the keys `prepare` named. */
  fold(applications: readonly Application[], loaded: ReadonlyMap<string, ReadModelDocument | null>, events = 0): void {
    this.events += events;
    for (const { event, projection, key, k } of applications) {
      let entry = this.working.get(k);
      if (!entry) {
        const document = loaded.get(k) ?? null;
        const fold = projection.batchFold ?? documentFold;
        entry = { key, projection, state: document ? fold.load(document) : null, position: positionOf(document), changed: false };
        this.working.set(k, entry);
      }
      if (event.position <= entry.position) continue;
      const after = projection.batchFold
        ? projection.batchFold.evolve(entry.state, event)
        : projection.evolve(entry.state as ReadModelDocument | null, event);
      if (after === null) continue;
      entry.state = after;
      entry.position = event.position;
      entry.changed = true;
    }
  }

  /** The writes of every changed document, each built as a new object. */
  build(): FoldedBatch {
    const writes = new Map<string, CollectionWrites>();
    const changes = new Map<string, { orgId: string; collection: string; ids: string[] }>();
    for (const { key, projection, state, position, changed } of this.working.values()) {
      if (!changed) continue;
      const group = `${key.orgId}\u0000${key.collection}`;
      const built = (projection.batchFold ?? documentFold).store(state as ReadModelDocument);
      const document = { ...built, [POSITION_FIELD]: position.toString() };
      const operation: BulkOperation = { replaceOne: { filter: { _id: key.id }, replacement: document, upsert: true } };
      if (!writes.has(group)) writes.set(group, { orgId: key.orgId, collection: key.collection, operations: [] });
      writes.get(group)!.operations.push(operation);
      if (!changes.has(group)) changes.set(group, { orgId: key.orgId, collection: key.collection, ids: [] });
      changes.get(group)!.ids.push(key.id);
    }
    return { writes: [...writes.values()], changes: [...changes.values()] };
  }
}

/** Applies the events to the loaded documents (null when absent): one page, one batch. */
export function foldBatch(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  loaded: ReadonlyMap<string, ReadModelDocument | null>,
): FoldedBatch {
  const batch = new BatchFolding(projections);
  batch.fold(batch.prepare(events).applications, loaded, events.length);
  return batch.build();
}
