// The organization boundary: every read and write of an OrgCollection passes here and leaves confined to one orgId.
import {
  Checkpoint,
  CollectionWrites,
  Document,
  Filter,
  FindOptions,
  OrgCollection,
  OrganizationScope,
} from './read-store.port';
import { assertCollectionName, assertOrganizationId } from './names';
import { checkFindOptions, scopeFilter } from './scoped-filter';
import { scopePipeline } from './scoped-pipeline';
import { scopeWrites } from './scoped-writes';

/**
 * What an adapter provides beneath the scope. Every filter it receives already holds `orgId`,
 * every pipeline starts with `$match: {orgId}`, every write has been checked by scopeWrites.
 */
export interface ReadStoreBackend {
  find(collection: string, orgId: string, filter: Filter, options: FindOptions): Promise<Document[]>;
  countDocuments(collection: string, orgId: string, filter: Filter): Promise<number>;
  aggregate(collection: string, orgId: string, pipeline: Document[]): Promise<Document[]>;
  deleteMany(collection: string, orgId: string, filter: Filter): Promise<number>;
  /** All the writes (and the checkpoint, when given) are stored, or none is. */
  applyWrites(writes: CollectionWrites[], checkpoint?: Checkpoint): Promise<void>;
}

export function createOrganizationScope(orgId: string, backend: ReadStoreBackend): OrganizationScope {
  assertOrganizationId(orgId);
  return {
    orgId,
    collection<T extends object = Document>(name: string): OrgCollection<T> {
      assertCollectionName(name);
      return scopedCollection<T>(orgId, name, backend);
    },
  };
}

function scopedCollection<T extends object>(orgId: string, name: string, backend: ReadStoreBackend): OrgCollection<T> {
  return {
    async find(filter, options) {
      return (await backend.find(name, orgId, scopeFilter(orgId, filter), checkFindOptions(options))) as T[];
    },
    async findOne(filter, options) {
      const [found] = await backend.find(name, orgId, scopeFilter(orgId, filter), { ...checkFindOptions(options), limit: 1 });
      return (found as T | undefined) ?? null;
    },
    async countDocuments(filter) {
      return backend.countDocuments(name, orgId, scopeFilter(orgId, filter));
    },
    async aggregate<R extends object = Document>(pipeline: Document[]) {
      return (await backend.aggregate(name, orgId, scopePipeline(orgId, pipeline))) as R[];
    },
    async bulkWrite(operations) {
      await backend.applyWrites(scopeWrites([{ collection: name, orgId, operations }]));
    },
    async deleteMany(filter) {
      return backend.deleteMany(name, orgId, scopeFilter(orgId, filter));
    },
  };
}
