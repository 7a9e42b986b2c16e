// The in-memory read store (standalone default): mingo over per-collection, per-organization Maps of documents.
import { Checkpoint, CollectionWrites, Document, ReadStore } from '../read-store.port';
import { assertCheckpoint, assertCollectionName, assertOrganizationId } from '../names';
import { ReadStoreBackend, createOrganizationScope } from '../org-scope';
import { scopeIndex } from '../scoped-index';
import { scopeWrites } from '../scoped-writes';
import { aggregateDocuments, countDocuments, findDocuments } from './find-documents';
import { MemoryCollection } from './memory-collection';
import { Partition } from './partition';
import { MemoryTransaction } from './memory-transaction';

const EMPTY = new Partition();

export function createMemoryReadStore(): ReadStore {
  const collections = new Map<string, MemoryCollection>();
  const checkpoints = new Map<string, Checkpoint>();

  const collectionNamed = (name: string): MemoryCollection => {
    let collection = collections.get(name);
    if (!collection) collections.set(name, (collection = new MemoryCollection(name)));
    return collection;
  };
  const partitionOf = (collection: string, orgId: string) => collections.get(collection)?.partition(orgId) ?? EMPTY;

  /** `owned`: a projector commit, whose documents the store keeps uncopied (ReadStore.commit). */
  const applyWrites = (writes: CollectionWrites[], checkpoint?: Checkpoint, owned = false): number => {
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
    async commit(writes, checkpoint) {
      assertCheckpoint(checkpoint);
      applyWrites(scopeWrites(writes), checkpoint, true);
    },
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
    async getCheckpoint(name) {
      const checkpoint = checkpoints.get(name);
      return checkpoint ? { ...checkpoint } : null;
    },
    async reset(names, checkpointName) {
      names.forEach(assertCollectionName);
      checkpoints.delete(checkpointName);
      for (const name of names) collections.get(name)?.clear();
    },
    async close() {},
  };
}
