// Folding a batch of events into read-model writes: pure, guarded by position, so replays change nothing.
import type { RecordedEvent } from '@tourops/event-store';
import type { BulkOperation, CollectionWrites } from '@tourops/read-store';
import { POSITION_FIELD, type DocumentProjection, type ReadModelDocument } from './projection';

export interface DocumentKey {
  orgId: string;
  collection: string;
  id: string;
}

export const keyOf = ({ orgId, collection, id }: DocumentKey) => `${orgId}\u0000${collection}\u0000${id}`;

/** Each (event, projection, document) the batch implies, in log order. */
function* applications(projections: readonly DocumentProjection[], events: readonly RecordedEvent[]) {
  for (const event of events)
    for (const projection of projections) {
      if (!projection.eventTypes.includes(event.type)) continue;
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

/**
 * Applies the events to the loaded documents (null when absent). An event at or below a
 * document's stored position has already been applied and is skipped.
 */
export function foldBatch(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  loaded: ReadonlyMap<string, ReadModelDocument | null>,
): FoldedBatch {
  const current = new Map(loaded);
  const dirty = new Map<string, DocumentKey>();
  for (const { event, projection, key } of applications(projections, events)) {
    const k = keyOf(key);
    const before = current.get(k) ?? null;
    if (event.position <= positionOf(before)) continue;
    const after = projection.evolve(before, event);
    if (!after) continue;
    current.set(k, { ...after, [POSITION_FIELD]: event.position.toString() });
    dirty.set(k, key);
  }

  const writes = new Map<string, CollectionWrites>();
  const changes = new Map<string, { orgId: string; collection: string; ids: string[] }>();
  for (const [k, key] of dirty) {
    const group = `${key.orgId}\u0000${key.collection}`;
    const document = current.get(k)!;
    const operation: BulkOperation = { replaceOne: { filter: { _id: key.id }, replacement: document, upsert: true } };
    if (!writes.has(group)) writes.set(group, { orgId: key.orgId, collection: key.collection, operations: [] });
    writes.get(group)!.operations.push(operation);
    if (!changes.has(group)) changes.set(group, { orgId: key.orgId, collection: key.collection, ids: [] });
    changes.get(group)!.ids.push(key.id);
  }
  return { writes: [...writes.values()], changes: [...changes.values()] };
}
