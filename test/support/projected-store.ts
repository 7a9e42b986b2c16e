// Test support: events folded into a read store in batches, as the projector does (load what a batch touches, fold, commit).
import type { RecordedEvent } from '@tourops/event-store';
import { foldBatch, keyOf, touchedDocuments, type DocumentProjection, type ReadModelDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';

/** Creates the projections' indexes, then folds the events in batches of `batchSize` and commits each under the checkpoint `name`. */
export async function projectInto(store: ReadStore, projections: readonly DocumentProjection[], events: readonly RecordedEvent[], { batchSize = Infinity, name = 'test' } = {}): Promise<void> {
  for (const projection of projections) for (const index of projection.indexes) await store.ensureIndex(projection.collection, index);
  const size = Math.min(batchSize, Math.max(events.length, 1));
  for (let i = 0; i < events.length; i += size) {
    const batch = events.slice(i, i + size);
    const loaded = new Map<string, ReadModelDocument | null>();
    for (const key of touchedDocuments(projections, batch)) {
      const [found] = (await store.loadDocuments(key.collection, key.orgId, [key.id])) as ReadModelDocument[];
      loaded.set(keyOf(key), found ?? null);
    }
    await store.commit(foldBatch(projections, batch, loaded).writes, { name, position: batch[batch.length - 1].position.toString() });
  }
}
