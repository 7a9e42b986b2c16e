// The standalone's read store with a collection's bulky fields on disk: every read answers as the memory store's, and the memory copy holds none of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BulkOperation, Checkpoint, CollectionWrites, Document, FindOptions, Filter, ReadStore } from '../read-store.port';
import { createMemoryReadStore } from '../memory/memory-read-store';
import { createSqliteReadStore } from '../sqlite/sqlite-read-store';
import { createHistoryOnDiskReadStore } from './history-on-disk-read-store';
import { bulkyCollectionOf, mentionsAny, projectionKeepsAny } from './bulky-fields';

const bulkyFields = (collection: string) => (['tours', 'tours__next'].includes(collection) ? ['days'] : []);
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulky-fields-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const opened: ReadStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});
/** The standalone's store over the directory's file, as a process opens it. */
const standalone = () => {
  const store = createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk: createSqliteReadStore({ file: path.join(dir, 'history.sqlite') }), onDisk: () => false, bulkyFields });
  opened.push(store);
  return store;
};

const day = (date: string, segments: string[]) => ({ id: `d-${date}`, date, segments: segments.map((title) => ({ id: `s-${title}`, title })) });
const tour = (id: string, status: string, title: string, days?: unknown[]) => ({ _id: id, title, status, ...(days ? { days } : {}) });
const put = (document: Document): BulkOperation => ({ replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true } });
const batch = (collection: string, orgId: string, operations: BulkOperation[]): CollectionWrites => ({ collection, orgId, operations });
const at = (position: string): Checkpoint => ({ name: 'read-models', position });
/** Each commit gets its own copies: a store owns what it is given. */
const commitBoth = async (stores: ReadStore[], writes: CollectionWrites[], checkpoint: Checkpoint) => {
  for (const store of stores) await store.commit(JSON.parse(JSON.stringify(writes)), checkpoint);
};

const SEASON = [
  batch('tours', 'org_a', [
    put(tour('t1', 'CONFIRMED', 'Amalfi', [day('2024-05-01', ['Ferry', 'Lunch']), day('2024-05-02', ['Hike'])])),
    put(tour('t2', 'DRAFT', 'Rome', [day('2024-05-02', ['Colosseum'])])),
    put(tour('t3', 'CONFIRMED', 'Capri')),
    put(tour('t4', 'CONFIRMED', 'Naples', [])),
  ]),
  batch('tours', 'org_b', [put(tour('t1', 'CONFIRMED', 'Other organization', [day('2024-05-02', ['Secret'])]))]),
];

