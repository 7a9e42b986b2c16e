// The SQLite read store: documents on disk as JSON, one table per collection, read page by page through expression indexes (ADR 0050).
import Database from 'better-sqlite3';
import { BulkOperation, Checkpoint, CollectionWrites, Document, DuplicateKeyError, Filter, FindOptions, ReadStore, UnsupportedOperationError } from '../read-store.port';
import { assertCheckpoint, assertCollectionName, assertOrganizationId, placeOf } from '../names';
import { ReadStoreBackend, createOrganizationScope } from '../org-scope';
import { scopeIndex } from '../scoped-index';
import { scopeWrites } from '../scoped-writes';
import { applyOperation } from '../memory/apply-operation';
import { compileMatcher } from '../memory/compiled-filter';
import { aggregateDocuments, countDocuments, findDocuments } from '../memory/find-documents';
import { DocumentSource, arraySource, valueAt } from '../memory/partition';
import type { StoredPartition } from '../memory/memory-read-store';
import { SqliteStagedPartition, type SqliteRows } from './sqlite-staged-partition';
import { planQuery, valueExpression, type QueryPlan, type SqliteIndex } from './sqlite-query-plan';

export interface SqliteReadStoreOptions {
  /** The database file (':memory:' for tests). */
  file: string;
}

interface CollectionRecord {
  name: string;
  table: string;
  indexes: SqliteIndex[];
}

/** MongoDB's unique key of a field: a missing field and null are one key; 1 and 1.0 are one key; true is not 1. */
const uniqueKeyExpression = (path: string) => {
  const value = valueExpression(path);
  const type = value.replace('json_extract', 'json_type');
  return `CASE WHEN ${type} IS NULL OR ${type} = 'null' THEN 'null' WHEN ${type} IN ('integer', 'real') THEN 'number' ELSE ${type} END, ${value}`;
};

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code?.startsWith('SQLITE_CONSTRAINT') === true;

/** The SQLite store, with a commit that another store's commit can join. */
export interface SqliteReadStore extends ReadStore {
  /**
   * Stores the writes and the checkpoint, and runs `alongside` within the same transaction: when it throws, nothing is stored.
   * Synchronous, so that nothing else runs in between (the standalone's memory store commits its part there).
   */
  commitAlongside(writes: CollectionWrites[], checkpoint: Checkpoint, alongside: () => void): void;
  /** `loadDocuments`, synchronously: nothing else runs between the read and what the caller does with it. */
  loadDocumentsNow(collection: string, orgId: string, ids: readonly string[]): Document[];
  /** The collections the file holds documents or indexes of. */
  collectionNames(): string[];
  /** Every organization's documents of a collection, one partition per organization (what the standalone mirrors in memory at open). */
  partitionsOf(collection: string): StoredPartition[];
  /** replaceCollection of several pairs, in one transaction: readers see all of them replaced or none. */
  replaceCollections(pairs: readonly (readonly [from: string, to: string])[]): void;
}

