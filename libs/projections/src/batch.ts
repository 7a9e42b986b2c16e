// Folding a batch of events into read-model writes: pure, guarded by position, so replays change nothing.
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

/** Each (event, projection, document) the batch implies, in log order. */
function* applications(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]) {
  const handlers = handlersOf(projections);
  for (const event of events)
    for (const projection of handlers.get(event.type) ?? []) {
      const id = projection.documentId(event);
      if (id !== null) yield { event, projection, key: { orgId: event.metadata.orgId, collection: projection.collection, id } };
    }
}

/** Every document the batch touches, so the projector can load them in one go. */
export function touchedDocuments(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]): DocumentKey[] {
  const keys = new Map<string, DocumentKey>();
  for (const { key } of applications(projections, events)) keys.set(keyOf(key), key);
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
 * Applies the events to the loaded documents (null when absent). An event at or below a
 * document's stored position has already been applied and is skipped. Each changed document is
 * built once, at the end of the batch, as a new object: the loaded documents are never mutated.
 */
export function foldBatch(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  loaded: ReadonlyMap<string, ReadModelDocument | null>,
): FoldedBatch {
  const working = new Map<string, Working>();
  for (const { event, projection, key } of applications(projections, events)) {
    const k = keyOf(key);
    let entry = working.get(k);
    if (!entry) {
      const document = loaded.get(k) ?? null;
      const fold = projection.batchFold ?? documentFold;
      entry = { key, projection, state: document ? fold.load(document) : null, position: positionOf(document), changed: false };
      working.set(k, entry);
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

  const writes = new Map<string, CollectionWrites>();
  const changes = new Map<string, { orgId: string; collection: string; ids: string[] }>();
  for (const { key, projection, state, position, changed } of working.values()) {
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
