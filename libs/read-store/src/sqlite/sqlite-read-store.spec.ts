// The SQLite read store: the contract every adapter passes, its query plans, and pages that agree with the memory store's over indexed collections.
import { describeReadStoreContract } from '../read-store.contract';
import { createMemoryReadStore } from '../memory/memory-read-store';
import type { Document, Filter, FindOptions, IndexSpec, ReadStore } from '../read-store.port';
import { planQuery, type SqliteIndex } from './sqlite-query-plan';
import { createSqliteReadStore } from './sqlite-read-store';

describeReadStoreContract('sqlite', () => createSqliteReadStore({ file: ':memory:' }));

const index = (name: string, fields: [string, 1 | -1][], scalar = true): SqliteIndex => ({
  name,
  sqlName: `t_${name}`,
  fields: fields.map(([path, order]) => ({ path, order })),
  unique: false,
  scalar,
});
const AUDIT_INDEXES = [index('by_seq', [['seq', -1]]), index('by_type_seq', [['type', 1], ['seq', -1]]), index('by_actor_seq', [['actorId', 1], ['seq', -1]])];

describe('query plans', () => {
  it('given an equality and the sort of an index, when planned, then reads that index in its order, with the cursor as a range', () => {
    const plan = planQuery({ orgId: 'o', type: 'TourCreated', seq: { $lt: 900 } }, { seq: -1 }, AUDIT_INDEXES);
    expect(plan.index?.name).toBe('by_type_seq');
    expect(plan.conditions).toEqual([`json_extract(doc, '$."type"') = ?`, `json_extract(doc, '$."seq"') < ?`]);
    expect(plan.params).toEqual(['TourCreated', 900]);
    expect(plan.orderBy).toBe(`json_extract(doc, '$."seq"') DESC`);
  });

  it('given the reverse of an index order, when planned, then reads the index backwards', () => {
    expect(planQuery({ orgId: 'o' }, { seq: 1 }, AUDIT_INDEXES)).toMatchObject({ index: { name: 'by_seq' }, orderBy: `json_extract(doc, '$."seq"') ASC` });
  });

  it('given $in on an indexed field and a sort, when planned, then narrows by the $in but sorts what matched (an $in gives several runs)', () => {
    const plan = planQuery({ orgId: 'o', actorId: { $in: ['a', 'b'] } }, { seq: -1 }, AUDIT_INDEXES);
    expect(plan.orderBy).toBe(`json_extract(doc, '$."seq"') DESC`);
    expect(plan.index?.name).toBe('by_seq');
    const unsorted = planQuery({ orgId: 'o', actorId: { $in: ['a', 'b'] } }, undefined, AUDIT_INDEXES);
    expect(unsorted).toMatchObject({ index: { name: 'by_actor_seq' }, orderBy: null, params: ['["a","b"]'] });
  });

  it('given an index a document broke (an array, a boolean), when planned, then leaves it unused', () => {
    const plan = planQuery({ orgId: 'o', type: 'x' }, { seq: -1 }, [index('by_type_seq', [['type', 1], ['seq', -1]], false)]);
    expect(plan).toEqual({ index: null, conditions: [], params: [], orderBy: null });
  });

  it('given conditions SQL cannot compare as MongoDB does (a boolean, mixed bounds, $regex), when planned, then leaves them to the filter', () => {
    const indexes = [index('by_flag', [['flag', 1]]), index('by_seq', [['seq', -1]]), index('by_name', [['name', 1]])];
    expect(planQuery({ orgId: 'o', flag: true }, undefined, indexes).index).toBeNull();
    expect(planQuery({ orgId: 'o', seq: { $gt: 1, $lt: 'z' } }, undefined, indexes).index).toBeNull();
    expect(planQuery({ orgId: 'o', name: { $regex: '^a' } }, undefined, indexes).index).toBeNull();
  });
});

