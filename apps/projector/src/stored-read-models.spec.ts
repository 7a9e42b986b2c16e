// The stored read models: loaded when they fit the log and the projections, ignored (and rebuilt) otherwise, saved by difference, never lost to a save cut short.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createSqliteEventStore, type EventStore } from '@tourops/event-store';
import { createHistoryOnDiskReadStore, createMemoryReadStore, createSqliteReadStore, HISTORY_FILE_NAME, READ_MODEL_COPY_VERSION, type HistoryOnDiskReadStore, type MemoryReadStore, type ReadStore } from '@tourops/read-store';
import { ALL_PROJECTIONS, AUDIT_LOG_COLLECTION, KEPT_ON_DISK, projectionsOver, NEXT_GENERATION_SUFFIX, SETTINGS_COLLECTION, TOURS_COLLECTION, toursProjection, type DocumentProjection, type TourDocument } from '@tourops/projections';
import { tourStreamName } from '@tourops/domain';
import { Projector } from './projector';
import { EARLIER_READ_MODELS_FILE_NAME, READ_MODELS_FILE_NAME, StoredReadModels } from './stored-read-models';

const CHECKPOINT = 'read-models';
const silentPublisher = { publish: () => undefined };
const metadata = (orgId: string, n: number) => ({
  orgId,
  actorId: 'user-1',
  correlationId: `c${n}`,
  causationId: `c${n}`,
  occurredAt: new Date(Date.UTC(2027, 0, 1, 0, 0, n)).toISOString(),
  schemaVersion: 1,
});

let written = 0;
/** Appends `tours` tours of one day and two segments, and one settings change, for `orgId`. */
async function writeTours(store: EventStore, orgId: string, tours: number, prefix = 't') {
  for (let t = 0; t < tours; t++) {
    const tourId = `${prefix}${t}`;
    const dayId = `${tourId}-d`;
    await store.appendToStream(
      tourStreamName(orgId, tourId),
      [
        { type: 'TourCreated', data: { tourId, title: `Tour ${prefix}${t}`, description: '', startDate: '2027-06-01', endDate: '2027-06-03', timezone: 'UTC', status: 'DRAFT' }, metadata: metadata(orgId, written++) },
        { type: 'DayAdded', data: { tourId, day: { id: dayId, date: '2027-06-01', title: '', description: '' } }, metadata: metadata(orgId, written++) },
        ...[0, 1].map((s) => ({
          type: 'SegmentAdded',
          data: { tourId, dayId, segment: { id: `${dayId}-s${s}`, type: 'activity', title: 'Walk', startTime: '09:00', durationMinutes: 60, location: null, notes: '', flight: null, transfer: null } },
          metadata: metadata(orgId, written++),
        })),
      ],
    );
  }
  await store.appendToStream(`settings-${orgId}.day`, [{ type: 'SettingsChanged', data: { name: 'day', values: { startTime: '06:00' } }, metadata: metadata(orgId, written++) }]);
}

