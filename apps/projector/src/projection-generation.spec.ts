// A projection's next generation fills while readers keep reading the current one, and takes over whole, with every event exactly once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSqliteEventStore, type EventStore } from '@tourops/event-store';
import { createMemoryReadStore, type ReadStore } from '@tourops/read-store';
import { ALL_PROJECTIONS, TOURS_COLLECTION, toursProjection, type DocumentProjection } from '@tourops/projections';
import { tourStreamName } from '@tourops/domain';
import { GenerationBusyError, Projector, UnknownProjectionError } from './projector';

const CHECKPOINT = 'read-models';
const silentPublisher = { publish: () => undefined };
let written = 0;
const metadata = (orgId: string) => ({
  orgId,
  actorId: 'user-1',
  correlationId: `c${written}`,
  causationId: `c${written}`,
  occurredAt: new Date(Date.UTC(2027, 0, 1, 0, 0, written++)).toISOString(),
  schemaVersion: 1,
});

/** Appends `tours` tours of one day and two segments each, one append per tour. */
async function writeTours(store: EventStore, orgId: string, tours: number, prefix: string) {
  for (let t = 0; t < tours; t++) {
    const tourId = `${prefix}${t}`;
    const dayId = `${tourId}-d`;
    await store.appendToStream(tourStreamName(orgId, tourId), [
      { type: 'TourCreated', data: { tourId, title: `Tour ${tourId}`, description: '', startDate: '2027-06-01', endDate: '2027-06-03', timezone: 'UTC', status: 'DRAFT' }, metadata: metadata(orgId) },
      { type: 'DayAdded', data: { tourId, day: { id: dayId, date: '2027-06-01', title: '', description: '' } }, metadata: metadata(orgId) },
      ...[0, 1].map((s) => ({
        type: 'SegmentAdded',
        data: { tourId, dayId, segment: { id: `${dayId}-s${s}`, type: 'activity', title: 'Walk', startTime: '09:00', durationMinutes: 60, location: null, notes: '', flight: null, transfer: null } },
        metadata: metadata(orgId),
      })),
    ]);
  }
}

/** The tours projection stamping each document it builds with `mark()`. */
const stampedTours = (version: number, mark: () => string): DocumentProjection => ({
  ...toursProjection,
  version,
  batchFold: undefined,
  evolve: (document, event) => {
    const next = toursProjection.evolve!(document, event);
    return next && { ...next, generation: mark() };
  },
});
const withTours = (tours: DocumentProjection) => ALL_PROJECTIONS.map((projection) => (projection === toursProjection ? tours : projection));

interface Read {
  count: number;
  generations: string[];
}