describe('pages over indexed collections', () => {
  const TYPES = ['TourCreated', 'SegmentAdded', 'DayAdded', 'TravelerAdded'];
  const ACTORS = ['ana', 'ben', 'cleo'];
  /** A seeded log of entries, some of them with values SQL and MongoDB compare differently. */
  const entries = (count: number): Document[] => {
    let state = 7;
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
    return Array.from({ length: count }, (_, i) => ({
      _id: String(i + 1),
      seq: i + 1,
      at: new Date(Date.UTC(2027, 0, 1) + i * 60_000).toISOString(),
      type: TYPES[Math.floor(next() * TYPES.length)],
      actorId: ACTORS[Math.floor(next() * ACTORS.length)],
      ...(next() < 0.1 ? { note: null } : {}),
    }));
  };
  const INDEXES: IndexSpec[] = [
    { name: 'by_seq', keys: { seq: -1 } },
    { name: 'by_type_seq', keys: { type: 1, seq: -1 } },
    { name: 'by_actor_seq', keys: { actorId: 1, seq: -1 } },
  ];
  const QUERIES: [Filter, FindOptions][] = [
    [{}, { sort: { seq: -1 }, limit: 25 }],
    [{ type: 'SegmentAdded' }, { sort: { seq: -1 }, limit: 25 }],
    [{ type: 'SegmentAdded', seq: { $lt: 700 } }, { sort: { seq: -1 }, limit: 25 }],
    [{ actorId: { $in: ['ana', 'cleo'] }, seq: { $lt: 500 } }, { sort: { seq: -1 }, limit: 10 }],
    [{ type: 'DayAdded', at: { $gte: '2027-01-01T05:00' } }, { sort: { seq: 1 }, skip: 3, limit: 7 }],
    [{ actorId: 'ben' }, { sort: { at: -1 }, limit: 5 }],
    [{ type: { $in: ['DayAdded', 'TravelerAdded'] } }, {}],
    [{ note: null }, { sort: { seq: -1 }, limit: 4, projection: { seq: 1 } }],
    [{ seq: { $gte: 990 } }, { sort: { type: 1, seq: -1 } }],
  ];

  async function filled(store: ReadStore, documents: Document[]): Promise<ReadStore> {
    for (const spec of INDEXES) await store.ensureIndex('audit', spec);
    await store.forOrganization('org_a').collection('audit').bulkWrite(documents.map((document) => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } })));
    await store.forOrganization('org_b').collection('audit').bulkWrite([{ replaceOne: { filter: { _id: '5' }, replacement: { _id: '5', seq: 5, type: 'SegmentAdded', actorId: 'ana' }, upsert: true } }]);
    return store;
  }

  it('given the same documents, when paged by filter, sort, skip and limit, then answers as the memory store does, one organization only', async () => {
    const documents = entries(1_000);
    const sqlite = await filled(createSqliteReadStore({ file: ':memory:' }), documents);
    const memory = await filled(createMemoryReadStore(), documents);
    for (const [filter, options] of QUERIES) {
      // Without a sort, MongoDB promises no order: the same documents, in any.
      const inOrder = (documents: Document[]) => (options.sort ? documents : [...documents].sort((a, b) => Number(a._id) - Number(b._id)));
      const expected = inOrder(await memory.forOrganization('org_a').collection('audit').find(filter, options));
      const found = inOrder(await sqlite.forOrganization('org_a').collection('audit').find(filter, options));
      expect({ filter, ids: idsOf(found) }).toEqual({ filter, ids: idsOf(expected) });
      expect(found).toEqual(expected);
      expect(await sqlite.forOrganization('org_a').collection('audit').countDocuments(filter)).toBe(await memory.forOrganization('org_a').collection('audit').countDocuments(filter));
    }
    await sqlite.close();
  });

  it('given a document with an array where an index reads a scalar, when paged, then still answers as MongoDB does (the index is no longer used)', async () => {
    const documents = entries(200);
    const sqlite = await filled(createSqliteReadStore({ file: ':memory:' }), documents);
    const memory = await filled(createMemoryReadStore(), documents);
    const odd = { _id: '201', seq: 201, type: ['SegmentAdded', 'DayAdded'], actorId: 'ana' };
    for (const store of [sqlite, memory]) await store.forOrganization('org_a').collection('audit').bulkWrite([{ replaceOne: { filter: { _id: '201' }, replacement: odd, upsert: true } }]);
    for (const filter of [{ type: 'SegmentAdded' }, { type: 'DayAdded', seq: { $gt: 150 } }]) {
      const expected = await memory.forOrganization('org_a').collection('audit').find(filter, { sort: { seq: -1 }, limit: 5 });
      expect(idsOf(await sqlite.forOrganization('org_a').collection('audit').find(filter, { sort: { seq: -1 }, limit: 5 }))).toEqual(idsOf(expected));
    }
    expect(idsOf(await memory.forOrganization('org_a').collection('audit').find({ type: 'DayAdded' }, { sort: { seq: -1 }, limit: 1 }))).toEqual(['201']);
    await sqlite.close();
  });

  it('given a file, when the store opens it again, then finds the documents, indexes and checkpoint it held', async () => {
    const file = require('node:path').join(require('node:os').tmpdir(), `sqlite-read-store-${process.pid}-${Date.now()}.sqlite`);
    const first = await filled(createSqliteReadStore({ file }), entries(50));
    await first.commit([{ collection: 'audit', orgId: 'org_a', operations: [{ deleteOne: { filter: { _id: '1' } } }] }], { name: 'read-models', position: '50' });
    await first.close();
    const again = createSqliteReadStore({ file });
    expect(await again.getCheckpoint('read-models')).toEqual({ name: 'read-models', position: '50' });
    expect(await again.forOrganization('org_a').collection('audit').countDocuments({})).toBe(49);
    expect(idsOf(await again.forOrganization('org_a').collection('audit').find({ type: 'SegmentAdded' }, { sort: { seq: -1 }, limit: 3 }))).toHaveLength(3);
    await expect(again.ensureIndex('audit', { name: 'by_seq', keys: { seq: -1 } })).resolves.toBeUndefined();
    await again.close();
    for (const suffix of ['', '-wal', '-shm']) require('node:fs').rmSync(file + suffix, { force: true });
  });

  it('given indexes deferred on an empty collection, when it fills, then builds them only when asked or before a read plans with them, also after reopening', async () => {
    const path = require('node:path');
    const file = path.join(require('node:os').tmpdir(), `sqlite-deferred-${process.pid}-${Date.now()}.sqlite`);
    const sqlIndexes = () => {
      const Database = require('better-sqlite3');
      const reader = new Database(file, { readonly: true });
      const names = (reader.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`).all() as { name: string }[]).length;
      reader.close();
      return names;
    };
    const documents = entries(300);
    const first = createSqliteReadStore({ file });
    for (const spec of INDEXES) await first.ensureIndex('audit', spec, { deferred: true });
    await first.forOrganization('org_a').collection('audit').bulkWrite(documents.map((document) => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } })));
    expect(sqlIndexes()).toBe(0);
    await first.close();

    const again = createSqliteReadStore({ file });
    const memory = await filled(createMemoryReadStore(), documents);
    const [filter, options] = QUERIES[2];
    expect(await again.forOrganization('org_a').collection('audit').find(filter, options)).toEqual(await memory.forOrganization('org_a').collection('audit').find(filter, options));
    expect(sqlIndexes()).toBe(INDEXES.length);
    await again.ensureIndex('audit', { name: 'by_at', keys: { at: 1 } }, { deferred: true });
    expect(sqlIndexes()).toBe(INDEXES.length + 1);
    await again.ensureIndex('later', { name: 'by_seq', keys: { seq: 1 } }, { deferred: true });
    await again.buildDeferredIndexes();
    expect(sqlIndexes()).toBe(INDEXES.length + 2);
    await again.close();
    for (const suffix of ['', '-wal', '-shm']) require('node:fs').rmSync(file + suffix, { force: true });
  });
});

const idsOf = (documents: Document[]) => documents.map((document) => document._id);
