// The MongoDB read store (distributed deployment): official driver, per-organization physical `_id`s, one transaction per commit.
import { ClientSession, Document as MongoDocument, MongoClient } from 'mongodb';
import { Checkpoint, CollectionWrites, Document, ReadStore, UnsupportedOperationError } from '../read-store.port';
import { CHECKPOINT_COLLECTION, assertCheckpoint, assertCollectionName } from '../names';
import { ReadStoreBackend, createOrganizationScope } from '../org-scope';
import { scopeIndex } from '../scoped-index';
import { scopeWrites } from '../scoped-writes';
import { toPortError } from './mongo-errors';
import { toMongoOperation } from './mongo-operations';
import { logicalIdStage, toLogicalDocument, toPhysicalFilter } from './physical-ids';

export interface MongoReadStoreOptions {
  /** A replica set (transactions need one), e.g. mongodb://mongo:27017/?replicaSet=rs0 */
  url: string;
  dbName?: string;
}

interface StoredCheckpoint {
  _id: string;
  position: string;
}

export const DEFAULT_READ_MODEL_DB = 'tourops';

/** The client connects on first use; close() releases it. */
export function createMongoReadStore({ url, dbName = DEFAULT_READ_MODEL_DB }: MongoReadStoreOptions): ReadStore {
  const client = new MongoClient(url);
  const db = client.db(dbName);
  const checkpoints = db.collection<StoredCheckpoint>(CHECKPOINT_COLLECTION);

  const translatingErrors = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toPortError(error);
    }
  };

  const inTransaction = (work: (session: ClientSession) => Promise<void>) =>
    translatingErrors(async () => {
      const session = client.startSession();
      try {
        await session.withTransaction(work);
      } finally {
        await session.endSession();
      }
    });

  const writeAll = async (session: ClientSession, writes: CollectionWrites[], checkpoint?: Checkpoint) => {
    for (const { collection, orgId, operations } of writes) {
      if (operations.length === 0) continue;
      const physical = operations.map((operation) => toMongoOperation(orgId, operation));
      await db.collection(collection).bulkWrite(physical, { session, ordered: true });
    }
    if (checkpoint) {
      await checkpoints.updateOne({ _id: checkpoint.name }, { $set: { position: checkpoint.position } }, { upsert: true, session });
    }
  };

  const backend: ReadStoreBackend = {
    async find(collection, orgId, filter, { sort, skip, limit, projection }) {
      const found = await db.collection(collection).find(toPhysicalFilter(orgId, filter), { sort, skip, limit, projection }).toArray();
      return found.map((document) => toLogicalDocument(orgId, document as Document));
    },
    countDocuments: (collection, orgId, filter) => db.collection(collection).countDocuments(toPhysicalFilter(orgId, filter)),
    async aggregate(collection, orgId, [match, ...stages]) {
      const pipeline: MongoDocument[] = [match, logicalIdStage(orgId), ...stages];
      return (await db.collection(collection).aggregate(pipeline).toArray()) as Document[];
    },
    async deleteMany(collection, orgId, filter) {
      return (await db.collection(collection).deleteMany(toPhysicalFilter(orgId, filter))).deletedCount;
    },
    applyWrites: (writes, checkpoint) => inTransaction((session) => writeAll(session, writes, checkpoint)),
  };

  return {
    forOrganization: (orgId) => createOrganizationScope(orgId, backend),
    async ensureIndex(collection, index) {
      assertCollectionName(collection);
      const { keys, name, unique } = scopeIndex(index);
      await translatingErrors(() => db.collection(collection).createIndex(keys, { name, unique }));
    },
    /** It creates every index at once (a deferred one too): nothing is left to build. */
    async buildDeferredIndexes() {},
    async commit(writes, checkpoint) {
      assertCheckpoint(checkpoint);
      await backend.applyWrites(scopeWrites(writes), checkpoint);
    },
    loadDocuments: (collection, orgId, ids) => createOrganizationScope(orgId, backend).collection(collection).find({ _id: { $in: [...ids] } }),
    async organizationsWith(collection) {
      assertCollectionName(collection);
      const organizations = (await translatingErrors(() => db.collection(collection).distinct('orgId'))) as unknown[];
      return organizations.filter((orgId): orgId is string => typeof orgId === 'string').sort();
    },
    async getCheckpoint(name) {
      const stored = await checkpoints.findOne({ _id: name });
      return stored ? { name: stored._id, position: stored.position } : null;
    },
    async replaceCollection(from, to) {
      assertCollectionName(from);
      assertCollectionName(to);
      if (from === to) throw new UnsupportedOperationError(`A collection cannot replace itself: ${from}.`);
      const exists = (await db.listCollections({ name: from }, { nameOnly: true }).toArray()).length > 0;
      if (exists) await translatingErrors(() => db.collection(from).rename(to, { dropTarget: true }));
      else await db.collection(to).drop().catch(() => false);
    },
    async reset(names, checkpointName) {
      names.forEach(assertCollectionName);
      // The checkpoint goes first: a reset cut short then replays from the start, which is idempotent.
      await checkpoints.deleteOne({ _id: checkpointName });
      for (const name of names) await db.collection(name).deleteMany({});
    },
    close: () => client.close(),
  };
}
