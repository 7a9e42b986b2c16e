// The writes the disk owes the memory store (ADR 0058): a document's halves written whole by `_id`, only the last write of each kept.
import type { BulkOperation, CollectionWrites, Document } from '../read-store.port';
import { placeOf } from '../names';

/** A write the disk owes: the document replaced whole, or null when deleted. */
type Owed = { document: Document; upsert: boolean } | null;

/**
 * Whole-document writes (replaceOne and deleteOne by `_id`, what splitOperations makes) waiting for the disk. A document written
 * again before they reach it is owed once, as it last stands: a tour edited thirty times in a second is written to disk once.
 */
export class OwedDiskWrites {
  private readonly places = new Map<string, { collection: string; orgId: string; byId: Map<string, Owed> }>();
  private count = 0;

  /** Documents owed, over every collection and organization. */
  get size(): number {
    return this.count;
  }

  /** Takes the writes on, after the earlier ones: each replaces what was owed for its `_id`. */
  add(writes: readonly CollectionWrites[]): void {
    for (const { collection, orgId, operations } of writes) {
      const key = placeOf(collection, orgId);
      let place = this.places.get(key);
      if (!place) this.places.set(key, (place = { collection, orgId, byId: new Map() }));
      for (const operation of operations) this.take(place.byId, operation);
    }
  }

  private take(byId: Map<string, Owed>, operation: BulkOperation): void {
    if ('replaceOne' in operation) {
      const { filter, replacement, upsert = false } = operation.replaceOne;
      const id = filter._id as string;
      const earlier = byId.get(id);
      // A replacement without upsert replaces a document an earlier owed write put there, and nothing after one deleted it.
      if (earlier === null && !upsert) return;
      this.set(byId, id, { document: replacement, upsert: upsert || earlier !== undefined });
    } else if ('deleteOne' in operation) this.set(byId, operation.deleteOne.filter._id as string, null);
    else throw new Error('Only whole documents by _id are owed to the disk (replaceOne, deleteOne).');
  }

  private set(byId: Map<string, Owed>, id: string, owed: Owed): void {
    if (!byId.has(id)) this.count++;
    byId.set(id, owed);
  }

  /**
   * What is owed for a document: its replacement, null when it was deleted, undefined when nothing is owed (the disk has it as it
   * stands).
   */
  documentOf(collection: string, orgId: string, id: string): Document | null | undefined {
    const owed = this.places.get(placeOf(collection, orgId))?.byId.get(id);
    return owed === undefined ? undefined : (owed?.document ?? null);
  }

  /** Everything owed, as writes the disk commits in one transaction. */
  writes(): CollectionWrites[] {
    return [...this.places.values()].map(({ collection, orgId, byId }) => ({
      collection,
      orgId,
      operations: [...byId].map(([id, owed]): BulkOperation => (owed ? { replaceOne: { filter: { _id: id }, replacement: owed.document, upsert: owed.upsert } } : { deleteOne: { filter: { _id: id } } })),
    }));
  }

  clear(): void {
    this.places.clear();
    this.count = 0;
  }
}