export function createSqliteReadStore({ file }: SqliteReadStoreOptions): SqliteReadStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // A read model can always be rebuilt from the event log; the standalone checks at boot that this file is not behind its memory copy.
  db.pragma('synchronous = NORMAL');
  // A sort too large for memory (an index built after a rebuild) may use a second thread: over a million audit-log rows (before
  // ADR 0056 took them to the event log) each index built in 2.1 s instead of 2.6 s on the bench's machine.
  db.pragma('threads = 2');
  db.exec(`
    CREATE TABLE IF NOT EXISTS collections (name TEXT PRIMARY KEY, tbl TEXT NOT NULL UNIQUE, indexes TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
  `);

  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  /** The collections' tables and indexes, as the file holds them; read again after a transaction that failed. */
  const records = new Map<string, CollectionRecord>();
  const readRecords = () => {
    records.clear();
    for (const row of prepared('SELECT name, tbl, indexes FROM collections').all() as { name: string; tbl: string; indexes: string }[])
      records.set(row.name, { name: row.name, table: row.tbl, indexes: JSON.parse(row.indexes) as SqliteIndex[] });
  };
  readRecords();
  /** Runs `work` in one transaction; when it fails, the records are those of the file again. */
  const transaction = <T>(work: () => T): T => {
    try {
      return db.transaction(work)();
    } catch (error) {
      readRecords();
      throw error;
    }
  };

  const nextNumber = (counter: string): number => {
    const row = prepared('INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value').get(counter) as { value: number };
    return row.value;
  };
  const saveRecord = (record: CollectionRecord) =>
    prepared('INSERT INTO collections (name, tbl, indexes) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET tbl = excluded.tbl, indexes = excluded.indexes').run(record.name, record.table, JSON.stringify(record.indexes));

  /** The collection's record, its table made on first use. */
  const recordOf = (name: string): CollectionRecord => {
    let record = records.get(name);
    if (!record) {
      record = { name, table: `c${nextNumber('table')}`, indexes: [] };
      db.exec(`CREATE TABLE "${record.table}" (org TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (org, id))`);
      saveRecord(record);
      records.set(name, record);
    }
    return record;
  };

  const createSqlIndex = (record: CollectionRecord, index: SqliteIndex) => {
    const columns = index.fields.map(({ path, order }) => (index.unique ? uniqueKeyExpression(path) : `${valueExpression(path)} ${order === 1 ? 'ASC' : 'DESC'}`));
    try {
      db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX "${index.sqlName}" ON "${record.table}" (org, ${columns.join(', ')})`);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(`${record.name} index ${index.name}`);
      throw error;
    }
  };

  /** The record with its deferred indexes built: before a read plans with them, a collection takes another's place, or when asked. */
  const withIndexesBuilt = (record: CollectionRecord): CollectionRecord => {
    if (!record.indexes.some((index) => index.deferred)) return record;
    transaction(() => {
      for (const index of record.indexes) if (index.deferred) createSqlIndex(record, index);
      record.indexes = record.indexes.map(({ deferred: _built, ...index }) => index);
      saveRecord(record);
    });
    return record;
  };

  const rowsOf = (record: CollectionRecord): SqliteRows => ({
    collection: record.name,
    get: (orgId, id) => documentsOf(prepared(`SELECT doc FROM "${record.table}" WHERE org = ? AND id = ?`).all(orgId, id))[0],
    all: (orgId) => documentsOf(prepared(`SELECT doc FROM "${record.table}" WHERE org = ?`).all(orgId)),
  });

  /** What the organization's rows of a collection read as: by `_id` one row at a time, else all of them. */
  const sourceOf = (collection: string, orgId: string): DocumentSource => {
    const record = records.get(collection);
    if (!record) return arraySource([]);
    const rows = rowsOf(record);
    return { get: (id) => rows.get(orgId, id), values: () => rows.all(orgId) };
  };

  /** The documents a plan reads that match the whole filter, parsed, in the plan's order: the caller stops when it has enough. */
  function* planned(record: CollectionRecord, orgId: string, filter: Filter, plan: QueryPlan): Generator<Document, void, undefined> {
    const indexed = plan.index ? ` INDEXED BY "${plan.index.sqlName}"` : '';
    const where = ['org = ?', ...plan.conditions].join(' AND ');
    const sql = `SELECT doc FROM "${record.table}"${indexed} WHERE ${where}${plan.orderBy ? ` ORDER BY ${plan.orderBy}` : ''}`;
    const matches = compileMatcher(filter);
    for (const row of prepared(sql).iterate(orgId, ...plan.params) as IterableIterator<{ doc: string }>) {
      const document = JSON.parse(row.doc) as Document;
      if (matches(document)) yield document;
    }
  }

  const byIds = (filter: Filter) => filter._id !== undefined;

  function find(collection: string, orgId: string, filter: Filter, options: FindOptions): Document[] {
    const record = records.get(collection);
    if (!record) return [];
    if (byIds(filter)) return findDocuments(sourceOf(collection, orgId), filter, options);
    const { sort, skip = 0, limit, projection } = options;
    const plan = planQuery(filter, sort, withIndexesBuilt(record).indexes);
    const inOrder = !sort || plan.orderBy !== null;
    const enough = inOrder && limit ? skip + limit : Infinity;
    const found: Document[] = [];
    for (const document of planned(record, orgId, filter, plan)) {
      found.push(document);
      if (found.length >= enough) break;
    }
    // The page in MongoDB's terms (sort when SQL did not, skip, limit, projection), over what matched.
    return findDocuments(arraySource(found), {}, inOrder ? { skip, limit, projection } : options);
  }

  const backend: ReadStoreBackend = {
    find: async (collection, orgId, filter, options) => find(collection, orgId, filter, options),
    countDocuments: async (collection, orgId, filter) => {
      const record = records.get(collection);
      if (!record) return 0;
      if (byIds(filter)) return countDocuments(sourceOf(collection, orgId), filter);
      if (Object.keys(filter).length === 1) return (prepared(`SELECT count(*) AS n FROM "${record.table}" WHERE org = ?`).get(orgId) as { n: number }).n;
      let count = 0;
      for (const _ of planned(record, orgId, filter, planQuery(filter, undefined, withIndexesBuilt(record).indexes))) count++;
      return count;
    },
    aggregate: async (collection, orgId, pipeline) => aggregateDocuments(sourceOf(collection, orgId), pipeline),
    deleteMany: async (collection, orgId, filter) => applyWrites([{ collection, orgId, operations: [{ deleteMany: { filter } }] }]),
    applyWrites: async (writes, checkpoint) => {
      applyWrites(writes, checkpoint);
    },
  };

  /** Every write and the checkpoint in one SQLite transaction; a failing operation leaves the file untouched. */
  const applyWrites = (writes: CollectionWrites[], checkpoint?: Checkpoint, alongside?: () => void): number =>
    transaction(() => {
      const staged = new Map<string, { record: CollectionRecord; partition: SqliteStagedPartition }>();
      let matched = 0;
      for (const { collection, orgId, operations } of writes) {
        const key = placeOf(collection, orgId);
        let partition = staged.get(key)?.partition;
        if (!partition) {
          const record = recordOf(collection);
          staged.set(key, { record, partition: (partition = new SqliteStagedPartition(rowsOf(record), orgId)) });
        }
        for (const operation of operations) {
          // A projector's write: the whole document by its _id, whatever was there. Nothing to read first.
          const replacing = replacementById(operation, orgId);
          if (replacing) partition.replace(replacing._id as string, replacing);
          matched += replacing ? 1 : applyOperation(partition, operation);
        }
      }
      for (const { record, partition } of staged.values()) {
        const upsert = prepared(`INSERT INTO "${record.table}" (org, id, doc) VALUES (?, ?, ?) ON CONFLICT (org, id) DO UPDATE SET doc = excluded.doc`);
        const remove = prepared(`DELETE FROM "${record.table}" WHERE org = ? AND id = ?`);
        let widened = false;
        for (const [id, document] of partition.changes()) {
          if (document === null) {
            remove.run(partition.orgId, id);
            continue;
          }
          for (const index of record.indexes)
            if (index.scalar && !comparesInSql(document, index)) {
              index.scalar = false; // from now on, finds on it read as if it did not exist
              widened = true;
            }
          try {
            upsert.run(partition.orgId, id, jsonOf(document));
          } catch (error) {
            if (isUniqueViolation(error)) throw new DuplicateKeyError(`${record.name} ${(error as Error).message}`);
            throw error;
          }
        }
        if (widened) saveRecord(record);
      }
      if (checkpoint) prepared('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position').run(checkpoint.name, checkpoint.position);
      alongside?.();
      return matched;
    });

  const loadDocumentsNow = (collection: string, orgId: string, ids: readonly string[]): Document[] => {
    assertCollectionName(collection);
    assertOrganizationId(orgId);
    const record = records.get(collection);
    if (!record || ids.length === 0) return [];
    return documentsOf(prepared(`SELECT doc FROM "${record.table}" WHERE org = ? AND id IN (SELECT value FROM json_each(?))`).all(orgId, JSON.stringify(ids)));
  };

  const replaceCollections = (pairs: readonly (readonly [from: string, to: string])[]): void => {
    for (const [from, to] of pairs) {
      assertCollectionName(from);
      assertCollectionName(to);
      if (from === to) throw new UnsupportedOperationError(`A collection cannot replace itself: ${from}.`);
    }
    transaction(() => {
      for (const [from, to] of pairs) {
        const previous = records.get(to);
        if (previous) {
          db.exec(`DROP TABLE "${previous.table}"`);
          prepared('DELETE FROM collections WHERE name = ?').run(to);
          records.delete(to);
        }
        const replacement = records.get(from);
        if (!replacement) continue;
        withIndexesBuilt(replacement);
        prepared('DELETE FROM collections WHERE name = ?').run(from);
        records.delete(from);
        replacement.name = to;
        saveRecord(replacement);
        records.set(to, replacement);
      }
    });
  };

  return {
    forOrganization: (orgId) => createOrganizationScope(orgId, backend),
    async ensureIndex(collection, spec, options) {
      assertCollectionName(collection);
      const index = scopeIndex(spec);
      transaction(() => {
        const record = recordOf(collection);
        const fields = index.fields.map((path) => ({ path, order: index.keys[path] }));
        const existing = record.indexes.find((known) => known.name === index.name);
        if (existing) {
          if (JSON.stringify(existing.fields) === JSON.stringify(fields) && existing.unique === index.unique) return;
          throw new UnsupportedOperationError(`An index named ${index.name} already exists with other keys or options.`);
        }
        // A unique index's columns are keys, not orders: plans use only the ordered ones.
        const added: SqliteIndex = { name: index.name, sqlName: `${record.table}_i${nextNumber('index')}`, fields, unique: index.unique, scalar: !index.unique };
        const empty = prepared(`SELECT 1 FROM "${record.table}" LIMIT 1`).get() === undefined;
        // A unique one is never deferred: a duplicate is refused by the commit that writes it.
        if (options?.deferred && empty && !index.unique) added.deferred = true;
        else createSqlIndex(record, added);
        added.scalar &&= documentsOf(prepared(`SELECT doc FROM "${record.table}"`).all()).every((document) => comparesInSql(document, added));
        record.indexes = [...record.indexes, added];
        saveRecord(record);
      });
    },
    async buildDeferredIndexes() {
      for (const record of records.values()) withIndexesBuilt(record);
    },
    async commit(writes, checkpoint) {
      assertCheckpoint(checkpoint);
      applyWrites(scopeWrites(writes), checkpoint);
    },
    commitAlongside(writes, checkpoint, alongside) {
      assertCheckpoint(checkpoint);
      applyWrites(scopeWrites(writes), checkpoint, alongside);
    },
    async loadDocuments(collection, orgId, ids) {
      return loadDocumentsNow(collection, orgId, ids);
    },
    loadDocumentsNow,
    async organizationsWith(collection) {
      assertCollectionName(collection);
      const record = records.get(collection);
      if (!record) return [];
      // One step of the (org, id) key per organization, not a scan of every row (the audit log holds one an event).
      const sql = `WITH RECURSIVE orgs(org) AS (SELECT min(org) FROM "${record.table}" UNION ALL SELECT (SELECT min(org) FROM "${record.table}" WHERE org > orgs.org) FROM orgs WHERE org IS NOT NULL) SELECT org FROM orgs WHERE org IS NOT NULL`;
      return (prepared(sql).all() as { org: string }[]).map((row) => row.org);
    },
    async getCheckpoint(name) {
      const row = prepared('SELECT name, position FROM checkpoints WHERE name = ?').get(name) as Checkpoint | undefined;
      return row ? { name: row.name, position: row.position } : null;
    },
    async replaceCollection(from, to) {
      replaceCollections([[from, to]]);
    },
    replaceCollections,
    collectionNames: () => [...records.keys()].sort(),
    partitionsOf(collection) {
      assertCollectionName(collection);
      const record = records.get(collection);
      if (!record) return [];
      const partitions: StoredPartition[] = [];
      for (const row of prepared(`SELECT org, doc FROM "${record.table}" ORDER BY org`).iterate() as IterableIterator<{ org: string; doc: string }>) {
        if (partitions.at(-1)?.orgId !== row.org) partitions.push({ collection, orgId: row.org, documents: [] });
        partitions.at(-1)!.documents.push(JSON.parse(row.doc) as Document);
      }
      return partitions;
    },
    async reset(names, checkpointName) {
      names.forEach(assertCollectionName);
      transaction(() => {
        prepared('DELETE FROM checkpoints WHERE name = ?').run(checkpointName);
        for (const name of names) {
          const record = records.get(name);
          if (record) db.exec(`DELETE FROM "${record.table}"`);
        }
      });
    },
    async close() {
      if (db.open) db.close();
    },
  };
}

/** MongoDB's driver stores an undefined field as null; JSON would drop it. */
const undefinedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

/** Whether a value holds undefined anywhere: a walk costs a seventh of what a replacer adds to JSON.stringify, which calls it on every key. */
function holdsUndefined(value: unknown): boolean {
  if (value === undefined) return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsUndefined(value[i])) return true;
    return false;
  }
  for (const key in value) if (holdsUndefined((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** A document as its row holds it, undefined fields as null. */
const jsonOf = (document: Document): string => (holdsUndefined(document) ? JSON.stringify(document, undefinedAsNull) : JSON.stringify(document));

/** The replacement of an upsert whose filter names only the document (`_id`, and the scope's `orgId`), with its `_id`; else null. */
function replacementById(operation: BulkOperation, orgId: string): Document | null {
  if (!('replaceOne' in operation)) return null;
  const { filter, replacement, upsert } = operation.replaceOne;
  const id = filter._id;
  if (upsert !== true || typeof id !== 'string' || filter.orgId !== orgId || Object.keys(filter).length !== 2) return null;
  if (replacement._id !== undefined && replacement._id !== id) return null;
  return replacement._id === id ? replacement : { _id: id, ...replacement };
}

/** The documents of rows read from a collection's table. */
function documentsOf(rows: unknown[]): Document[] {
  return (rows as { doc: string }[]).map((row) => JSON.parse(row.doc) as Document);
}

/** Whether the document holds a number, a string or nothing at each of the index's fields: what SQL compares and orders as MongoDB does. */
function comparesInSql(document: Document, index: SqliteIndex): boolean {
  return index.fields.every(({ path }) => {
    const value = valueAt(document, path);
    return value === undefined || value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
  });
}
