// The standalone's read store: the working set in memory (saved to and loaded from its file), history-sized collections in SQLite beside it (ADR 0050).
import { Checkpoint, CollectionWrites, ReadStore, UnsupportedOperationError } from '../read-store.port';
import type { MemoryReadStore } from '../memory/memory-read-store';
import type { SqliteReadStore } from '../sqlite/sqlite-read-store';

export interface HistoryOnDiskOptions {
  memory: MemoryReadStore;
  /** Where the history-sized collections live. */
  disk: SqliteReadStore;
  /** Whether a collection (a next generation's too) grows with the length of history, and so lives on disk. */
  onDisk: (collection: string) => boolean;
}

/**
 * A memory store whose history-sized collections are on disk. What the memory store's file holds (view, restore) is the working set
 * only. A commit stores both parts or neither: the memory's is made inside the disk's transaction, with the checkpoint on both, so
 * the disk is never behind the memory's copy (a crash after the disk's commit is replayed, which the projector's position guard
 * makes harmless).
 */
export interface HistoryOnDiskReadStore extends MemoryReadStore {
  /** The checkpoint the disk's collections reflect: a stored memory copy ahead of it cannot be used. */
  diskCheckpoint(name: string): Promise<string | null>;
  keepsOnDisk(collection: string): boolean;
}

export function createHistoryOnDiskReadStore({ memory, disk, onDisk }: HistoryOnDiskOptions): HistoryOnDiskReadStore {
  const storeOf = (collection: string): ReadStore => (onDisk(collection) ? disk : memory);
  const split = (writes: readonly CollectionWrites[]) => ({
    onDisk: writes.filter((write) => onDisk(write.collection)),
    inMemory: writes.filter((write) => !onDisk(write.collection)),
  });

  const commitNow = (writes: CollectionWrites[], checkpoint: Checkpoint) => {
    const parts = split(writes);
    disk.commitAlongside(parts.onDisk, checkpoint, () => memory.commitNow(parts.inMemory, checkpoint));
  };

  return {
    forOrganization(orgId) {
      const inMemory = memory.forOrganization(orgId);
      const onDiskScope = disk.forOrganization(orgId);
      return { orgId, collection: (name) => (onDisk(name) ? onDiskScope : inMemory).collection(name) };
    },
    ensureIndex: (collection, index, options) => storeOf(collection).ensureIndex(collection, index, options),
    async buildDeferredIndexes() {
      await disk.buildDeferredIndexes();
      await memory.buildDeferredIndexes();
    },
    async commit(writes, checkpoint) {
      commitNow(writes, checkpoint);
    },
    commitNow,
    loadDocuments: (collection, orgId, ids) => storeOf(collection).loadDocuments(collection, orgId, ids),
    getCheckpoint: (name) => memory.getCheckpoint(name),
    organizationsWith: (collection) => storeOf(collection).organizationsWith(collection),
    async replaceCollection(from, to) {
      if (onDisk(from) !== onDisk(to)) throw new UnsupportedOperationError(`${from} and ${to} are not kept in the same place: one cannot replace the other.`);
      await storeOf(to).replaceCollection(from, to);
    },
    async reset(collections, checkpointName) {
      await disk.reset(collections.filter(onDisk), checkpointName);
      await memory.reset(collections.filter((collection) => !onDisk(collection)), checkpointName);
    },
    async close() {
      await Promise.all([memory.close(), disk.close()]);
    },
    view: () => memory.view(),
    restore: (partition) => {
      if (onDisk(partition.collection)) throw new UnsupportedOperationError(`${partition.collection} is kept on disk, not in the memory store's file.`);
      memory.restore(partition);
    },
    restoreCheckpoint: (checkpoint) => memory.restoreCheckpoint(checkpoint),
    changeCount: () => memory.changeCount(),
    diskCheckpoint: async (name) => (await disk.getCheckpoint(name))?.position ?? null,
    keepsOnDisk: onDisk,
  };
}