let dir: string;
let file: string;
let eventStore: EventStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-read-models-'));
  file = path.join(dir, READ_MODELS_FILE_NAME);
  eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
});
afterEach(async () => {
  await eventStore.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Boots as the standalone process does: load the copy, catch up (rebuilding what changed), let next generations take over, stop. */
async function boot(projections: readonly DocumentProjection[] = ALL_PROJECTIONS, log = eventStore, makeStore: () => MemoryReadStore = createMemoryReadStore) {
  const { readStore, stored, outcome, projector } = await bootServing(projections, log, makeStore);
  await projector.generationsSettled();
  await projector.stop();
  return { readStore, stored, outcome };
}

/** Boots up to serving: the projector runs, next generations may still be filling. */
async function bootServing(projections: readonly DocumentProjection[] = ALL_PROJECTIONS, log = eventStore, makeStore: () => MemoryReadStore = createMemoryReadStore) {
  const readStore = makeStore();
  let projector: Projector | undefined;
  const stored = new StoredReadModels({ file, eventStore: log, readStore, projections, checkpointName: CHECKPOINT, saveIntervalMs: 60_000, isFrozen: (name) => projector!.isFrozen(name) });
  const outcome = await stored.load();
  projector = new Projector(log, readStore, projections, silentPublisher, { checkpointName: CHECKPOINT, catchUpBatchSize: 3 });
  await projector.start({ rebuild: outcome.rebuild, frozen: outcome.frozen });
  return { readStore, stored, outcome, projector };
}

/** Every document of every collection, by organization: what a query could ever see. */
function contents(readStore: MemoryReadStore) {
  const { partitions, checkpoints } = readStore.view();
  const byKey = partitions.map(({ collection, orgId, documents }) => [`${collection}/${orgId}`, [...documents].sort((a, b) => String(a._id).localeCompare(String(b._id)))] as const);
  return { partitions: Object.fromEntries(byKey.sort(([a], [b]) => a.localeCompare(b))), checkpoints };
}

async function savedCopy() {
  await writeTours(eventStore, 'acme', 3);
  await writeTours(eventStore, 'globex', 2);
  const { stored } = await boot();
  // Saved and closed, as a process stops: the file is then the copy's alone.
  const saved = await stored.stop();
  expect(saved?.documents).toBeGreaterThan(0);
  return saved!;
}

/** Runs `work` on the copy's file through a connection of its own, as another program would. */
function onCopyFile<T>(work: (db: Database.Database) => T): T {
  const db = new Database(file);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
/** The copy's header and the collections it holds documents of. */
const copyOnFile = () =>
  onCopyFile((db) => ({
    header: JSON.parse((db.prepare('SELECT value FROM header').get() as { value: string }).value),
    collections: db.prepare('SELECT DISTINCT collection FROM documents ORDER BY collection').pluck().all() as string[],
  }));
/** Changes the copy's header as `change` says. */
const editHeader = (change: (text: string) => string) =>
  onCopyFile((db) => db.prepare('UPDATE header SET value = ?').run(change((db.prepare('SELECT value FROM header').get() as { value: string }).value)));

/** The tours projection of a next version, marking its documents with `shape: 'v2'`. */
function withToursV2(): DocumentProjection[] {
  const toursV2: DocumentProjection = {
    ...toursProjection,
    version: toursProjection.version + 1,
    batchFold: undefined,
    evolve: (document, event) => {
      const next = toursProjection.evolve!(document, event);
      return next && { ...next, shape: 'v2' };
    },
  };
  return ALL_PROJECTIONS.map((projection) => (projection === toursProjection ? toursV2 : projection));
}

describe('stored read models', () => {
  it('loads a stored copy equal to a fresh rebuild, and catches up events appended since', async () => {
    await savedCopy();
    await writeTours(eventStore, 'acme', 2, 'late');
    const { readStore, outcome } = await boot();
    expect(outcome).toMatchObject({ loaded: true, rebuild: [] });
    const fresh = createMemoryReadStore();
    const projector = new Projector(eventStore, fresh, ALL_PROJECTIONS, silentPublisher, { checkpointName: CHECKPOINT });
    await projector.start();
    await projector.stop();
    expect(contents(readStore)).toEqual(contents(fresh));
    expect(await readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(5);
  });

  it('rebuilds from position 0 the projection whose version changed, and keeps the others as stored', async () => {
    await savedCopy();
    const { readStore, outcome } = await boot(withToursV2());
    expect(outcome.frozen.map(({ projection, storedVersion }) => [projection.name, storedVersion])).toEqual([['tours', toursProjection.version]]);
    expect(outcome.rebuild).toEqual([]);
    const tours = await readStore.forOrganization('acme').collection(TOURS_COLLECTION).find({});
    expect(tours.map((tour) => [tour.shape, tour.segmentCount])).toEqual([['v2', 2], ['v2', 2], ['v2', 2]]);
    expect(await readStore.forOrganization('acme').collection(SETTINGS_COLLECTION).findOne({ _id: 'day' })).toMatchObject({ values: { startTime: '06:00' } });
    expect((await readStore.getCheckpoint(CHECKPOINT))?.position).toBe((await eventStore.headPosition()).toString());
  });

  it.each([
    ['cut short', () => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2))],
    ['not a database', () => fs.writeFileSync(file, 'tourops\n'.repeat(1000))],
    ['holding a corrupt document', () => onCopyFile((db) => db.prepare("UPDATE documents SET doc = substr(doc, 2) WHERE collection = 'tours' AND id = 't1'").run())],
    ['of another format version', () => editHeader((text) => text.replace(`"formatVersion":${READ_MODEL_COPY_VERSION}`, '"formatVersion":99'))],
    ['empty', () => fs.writeFileSync(file, '')],
  ])('ignores a copy that is %s and rebuilds the read models', async (_, damage) => {
    await savedCopy();
    damage();
    const { readStore, outcome } = await boot();
    expect(outcome.loaded).toBe(false);
    expect(await readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(3);
    expect((await readStore.getCheckpoint(CHECKPOINT))?.position).toBe((await eventStore.headPosition()).toString());
  });

  it('ignores a copy whose checkpoint is beyond the head of the log', async () => {
    const saved = await savedCopy();
    editHeader((text) => text.replace(`"position":"${saved.position}"`, `"position":"${BigInt(saved.position) + 100n}"`));
    const { outcome } = await boot();
    expect(outcome).toMatchObject({ loaded: false, ignored: expect.stringContaining('ahead of the event log') });
  });

  it('ignores a copy built from another event log', async () => {
    await savedCopy();
    const otherLog = createSqliteEventStore({ file: path.join(dir, 'other.sqlite') });
    try {
      await writeTours(otherLog, 'acme', 1, 'other');
      const { readStore, outcome } = await boot(ALL_PROJECTIONS, otherLog);
      expect(outcome).toMatchObject({ loaded: false, ignored: expect.stringContaining('another event log') });
      expect((await readStore.forOrganization('acme').collection(TOURS_COLLECTION).find({})).map((tour) => tour._id)).toEqual(['other0']);
    } finally {
      await otherLog.close();
    }
  });

  it('given a loaded copy, when one tour changes, then the next save writes only the documents that changed', async () => {
    const first = await savedCopy();
    await writeTours(eventStore, 'acme', 1, 'late');
    const { stored, readStore } = await boot();
    const saved = await stored.save();
    const total = readStore.view().partitions.reduce((sum, partition) => sum + partition.documents.length, 0);
    expect(saved).toMatchObject({ deleted: 0, documents: total });
    // The new tour's documents, acme's changed settings and what counts them: a handful of the copy's documents.
    expect(saved!.written).toBeGreaterThan(0);
    expect(saved!.written).toBeLessThan(first.documents / 2);
    expect(await stored.save()).toBeNull();
    const again = await boot();
    expect(again.outcome).toMatchObject({ loaded: true, documents: total });
    expect(contents(again.readStore)).toEqual(contents(readStore));
  });

  it('given a save that fails midway (a crash between two saves), when the process restarts, then it loads the previous copy and replays the difference', async () => {
    const first = await savedCopy();
    await writeTours(eventStore, 'acme', 2, 'late');
    const { stored, readStore } = await boot();
    // A document that cannot be written, after every other: the save fails once most of it is in its transaction.
    readStore.restore({ collection: 'zz-unwritable', orgId: 'acme', documents: [{ _id: 'x', orgId: 'acme', size: 1n }] });
    await expect(stored.save()).rejects.toThrow(/BigInt/);
    expect(copyOnFile().header.checkpoints).toEqual([{ name: CHECKPOINT, position: first.position }]);
    const again = await boot();
    expect(again.outcome).toMatchObject({ loaded: true, documents: first.documents });
    expect(await again.readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(5);
    const fresh = createMemoryReadStore();
    const projector = new Projector(eventStore, fresh, ALL_PROJECTIONS, silentPublisher, { checkpointName: CHECKPOINT });
    await projector.start();
    await projector.stop();
    expect(contents(again.readStore)).toEqual(contents(fresh));
  });

  it('removes a copy saved whole by an earlier version and rebuilds once', async () => {
    await writeTours(eventStore, 'acme', 2);
    const earlier = path.join(dir, EARLIER_READ_MODELS_FILE_NAME);
    fs.writeFileSync(earlier, '{"format":"tourops-read-models","formatVersion":1}\n');
    const { readStore, outcome, stored } = await boot();
    expect(outcome).toMatchObject({ loaded: false, ignored: 'no stored copy' });
    expect(fs.existsSync(earlier)).toBe(false);
    expect(await readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(2);
    await stored.save();
    expect((await boot()).outcome.loaded).toBe(true);
  });

  it('saves only when something changed, on its schedule', async () => {
    await writeTours(eventStore, 'acme', 1);
    const readStore = createMemoryReadStore();
    const stored = new StoredReadModels({ file, eventStore, readStore, projections: ALL_PROJECTIONS, checkpointName: CHECKPOINT, saveIntervalMs: 20 });
    await stored.load();
    const projector = new Projector(eventStore, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: CHECKPOINT });
    await projector.start();
    stored.startSchedule();
    const saved = () => onCopyFile((db) => db.prepare('SELECT count(*) FROM header').pluck().get() === 1);
    const deadline = Date.now() + 5000;
    while (!saved() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(saved()).toBe(true);
    await projector.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await stored.stop()).toBeNull();
  });

  it('serves the stored documents of a changed projection at once, and a save while they serve keeps their old version', async () => {
    await savedCopy();
    const projections = withToursV2();
    const { readStore, stored, outcome, projector } = await bootServing(projections);
    expect(outcome.frozen.map(({ projection }) => projection.name)).toEqual(['tours']);
    expect(projector.isFrozen('tours')).toBe(true);
    expect(await readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(3);
    await stored.save();
    const { header, collections } = copyOnFile();
    expect(header.projections.tours).toBe(toursProjection.version);
    expect(header.checkpoints.map((checkpoint: { name: string }) => checkpoint.name)).toEqual([CHECKPOINT]);
    expect(collections.filter((collection) => collection.endsWith(NEXT_GENERATION_SUFFIX))).toEqual([]);
    await projector.generationsSettled();
    await stored.save();
    expect(copyOnFile().header.projections.tours).toBe(toursProjection.version + 1);
    await projector.stop();
  });

  it('replays before serving a changed projection the copy holds no documents of', async () => {
    await savedCopy();
    const fresh: DocumentProjection = { ...toursProjection, name: 'tour-titles', collection: 'tour_titles', version: 1, indexes: [] };
    const { readStore, outcome } = await boot([...ALL_PROJECTIONS, fresh]);
    expect(outcome.rebuild.map((projection) => projection.name)).toEqual(['tour-titles']);
    expect(await readStore.forOrganization('acme').collection('tour_titles').countDocuments()).toBe(3);
  });
});

describe('stored read models with the history on disk', () => {
  const opened: MemoryReadStore[] = [];
  /** The standalone's store over this directory's files, as a process opens it at boot. */
  const historyOnDisk = (owedForMs?: number) => {
    const store = createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk: createSqliteReadStore({ file: path.join(dir, HISTORY_FILE_NAME) }), ...KEPT_ON_DISK, owedForMs });
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });

  const bootOnDisk = () => boot(ALL_PROJECTIONS, eventStore, historyOnDisk);
  /** `tours` tours of acme, booted over the history on disk and saved: the copy a restart finds. */
  async function savedOnDisk(tours: number) {
    await writeTours(eventStore, 'acme', tours);
    await (await bootOnDisk()).stored.stop();
  }
  /** Every audited event of acme in its audit log, and the working set as a fresh rebuild makes it: in memory, and acme's tours with their days from disk. */
  async function expectServedAsRebuilt(store: MemoryReadStore) {
    expect(await auditLogOf(store, 'acme')).toBe(await auditedEvents('acme'));
    const fresh = await freshWorkingSet((collection) => (store as HistoryOnDiskReadStore).keepsOnDisk(collection));
    expect(contents(store)).toEqual(fresh.inMemory);
    expect(await toursOf(store)).toEqual(fresh.tours);
    expect(fresh.tours.every((tour) => Array.isArray(tour.days))).toBe(true);
  }
  const toursOf = (store: ReadStore) => store.forOrganization('acme').collection<TourDocument>(TOURS_COLLECTION).find({}, { sort: { _id: 1 } });

  /** How many entries the audit log should hold: one per audited event of the organization. */
  async function auditedEvents(orgId: string): Promise<number> {
    let count = 0;
    for await (const page of eventStore.readAll({ pageSize: 1000 })) count += page.filter((event) => event.metadata.orgId === orgId && event.type !== 'SubjectChecked').length;
    return count;
  }
  const auditLogOf = (store: MemoryReadStore, orgId: string) => store.forOrganization(orgId).collection(AUDIT_LOG_COLLECTION).countDocuments();
  /** What a fresh rebuild in memory holds, but for what the standalone keeps on disk (never in the memory copy), and acme's tours. */
  async function freshWorkingSet(keptOnDisk: (collection: string) => boolean) {
    const fresh = createMemoryReadStore();
    const projector = new Projector(eventStore, fresh, ALL_PROJECTIONS, silentPublisher, { checkpointName: CHECKPOINT });
    await projector.start();
    await projector.stop();
    const { partitions, checkpoints } = contents(fresh);
    return { inMemory: { partitions: Object.fromEntries(Object.entries(partitions).filter(([key]) => !keptOnDisk(key.split('/')[0]))), checkpoints }, tours: await toursOf(fresh) };
  }

  it('given a saved copy, when the process restarts, then the copy holds only the working set and the audit log is served from disk', async () => {
    await savedOnDisk(3);
    expect(copyOnFile().collections).not.toContain(AUDIT_LOG_COLLECTION);
    const again = await bootOnDisk();
    expect(again.outcome).toMatchObject({ loaded: true, rebuild: [], frozen: [] });
    await expectServedAsRebuilt(again.readStore);
  });

  it('given a crash between two saves (the disk ahead of the copy), when the process restarts, then it replays the difference and doubles nothing', async () => {
    await savedOnDisk(2);
    await writeTours(eventStore, 'acme', 2, 'late');
    // Caught up, on disk too, and never saved: the process dies before its next save.
    const crashed = await bootOnDisk();
    expect(await (crashed.readStore as HistoryOnDiskReadStore).diskCheckpoint(CHECKPOINT)).toBe((await eventStore.headPosition()).toString());
    const again = await bootOnDisk();
    expect(again.outcome).toMatchObject({ loaded: true });
    await expectServedAsRebuilt(again.readStore);
  });

  it('given a crash while the disk owes the tours written since it last settled, when the process restarts, then it replays from what the disk has and doubles nothing', async () => {
    // The standalone's projections: the history is found in the event log, so no commit writes a history-sized collection.
    const standalone = projectionsOver(eventStore);
    const bootStandalone = (owedForMs?: number) => boot(standalone, eventStore, () => historyOnDisk(owedForMs));
    await writeTours(eventStore, 'acme', 2);
    await (await bootStandalone()).stored.stop();
    await writeTours(eventStore, 'acme', 2, 'late');
    // Caught up in memory, the disk owing the late tours: the process dies before the disk settles or the copy is saved.
    const crashed = await bootStandalone(3_600_000);
    const disk = createSqliteReadStore({ file: path.join(dir, HISTORY_FILE_NAME) });
    const head = (await eventStore.headPosition()).toString();
    expect((await disk.getCheckpoint(CHECKPOINT))?.position).not.toBe(head);
    expect(await disk.loadDocuments(TOURS_COLLECTION, 'acme', ['late0'])).toEqual([]);
    await disk.close();
    opened.splice(opened.indexOf(crashed.readStore), 1);
    const again = await bootStandalone();
    expect(again.outcome).toMatchObject({ loaded: true });
    const fresh = createMemoryReadStore();
    const projector = new Projector(eventStore, fresh, standalone, silentPublisher, { checkpointName: CHECKPOINT });
    await projector.start();
    await projector.stop();
    const keptOnDisk = (collection: string) => (again.readStore as HistoryOnDiskReadStore).keepsOnDisk(collection);
    const inMemory = ({ partitions, checkpoints }: ReturnType<typeof contents>) => ({ partitions: Object.fromEntries(Object.entries(partitions).filter(([key]) => !keptOnDisk(key.split('/')[0]))), checkpoints });
    expect(inMemory(contents(again.readStore))).toEqual(inMemory(contents(fresh)));
    expect(await toursOf(again.readStore)).toEqual(await toursOf(fresh));
    expect((await toursOf(again.readStore)).map((tour) => tour._id)).toEqual(['late0', 'late1', 't0', 't1']);
    expect(await (again.readStore as HistoryOnDiskReadStore).diskCheckpoint(CHECKPOINT)).toBe(head);
    await crashed.readStore.close();
  });

  it('given a copy ahead of the history on disk (its file lost), when the process restarts, then it rebuilds both', async () => {
    await savedOnDisk(2);
    for (const store of opened.splice(0)) await store.close();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dir, HISTORY_FILE_NAME + suffix), { force: true });
    const again = await bootOnDisk();
    expect(again.outcome.loaded).toBe(false);
    expect(again.outcome.ignored).toContain('ahead of the history kept on disk');
    await expectServedAsRebuilt(again.readStore);
  });

  it('given a copy saved before the history moved to disk, when the process restarts, then it rebuilds once and keeps the history on disk', async () => {
    await writeTours(eventStore, 'acme', 2);
    await (await boot()).stored.save();
    expect(copyOnFile().collections).toContain(AUDIT_LOG_COLLECTION);
    const again = await bootOnDisk();
    expect(again.outcome).toMatchObject({ loaded: false });
    expect(await auditLogOf(again.readStore, 'acme')).toBe(await auditedEvents('acme'));
    await again.stored.save();
    expect(copyOnFile().collections).not.toContain(AUDIT_LOG_COLLECTION);
  });

  it('given history on disk from another event log and no copy, when the process starts, then the history is rebuilt from this log only', async () => {
    await writeTours(eventStore, 'acme', 2);
    await bootOnDisk();
    for (const store of opened.splice(0)) await store.close();
    fs.rmSync(file, { force: true });
    const otherLog = createSqliteEventStore({ file: path.join(dir, 'other.sqlite') });
    try {
      await writeTours(otherLog, 'acme', 1, 'other');
      const again = await boot(ALL_PROJECTIONS, otherLog, historyOnDisk);
      expect(again.outcome).toMatchObject({ loaded: false, ignored: 'no stored copy' });
      let events = 0;
      for await (const page of otherLog.readAll({ pageSize: 1000 })) events += page.length;
      expect(await auditLogOf(again.readStore, 'acme')).toBe(events);
    } finally {
      await otherLog.close();
    }
  });
});