/** Reads the organization's tours again and again until stopped; each read's count and the generations it saw. */
function keepReading(readStore: ReadStore, orgId: string) {
  const reads: Read[] = [];
  let reading = true;
  const done = (async () => {
    while (reading) {
      const tours = await readStore.forOrganization(orgId).collection(TOURS_COLLECTION).find({});
      reads.push({ count: tours.length, generations: [...new Set(tours.map((tour) => String(tour.generation)))] });
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return { reads, stop: () => ((reading = false), done) };
}

/** The log, whose reads (not its live subscription) wait for `paused` before each page after the first. */
function pausingReads(store: EventStore) {
  let paused: Promise<void> | null = null;
  const log: EventStore = {
    ...store,
    appendToStream: store.appendToStream.bind(store),
    subscribeToAll: store.subscribeToAll.bind(store),
    headPosition: store.headPosition.bind(store),
    async *readAll(options) {
      let pages = 0;
      for await (const page of store.readAll(options)) {
        if (pages++ > 0 && paused) await paused;
        yield page;
      }
    },
  };
  return { log, pauseUntil: (until: Promise<void>) => (paused = until) };
}

async function caughtUp(projector: Projector, store: EventStore) {
  const head = await store.headPosition();
  while (projector.currentPosition < head) await new Promise((resolve) => setTimeout(resolve, 5));
}

let dir: string;
let eventStore: EventStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generations-'));
  eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
});
afterEach(async () => {
  await eventStore.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function expectEveryTourFoldedOnce(readStore: ReadStore, tours: number) {
  const found = await readStore.forOrganization('acme').collection(TOURS_COLLECTION).find({});
  expect(found).toHaveLength(tours);
  expect(found.every((tour) => tour.segmentCount === 2 && tour.dayCount === 1 && tour.revision === 3)).toBe(true);
}

describe('projection generations', () => {
  it('a new version fills beside the frozen old one, and replaces it whole while a reader keeps reading', async () => {
    await writeTours(eventStore, 'acme', 40, 'old');
    const readStore = createMemoryReadStore();
    const before = new Projector(eventStore, readStore, withTours(stampedTours(1, () => 'v1')), silentPublisher, { checkpointName: CHECKPOINT });
    await before.start();
    await before.stop();

    const v2 = stampedTours(2, () => 'v2');
    const { log, pauseUntil } = pausingReads(eventStore);
    const projector = new Projector(log, readStore, withTours(v2), silentPublisher, { checkpointName: CHECKPOINT, catchUpBatchSize: 8, generationBatchSize: 8 });
    const reader = keepReading(readStore, 'acme');
    let resume = () => undefined as void;
    pauseUntil(new Promise<void>((resolve) => (resume = resolve)));
    await projector.start({ frozen: [{ projection: v2, storedVersion: 1 }] });
    const generation = projector.rebuild('tours');
    const during = await projector.status();
    expect(during.projections.find((projection) => projection.name === 'tours')).toMatchObject({ state: 'frozen', version: 2, servingVersion: 1, position: '160', next: { version: 2, target: '160' } });
    await writeTours(eventStore, 'acme', 10, 'late');
    await caughtUp(projector, eventStore);
    expect(await readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(40);
    resume();
    await generation.done;
    expect(generation.tookOverAt).toBe(200n);
    await caughtUp(projector, eventStore);
    const readsAtSwap = reader.reads.length;
    while (reader.reads.length < readsAtSwap + 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await reader.stop();

    const seen = reader.reads;
    expect(seen.every((read) => read.generations.length === 1)).toBe(true);
    expect(seen.every((read, i) => i === 0 || read.count >= seen[i - 1].count)).toBe(true);
    const order = seen.map((read) => read.generations[0]).filter((mark, i, all) => i === 0 || all[i - 1] !== mark);
    expect(order).toEqual(['v1', 'v2']);
    expect(seen.filter((read) => read.generations[0] === 'v1').every((read) => read.count === 40)).toBe(true);
    await expectEveryTourFoldedOnce(readStore, 50);
    const after = await projector.status();
    expect(after.projections.find((projection) => projection.name === 'tours')).toMatchObject({ state: 'live', servingVersion: 2, generations: 1, next: null, lag: '0', documents: 50 });
    await projector.stop();
  });

  it('a forced rebuild of the same version fills while the current generation stays fed, and takes over with each event once', async () => {
    let mark = 'first';
    const readStore = createMemoryReadStore();
    const { log, pauseUntil } = pausingReads(eventStore);
    const projector = new Projector(log, readStore, withTours(stampedTours(1, () => mark)), silentPublisher, { checkpointName: CHECKPOINT, catchUpBatchSize: 8, maxBatchSize: 8, generationBatchSize: 8 });
    await writeTours(eventStore, 'acme', 30, 'a');
    await projector.start();
    const reader = keepReading(readStore, 'acme');
    mark = 'second';
    let resume = () => undefined as void;
    pauseUntil(new Promise<void>((resolve) => (resume = resolve)));
    const generation = projector.rebuild('tours');
    expect(projector.rebuild('tours')).toBe(generation);
    expect((await projector.status()).projections.find((projection) => projection.name === 'tours')).toMatchObject({ state: 'rebuilding', position: '120' });
    await writeTours(eventStore, 'acme', 15, 'b');
    await caughtUp(projector, eventStore);
    expect(await readStore.forOrganization('acme').collection(TOURS_COLLECTION).countDocuments()).toBe(45);
    resume();
    await generation.done;
    expect(generation.tookOverAt).toBe(180n);
    const readsAtSwap = reader.reads.length;
    while (reader.reads.length < readsAtSwap + 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await reader.stop();
    expect(reader.reads.at(-1)).toEqual({ count: 45, generations: ['second'] });

    expect(reader.reads.every((read, i) => i === 0 || read.count >= reader.reads[i - 1].count)).toBe(true);
    const stamps = (await readStore.forOrganization('acme').collection(TOURS_COLLECTION).find({})).map((tour) => tour.generation);
    expect(new Set(stamps)).toEqual(new Set(['second']));
    await expectEveryTourFoldedOnce(readStore, 45);
    expect(await readStore.forOrganization('acme').collection(`${TOURS_COLLECTION}__next`).countDocuments()).toBe(0);
    expect(await readStore.getCheckpoint(`${CHECKPOINT}.next.${TOURS_COLLECTION}`)).toBeNull();
    expect((await projector.status()).projections.find((projection) => projection.name === 'tours')).toMatchObject({ state: 'live', generations: 1 });
    await projector.stop();
  });

  it('rebuilds with a projection those that read it, and refuses to start a second generation over a collection still filling', async () => {
    const readStore = createMemoryReadStore();
    const { log, pauseUntil } = pausingReads(eventStore);
    const projector = new Projector(log, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: CHECKPOINT, catchUpBatchSize: 8, generationBatchSize: 8 });
    await writeTours(eventStore, 'acme', 12, 'a');
    await projector.start();
    let resume = () => undefined as void;
    pauseUntil(new Promise<void>((resolve) => (resume = resolve)));
    const reportsAlone = projector.rebuild('report-tours');
    expect(reportsAlone.projections.map((projection) => projection.name)).toEqual(['report-tours']);
    expect(() => projector.rebuild('tours')).toThrow(GenerationBusyError);
    expect(() => projector.rebuild('tours')).toThrow('The next generation of report-tours is still filling; rebuild tours once it has taken over.');
    resume();
    await reportsAlone.done;
    pauseUntil(new Promise<void>((resolve) => (resume = resolve)));
    const withReaders = projector.rebuild('tours');
    expect(withReaders.projections.map((projection) => projection.name)).toEqual(['tours', 'report-tours']);
    expect(projector.rebuild('report-tours')).toBe(withReaders);
    resume();
    await withReaders.done;
    const reportTours = await readStore.forOrganization('acme').collection('report-tours').find({});
    expect(reportTours).toHaveLength(12);
    expect(reportTours.every((tour) => tour.title === `Tour ${tour._id}` && tour.counted === true)).toBe(true);
    await projector.stop();
  });

  it('names the projections when asked to rebuild one it does not run', async () => {
    const projector = new Projector(eventStore, createMemoryReadStore(), ALL_PROJECTIONS, silentPublisher, { checkpointName: CHECKPOINT });
    expect(() => projector.rebuild('nope')).toThrow(UnknownProjectionError);
    expect(() => projector.rebuild('nope')).toThrow(/tours, settings/);
  });
});
