// The in-memory read store (standalone default): mingo over per-collection, per-organization Maps of documents.
import { Checkpoint, CollectionWrites, Document, ReadStore, UnsupportedOperationError } from '../read-store.port';
import { assertCheckpoint, assertCollectionName, assertOrganizationId } from '../names';
import { ReadStoreBackend, createOrganizationScope } from '../org-scope';
import { scopeIndex } from '../scoped-index';
import { scopeWrites } from '../scoped-writes';
import { aggregateDocuments, countDocuments, findDocuments } from './find-documents';
import { MemoryCollection } from './memory-collection';
import { Partition } from './partition';
import { MemoryTransaction } from './memory-transaction';

const EMPTY = new Partition();

/** One organization's documents of one collection, as a stored copy holds them. */
export interface StoredPartition {
  collection: string;
  orgId: string;
  documents: Document[];
}

/** The memory store, with what a stored copy of it needs: a consistent view, a restore, a change counter. */
export interface MemoryReadStore extends ReadStore {
  /**
   * Every document and checkpoint as of now, taken synchronously (so consistent with the checkpoints).
   * The documents are the store's own: committed documents are never changed in place, so the view
   * stays valid while later commits replace them; the caller must not mutate them.
   */
  view(): { partitions: StoredPartition[]; checkpoints: Checkpoint[] };
  /** Adds documents read from a stored copy (the store owns them from now on); for an empty store at boot. */
  restore(partition: StoredPartition): void;
  restoreCheckpoint(checkpoint: Checkpoint): void;
  /** Grows with every change of documents or checkpoints: tells whether a stored copy is behind. */
  changeCount(): number;
  /** `commit`, synchronously: for a commit made inside another store's transaction (the standalone's history on disk). */
  commitNow(writes: CollectionWrites[], checkpoint: Checkpoint): void;
}

export function createMemoryReadStore(): MemoryReadStore {
  const collections = new Map<string, MemoryCollection>();
  const checkpoints = new Map<string, Checkpoint>();

  const collectionNamed = (name: string): MemoryCollection => {
    let collection = collections.get(name);
    if (!collection) collections.set(name, (collection = new MemoryCollection(name)));
    return collection;
  };
  const partitionOf = (collection: string, orgId: string) => collections.get(collection)?.partition(orgId) ?? EMPTY;

  /** `owned`: a projector commit, whose documents the store keeps uncopied (ReadStore.commit). */
  let changes = 0;
  const applyWrites = (writes: CollectionWrites[], checkpoint?: Checkpoint, owned = false): number => {
    changes++;
    const transaction = new MemoryTransaction();
    let matched = 0;
    for (const { collection, orgId, operations } of writes) {
      const target = collectionNamed(collection);
      for (const operation of operations) matched += transaction.apply(target, orgId, operation, owned);
    }
    transaction.commit();
    if (checkpoint) checkpoints.set(checkpoint.name, { name: checkpoint.name, position: checkpoint.position });
    return matched;
  };

  const commitNow = (writes: CollectionWrites[], checkpoint: Checkpoint) => {
    assertCheckpoint(checkpoint);
    applyWrites(scopeWrites(writes), checkpoint, true);
  };

  const backend: ReadStoreBackend = {
    find: async (collection, orgId, filter, options) => findDocuments(partitionOf(collection, orgId), filter, options),
    countDocuments: async (collection, orgId, filter) => countDocuments(partitionOf(collection, orgId), filter),
    aggregate: async (collection, orgId, pipeline) => aggregateDocuments(partitionOf(collection, orgId), pipeline),
    deleteMany: async (collection, orgId, filter) => applyWrites([{ collection, orgId, operations: [{ deleteMany: { filter } }] }]),
    applyWrites: async (writes, checkpoint) => {
      applyWrites(writes, checkpoint);
    },
  };

  return {
    forOrganization: (orgId) => createOrganizationScope(orgId, backend),
    async ensureIndex(collection, index) {
      assertCollectionName(collection);
      collectionNamed(collection).addIndex(scopeIndex(index));
    },
    /** Its indexes are kept up at each commit, deferred or not: nothing is left to build. */
    async buildDeferredIndexes() {},
    async commit(writes, checkpoint) {
      commitNow(writes, checkpoint);
    },
    commitNow,
    async loadDocuments(collection, orgId, ids) {
      assertCollectionName(collection);
      assertOrganizationId(orgId);
      const partition = partitionOf(collection, orgId);
      const found: Document[] = [];
      for (const id of ids) {
        const document = partition.get(id);
        if (document !== undefined) found.push(document);
      }
      return found;
    },
    async organizationsWith(collection) {
      assertCollectionName(collection);
      const organizations: string[] = [];
      for (const [orgId, partition] of collections.get(collection)?.partitionEntries() ?? []) if (partition.documents.size > 0) organizations.push(orgId);
      return organizations.sort();
    },
    async getCheckpoint(name) {
      const checkpoint = checkpoints.get(name);
      return checkpoint ? { ...checkpoint } : null;
    },
    async replaceCollection(from, to) {
      assertCollectionName(from);
      assertCollectionName(to);
      if (from === to) throw new UnsupportedOperationError(`A collection cannot replace itself: ${from}.`);
      changes++;
      const replacement = collections.get(from) ?? new MemoryCollection(to);
      collections.delete(from);
      replacement.name = to;
      collections.set(to, replacement);
    },
    async reset(names, checkpointName) {
      names.forEach(assertCollectionName);
      changes++;
      checkpoints.delete(checkpointName);
      for (const name of names) collections.get(name)?.clear();
    },
    async close() {},
    view() {
      const partitions: StoredPartition[] = [];
      for (const [name, collection] of collections)
        for (const [orgId, partition] of collection.partitionEntries())
          if (partition.documents.size > 0) partitions.push({ collection: name, orgId, documents: [...partition.documents.values()] });
      return { partitions, checkpoints: [...checkpoints.values()].map((checkpoint) => ({ ...checkpoint })) };
    },
    restore({ collection, orgId, documents }) {
      assertCollectionName(collection);
      assertOrganizationId(orgId);
      changes++;
      const partition = collectionNamed(collection).ensurePartition(orgId);
      for (const document of documents) {
        if (typeof document._id !== 'string' || document.orgId !== orgId) throw new UnsupportedOperationError(`A stored ${collection} document of ${orgId} without its _id or orgId.`);
        // The same value, as the partition's one string: parsed, every document held a copy of its own.
        document.orgId = orgId;
        partition.documents.set(document._id, document);
      }
      partition.changed();
    },
    restoreCheckpoint(checkpoint) {
      assertCheckpoint(checkpoint);
      changes++;
      checkpoints.set(checkpoint.name, { name: checkpoint.name, position: checkpoint.position });
    },
    changeCount: () => changes,
  };
}
