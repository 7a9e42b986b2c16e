// One batch into the read store: load the documents the events touch, fold them, commit the writes with a checkpoint.
import type { RecordedEvent } from '@tourops/event-store';
import type { Checkpoint, ReadStore } from '@tourops/read-store';
import { foldBatch, keyOf, touchedDocuments, type DocumentKey, type DocumentProjection, type FoldedBatch, type ReadModelDocument } from '@tourops/projections';

export async function foldAndCommit(
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  checkpoint: Checkpoint,
): Promise<FoldedBatch['changes']> {
  const byCollection = new Map<string, DocumentKey[]>();
  for (const key of touchedDocuments(projections, events)) {
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
  const { writes, changes } = foldBatch(projections, events, loaded);
  await readStore.commit(writes, checkpoint);
  return changes;
}
