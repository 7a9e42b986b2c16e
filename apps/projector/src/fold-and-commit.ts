// Batches into the read store: load the documents the events touch, fold them, commit the writes with a checkpoint, in commits of bounded size.
import type { RecordedEvent } from '@tourops/event-store';
import type { Checkpoint, ReadStore } from '@tourops/read-store';
import { BatchFolding, keyOf, type DocumentKey, type DocumentProjection, type FoldedBatch, type ReadModelDocument } from '@tourops/projections';

/**
 * Folds a page into the batch, loading first the documents it touches that the batch does not hold yet. With
 * `maxDocuments`, only the page's first events that keep the batch within that many documents; returns how many it folded.
 */
export async function foldPage(readStore: ReadStore, batch: BatchFolding, events: readonly RecordedEvent[], maxDocuments?: number): Promise<number> {
  const prepared = batch.prepare(events, maxDocuments);
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
  batch.fold(prepared, loaded);
  return prepared.events;
}

/** The most one commit holds: events folded and documents written (a MongoDB commit is one transaction, ADR 0048). */
export interface CommitLimits {
  events: number;
  documents: number;
}

/**
 * Folds the pages into batches within the limits and hands each to `commit` with the position of its last event, in log
 * order. A batch ends where the next event could pass a limit, so a page may end in the next batch; `react` sees each
 * part of a page before the batch holding it commits. A crash between two commits resumes after the last one's position.
 */
export async function foldInCommits(
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
  pages: AsyncIterable<readonly RecordedEvent[]> | Iterable<readonly RecordedEvent[]>,
  limits: CommitLimits,
  commit: (batch: BatchFolding, last: bigint) => Promise<void>,
  react?: (events: readonly RecordedEvent[]) => Promise<void>,
): Promise<void> {
  let batch: BatchFolding | null = null;
  let last = 0n;
  for await (const page of pages) {
    for (let rest = page; rest.length > 0; ) {
      batch ??= new BatchFolding(projections);
      const room = limits.events - batch.events;
      const folded = await foldPage(readStore, batch, rest.length > room ? rest.slice(0, room) : rest, limits.documents);
      if (folded > 0) {
        const done = folded === rest.length ? rest : rest.slice(0, folded);
        await react?.(done);
        last = done[done.length - 1].position;
        rest = rest.slice(folded);
      }
      if (rest.length > 0 || batch.events >= limits.events) {
        await commit(batch, last);
        batch = null;
      }
    }
  }
  if (batch) await commit(batch, last);
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
