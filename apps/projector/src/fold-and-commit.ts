// Batches into the read store: load the documents the events touch, fold them, commit the writes with a checkpoint.
import type { RecordedEvent } from '@tourops/event-store';
import type { Checkpoint, ReadStore } from '@tourops/read-store';
import { BatchFolding, keyOf, type DocumentKey, type DocumentProjection, type FoldedBatch, type ReadModelDocument } from '@tourops/projections';

/** Folds a page into the batch, loading first the documents it touches that the batch does not hold yet. */
export async function foldPage(readStore: ReadStore, batch: BatchFolding, events: readonly RecordedEvent[]): Promise<void> {
  const prepared = batch.prepare(events);
  const byCollection = new Map<string, DocumentKey[]>();
  for (const { key } of prepared.unloaded) {
    const group = `${key.orgId}\u0000${key.collection}`;
    if (!byCollection.has(group)) byCollection.set(group, []);
    byCollection.get(group)!.push(key);
  }
  const loaded = new Map<string, ReadModelDocument | null>();
  for (const group of byCollection.values()) {
    const { orgId, collection } = group[0];
    const documents = (await readStore.loadDocuments(collection, orgId, group.map((key) => key.id))) as ReadModelDocument[];
    const found = new Map(documents.map((document) => [document._id, document]));
    for (const key of group) loaded.set(keyOf(key), found.get(key.id) ?? null);
  }
  batch.fold(prepared, loaded, events.length);
}

/** Commits the batch's writes with the checkpoint; returns the changed documents. */
export async function commitBatch(readStore: ReadStore, batch: BatchFolding, checkpoint: Checkpoint): Promise<FoldedBatch['changes']> {
  const { writes, changes } = batch.build();
  await readStore.commit(writes, checkpoint);
  return changes;
}

/** One page, one batch. */
export async function foldAndCommit(
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  checkpoint: Checkpoint,
): Promise<FoldedBatch['changes']> {
  const batch = new BatchFolding(projections);
  await foldPage(readStore, batch, events);
  return commitBatch(readStore, batch, checkpoint);
}
