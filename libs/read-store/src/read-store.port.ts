// The read store port: MongoDB-shaped read models, reachable only through an organization scope.

export type Document = Record<string, unknown>;
/**
 * A MongoDB query filter (the subset both adapters support: equality, $in, $gt/$gte/$lt/$lte, $ne,
 * $exists, $regex, $and/$or, dotted paths). Conditions on `_id` compare strings only.
 */
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
/**
 * A MongoDB update document: $set, $unset, $inc, $push, $pull, $addToSet, $min, $max.
 * It may not touch `_id`, nor set `orgId` to another organization.
 */
export type Update = Record<string, Record<string, unknown>>;

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  skip?: number;
  projection?: Projection;
}

export type BulkOperation =
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: Document; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
}

/**
 * One collection as seen by one organization: every filter gets `orgId` and every written
 * document gets `orgId`. Documents are plain objects whose `_id` is a string chosen by the
 * projection, unique within the organization; an upsert names it (`_id` equality in the filter
 * or `_id` in the replacement). An `orgId` in a filter is replaced by the scope's own.
 */
export interface OrgCollection<T extends object = Document> {
  /**
   * Read-only documents: the memory store hands out its stored documents, deep-frozen (a change
   * throws); MongoDB fresh copies. A caller that needs to change one builds its own.
   */
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  /**
   * The pipeline runs after a leading `$match: {orgId}` the scope adds. Stages that read or write
   * other collections ($lookup, $unionWith, $out, $merge...) are refused.
   */
  aggregate<R extends object = Document>(pipeline: Document[]): Promise<R[]>;
  /** Applies the operations in order, all or none. */
  bulkWrite(operations: BulkOperation[]): Promise<void>;
  /** Returns the number of documents deleted. */
  deleteMany(filter: Filter): Promise<number>;
}

/** Writes to one collection of one organization, part of a projector batch. */
export interface CollectionWrites {
  collection: string;
  orgId: string;
  operations: BulkOperation[];
}

export interface Checkpoint {
  /** Name of the projector that owns it. */
  name: string;
  /** Position of the last event whose effects are stored, as a decimal string. */
  position: string;
}

export interface ReadStore {
  /** The only way to reach documents: scoped to one organization. */
  forOrganization(orgId: string): OrganizationScope;

  /**
   * Creates an index on a collection; `orgId` is prepended to the keys. Idempotent. `deferred`: the caller fills the
   * collection in bulk next (the projector's catch-up) and then calls `buildDeferredIndexes`; a store may wait until then
   * to build the index of a collection empty now (SQLite: one CREATE INDEX over the rows costs a fraction of keeping it
   * up at each insert, ADR 0053). A read that needs a deferred index builds it first.
   */
  ensureIndex(collection: string, index: IndexSpec, options?: { deferred?: boolean }): Promise<void>;

  /** Builds the indexes ensureIndex deferred; nothing where none are. */
  buildDeferredIndexes(): Promise<void>;

  /**
   * Applies a projector batch atomically: every collection write and the new checkpoint
   * are stored together, or none is (MongoDB: one transaction). The store takes ownership of the
   * documents in the writes: the caller must neither use nor mutate them afterwards (the memory
   * store keeps them as they are, uncopied).
   */
  commit(writes: CollectionWrites[], checkpoint: Checkpoint): Promise<void>;

  /**
   * The documents of one organization's collection with these `_id`s, for the projector's next
   * batch. They are read-only: the memory store hands out its own documents, uncopied, so the
   * caller must never mutate them (projections are pure). What queries return is read-only too
   * (OrgCollection.find).
   */
  loadDocuments(collection: string, orgId: string, ids: readonly string[]): Promise<Document[]>;

  getCheckpoint(name: string): Promise<Checkpoint | null>;

  /**
   * System processes only (the monitor): the organizations that have at least one document in the collection,
   * sorted. Every other access stays scoped to one organization.
   */
  organizationsWith(collection: string): Promise<string[]>;

  /**
   * Puts the collection `from` (its documents of every organization and its indexes) in place of `to`,
   * at once: readers of `to` see either the old documents or all the new ones, never a mix. `to`'s previous
   * documents and indexes are dropped, and `from` no longer exists (MongoDB: renameCollection with dropTarget).
   * A `from` never written nor indexed leaves `to` empty. Checkpoints are untouched.
   */
  replaceCollection(from: string, to: string): Promise<void>;

  /** Removes every document of the listed collections and the checkpoint (rebuild). */
  reset(collections: readonly string[], checkpointName: string): Promise<void>;

  close(): Promise<void>;
}

export interface OrganizationScope {
  readonly orgId: string;
  collection<T extends object = Document>(name: string): OrgCollection<T>;
}

/** Raised for an organization id that is empty or not a plain identifier. */
export class MissingOrganizationError extends Error {
  constructor() {
    super('Organization ID is missing.');
    this.name = 'MissingOrganizationError';
  }
}

/** Raised when a write would give two documents of one organization the same unique index key. */
export class DuplicateKeyError extends Error {
  constructor(detail: string) {
    super(`Duplicate key: ${detail}`);
    this.name = 'DuplicateKeyError';
  }
}

/**
 * Raised for a request outside the supported subset, or one that would cross the organization
 * boundary (an update of `orgId` or `_id`, a `$lookup`, an upsert without an `_id`).
 */
export class UnsupportedOperationError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnsupportedOperationError';
  }
}