/** The reads a query of the product could make, with and without the days. */
const READS: { name: string; read: (store: ReadStore) => Promise<unknown> }[] = [
  ...(
    [
      ['every tour', {}, {}],
      ['a page in title order', { status: 'CONFIRMED' }, { sort: { title: 1 }, skip: 1, limit: 2 }],
      ['without the days', {}, { projection: { title: 1, status: 1 }, sort: { _id: 1 } }],
      ['the days only', { _id: { $in: ['t1', 't2', 't9'] } }, { projection: { days: 1 } }],
      ['all but the days', {}, { projection: { days: 0 }, sort: { _id: -1 } }],
      ['a field inside the days', {}, { projection: { 'days.date': 1 }, sort: { _id: 1 } }],
      ['by a day', { 'days.date': '2024-05-02' }, { sort: { _id: 1 } }],
      ['by a day, one of two', { $or: [{ 'days.segments.title': 'Hike' }, { title: 'Capri' }] }, { sort: { title: -1 }, limit: 1 }],
      ['in the order of its days', {}, { sort: { 'days.date': 1, _id: 1 } }],
    ] as [string, Filter, FindOptions][]
  ).map(([name, filter, options]) => ({ name: `find: ${name}`, read: (store: ReadStore) => store.forOrganization('org_a').collection('tours').find(filter, options) })),
  { name: 'findOne', read: (store) => store.forOrganization('org_a').collection('tours').findOne({ _id: 't1' }) },
  { name: 'count', read: (store) => store.forOrganization('org_a').collection('tours').countDocuments({ status: 'CONFIRMED' }) },
  { name: 'count by a day', read: (store) => store.forOrganization('org_a').collection('tours').countDocuments({ 'days.date': '2024-05-01' }) },
  { name: 'aggregate', read: (store) => store.forOrganization('org_a').collection('tours').aggregate([{ $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]) },
  {
    name: 'aggregate over the days',
    read: (store) => store.forOrganization('org_a').collection('tours').aggregate([{ $unwind: '$days' }, { $group: { _id: '$days.date', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]),
  },
  { name: 'the projector loads', read: async (store) => (await store.loadDocuments('tours', 'org_a', ['t2', 't1', 't3', 'missing'])).sort((a, b) => String(a._id).localeCompare(String(b._id))) },
  { name: 'organizations', read: (store) => store.organizationsWith('tours') },
];

async function expectSameAnswers(store: ReadStore, memory: ReadStore) {
  for (const { name, read } of READS) expect({ name, answer: await read(store) }).toEqual({ name, answer: await read(memory) });
}

describe('bulky fields on disk', () => {
  it('given a season committed to both, when read in every way, then the answers are the memory store’s', async () => {
    const [store, memory] = [standalone(), createMemoryReadStore()];
    await commitBoth([store, memory], SEASON, at('1'));
    await expectSameAnswers(store, memory);
  });

  it('given a tour replaced without its days and one deleted, then reads still agree and the disk keeps no days of either', async () => {
    const [store, memory] = [standalone(), createMemoryReadStore()];
    await commitBoth([store, memory], SEASON, at('1'));
    await commitBoth([store, memory], [batch('tours', 'org_a', [put(tour('t1', 'CANCELLED', 'Amalfi')), { deleteOne: { filter: { _id: 't2' } } }])], at('2'));
    await expectSameAnswers(store, memory);
    store.settleDisk();
    const disk = createSqliteReadStore({ file: path.join(dir, 'history.sqlite') });
    expect(await disk.loadDocuments(bulkyCollectionOf('tours'), 'org_a', ['t1', 't2', 't4'])).toEqual([{ _id: 't4', orgId: 'org_a', days: [] }]);
    await disk.close();
  });

  it('given a store closed and opened again, then the rest of each document is mirrored from disk and the memory copy holds none of it', async () => {
    const [store, memory] = [standalone(), createMemoryReadStore()];
    await commitBoth([store, memory], [...SEASON, batch('settings', 'org_a', [put({ _id: 's', currency: 'EUR' })])], at('3'));
    expect(store.view().partitions.map((partition) => partition.collection)).toEqual(['settings']);
    await opened.splice(0)[0].close();
    const again = standalone();
    await expectSameAnswers(again, memory);
    expect(again.keepsOnDisk('tours')).toBe(true);
    expect(() => again.restore({ collection: 'tours', orgId: 'org_a', documents: [] })).toThrow('kept on disk');
  });

  it('given a next generation, when it replaces the tours, then reads answer with its documents, days included, also after reopening', async () => {
    const [store, memory] = [standalone(), createMemoryReadStore()];
    await commitBoth([store, memory], SEASON, at('1'));
    const next = batch('tours__next', 'org_a', [put(tour('t7', 'CONFIRMED', 'Sorrento', [day('2024-06-01', ['Boat'])]))]);
    await commitBoth([store, memory], [next], at('2'));
    for (const each of [store, memory]) await each.replaceCollection('tours__next', 'tours');
    await expectSameAnswers(store, memory);
    await opened.splice(0)[0].close();
    await expectSameAnswers(standalone(), memory);
  });

  it('given tours just written, when read, then their days are those written, not read again; a failed commit leaves them as they were', async () => {
    const disk = createSqliteReadStore({ file: path.join(dir, 'history.sqlite') });
    const store = createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk, onDisk: () => false, bulkyFields });
    opened.push(store);
    await store.ensureIndex('tours', { keys: { title: 1 }, unique: true });
    await store.commit(JSON.parse(JSON.stringify(SEASON)), at('1'));
    const reads = jest.spyOn(disk, 'loadDocumentsNow');
    const [amalfi] = await store.loadDocuments('tours', 'org_a', ['t1']);
    expect(amalfi).toMatchObject({ title: 'Amalfi', days: [{ date: '2024-05-01' }, { date: '2024-05-02' }] });
    expect(reads).not.toHaveBeenCalled();
    // Rome is t2's title: the commit fails on the unique index, after the days were split from it.
    const clash = store.commit([batch('tours', 'org_a', [put(tour('t1', 'DRAFT', 'Rome', [day('2030-01-01', [])]))])], at('2'));
    await expect(clash).rejects.toThrow('Duplicate key');
    expect(await store.forOrganization('org_a').collection('tours').findOne({ _id: 't1' })).toEqual(amalfi);
  });

  it('given a reset, then both halves are gone', async () => {
    const store = standalone();
    await store.commit(JSON.parse(JSON.stringify(SEASON)), at('1'));
    await store.reset(['tours'], 'read-models');
    expect(await store.forOrganization('org_a').collection('tours').find({})).toEqual([]);
    await opened.splice(0)[0].close();
    expect(await standalone().forOrganization('org_b').collection('tours').countDocuments({})).toBe(0);
  });

  it('refuses writes that could split a document from its days, and an index on them', async () => {
    const store = standalone();
    await expect(store.commit([batch('tours', 'org_a', [{ updateOne: { filter: { _id: 't1' }, update: { $set: { title: 'x' } }, upsert: true } }])], at('1'))).rejects.toThrow(
      'tours keeps days apart: its documents are written whole, by _id',
    );
    await expect(store.forOrganization('org_a').collection('tours').bulkWrite([put(tour('t1', 'DRAFT', 'x'))])).rejects.toThrow("only the projector's commit writes it");
    await expect(store.ensureIndex('tours', { keys: { 'days.date': 1 } })).rejects.toThrow('no index on them');
    expect(await store.getCheckpoint('read-models')).toBeNull();
  });

  it('given a commit whose memory part fails, then the disk keeps neither half', async () => {
    const store = standalone();
    await store.ensureIndex('tours', { keys: { title: 1 }, unique: true });
    await expect(store.commit([batch('tours', 'org_a', [put(tour('t1', 'DRAFT', 'Same', [day('2024-05-01', [])])), put(tour('t2', 'DRAFT', 'Same'))])], at('1'))).rejects.toThrow('Duplicate key');
    await opened.splice(0)[0].close();
    expect(await standalone().forOrganization('org_a').collection('tours').find({})).toEqual([]);
  });
});

describe('the disk written behind (ADR 0058)', () => {
  /** The store, with a count of the transactions its disk commits. */
  const counted = () => {
    const disk = createSqliteReadStore({ file: path.join(dir, 'history.sqlite') });
    const transactions = jest.spyOn(disk, 'commitAlongside');
    const store = createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk, onDisk: () => false, bulkyFields });
    opened.push(store);
    return { store, disk, transactions };
  };
  const edit = (n: number) => batch('tours', 'org_a', [put(tour('t1', 'CONFIRMED', `Amalfi, edit ${n}`, [day('2024-05-01', [`Stop ${n}`])]))]);

  it('given a tour edited thirty times, when read, then each read has the last edit; when the disk settles, then it writes the tour once, with the last checkpoint', async () => {
    const { store, disk, transactions } = counted();
    const memory = createMemoryReadStore();
    for (let n = 1; n <= 30; n++) {
      await commitBoth([store, memory], [edit(n)], at(String(n)));
      await expectSameAnswers(store, memory);
    }
    expect(transactions).not.toHaveBeenCalled();
    expect(await disk.getCheckpoint('read-models')).toBeNull();
    store.settleDisk();
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(transactions.mock.calls[0][0].map(({ collection, operations }) => [collection, operations.length])).toEqual([
      ['tours', 1],
      ['tours.bulky', 1],
    ]);
    expect(await disk.getCheckpoint('read-models')).toEqual(at('30'));
    expect(await disk.loadDocuments(bulkyCollectionOf('tours'), 'org_a', ['t1'])).toEqual([{ _id: 't1', orgId: 'org_a', days: [day('2024-05-01', ['Stop 30'])] }]);
  });

  it('given a tour deleted after its edits, then the disk owes its deletion, and reads find no days for it even once pushed out of those at hand', async () => {
    const { store } = counted();
    await store.commit(JSON.parse(JSON.stringify([edit(1)])), at('1'));
    store.settleDisk();
    await store.commit([batch('tours', 'org_a', [put(tour('t1', 'CONFIRMED', 'Amalfi, edit 2', [day('2024-05-01', ['Stop 2'])])), { deleteOne: { filter: { _id: 't1' } } }])], at('2'));
    await store.commit([batch('tours', 'org_a', [{ replaceOne: { filter: { _id: 't1' }, replacement: { _id: 't1', title: 'Not there', days: [] }, upsert: false } }])], at('3'));
    expect(await store.forOrganization('org_a').collection('tours').find({})).toEqual([]);
    await opened.splice(0)[0].close();
    expect(await standalone().forOrganization('org_a').collection('tours').find({})).toEqual([]);
  });

  it('given a thousand documents owed, then the commit that reaches them settles the disk at once', async () => {
    const { store, transactions } = counted();
    const tours = Array.from({ length: 512 }, (_, n) => put(tour(`t${n}`, 'DRAFT', `Tour ${n}`, [])));
    await store.commit([batch('tours', 'org_a', tours.slice(0, 511))], at('1'));
    expect(transactions).not.toHaveBeenCalled();
    await store.commit([batch('tours', 'org_a', tours.slice(511))], at('2'));
    expect(transactions).toHaveBeenCalledTimes(1);
  });

  it('given writes owed, then the disk settles within a second without being asked', async () => {
    const { store, disk } = counted();
    await store.commit(JSON.parse(JSON.stringify([edit(1)])), at('1'));
    const deadline = Date.now() + 5_000;
    while ((await disk.getCheckpoint('read-models')) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await disk.getCheckpoint('read-models')).toEqual(at('1'));
  });

  it('given a crash with writes owed (the store never closed), when opened again, then the disk is as last settled', async () => {
    const { store } = counted();
    await store.commit(JSON.parse(JSON.stringify([edit(1)])), at('1'));
    expect(store.view().checkpoints).toEqual([at('1')]);
    await store.commit(JSON.parse(JSON.stringify([edit(2)])), at('2'));
    opened.splice(0);
    const again = standalone();
    expect(await again.diskCheckpoint('read-models')).toBe('1');
    expect(await again.forOrganization('org_a').collection('tours').findOne({ _id: 't1' })).toMatchObject({ title: 'Amalfi, edit 1', days: [day('2024-05-01', ['Stop 1'])] });
  });

  it('given the disk refusing what it is owed, then the next commit fails before it changes anything, and succeeds once the disk takes it', async () => {
    const { store, transactions } = counted();
    await store.commit(JSON.parse(JSON.stringify([edit(1)])), at('1'));
    const full = () => {
      throw new Error('disk full');
    };
    transactions.mockImplementationOnce(full).mockImplementationOnce(full);
    // This commit reaches a thousand documents owed: its settle fails where no one can be told.
    await store.commit(JSON.parse(JSON.stringify([batch('tours', 'org_a', Array.from({ length: 1024 }, (_, n) => put(tour(`x${n}`, 'DRAFT', `Tour ${n}`))))])), at('2'));
    await expect(store.commit(JSON.parse(JSON.stringify([edit(3)])), at('3'))).rejects.toThrow('disk full');
    expect(await store.getCheckpoint('read-models')).toEqual(at('2'));
    expect(await store.forOrganization('org_a').collection('tours').findOne({ _id: 't1' })).toMatchObject({ title: 'Amalfi, edit 1' });
    await store.commit(JSON.parse(JSON.stringify([edit(3)])), at('3'));
    expect(await store.diskCheckpoint('read-models')).toBe('3');
    expect(await store.forOrganization('org_a').collection('tours').countDocuments({})).toBe(1025);
  });
});

describe('what reads the bulky fields', () => {
  it.each([
    [{ 'days.date': '2024-05-01' }, true],
    [{ $and: [{ status: 'DRAFT' }, { days: { $size: 0 } }] }, true],
    [[{ $unwind: '$days' }], true],
    [{ status: 'DRAFT', daysAway: 3 }, false],
    [{ title: '$days' }, true],
  ])('given %j, then it mentions the days: %s', (value, mentions) => {
    expect(mentionsAny(value, ['days'])).toBe(mentions);
  });

  it.each([
    [undefined, true],
    [{ title: 1 }, false],
    [{ _id: 1 }, false],
    [{ 'days.date': 1 }, true],
    [{ days: 0 }, false],
    [{ title: 0 }, true],
  ])('given the projection %j, then it keeps the days: %s', (projection, keeps) => {
    expect(projectionKeepsAny(projection as FindOptions['projection'], ['days'])).toBe(keeps);
  });
});
