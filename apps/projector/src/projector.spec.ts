// The projector: idempotent under redelivery, and resuming after a crash with nothing lost or doubled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSqliteEventStore, type EventStore, type RecordedEvent } from '@tourops/event-store';
import { createMemoryReadStore, type ReadStore } from '@tourops/read-store';
import { ALL_PROJECTIONS, TOURS_COLLECTION } from '@tourops/projections';
import { tourStreamName, type TourEvent } from '@tourops/domain';
import { Projector } from './projector';

const metadata = (orgId: string, n: number) => ({
  orgId,
  actorId: 'user-1',
  correlationId: `c${n}`,
  causationId: `c${n}`,
  occurredAt: new Date(Date.UTC(2027, 0, 1, 0, 0, n)).toISOString(),
  schemaVersion: 1,
});

const tourId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Writes `tours` tours with 3 days and 2 segments a day, one command (append) per event. */
async function writeTours(store: EventStore, orgId: string, tours: number) {
  let n = 0;
  for (let t = 0; t < tours; t++) {
    const id = tourId(t);
    const events: TourEvent[] = [
      { type: 'TourCreated', data: { tourId: id, title: `Tour ${t}`, description: '', startDate: '2027-06-01', endDate: '2027-06-03', timezone: 'UTC', status: 'DRAFT' } },
    ];
    for (let d = 0; d < 3; d++) {
      const dayId = `${id.slice(0, -2)}d${d}`;
      events.push({ type: 'DayAdded', data: { tourId: id, day: { id: dayId, date: `2027-06-0${d + 1}`, title: '', description: '' } } });
      for (let s = 0; s < 2; s++)
        events.push({
          type: 'SegmentAdded',
          data: { tourId: id, dayId, segment: { id: `${dayId}s${s}`, type: 'activity', title: 'Walk', startTime: '09:00', durationMinutes: 60, location: null, notes: '', flight: null, transfer: null } },
        });
    }
    let revision = -1;
    for (const event of events) {
      const result = await store.appendToStream(tourStreamName(orgId, id), [{ ...event, metadata: metadata(orgId, n++) }], {
        expectedRevision: revision === -1 ? 'no_stream' : revision,
      });
      revision = result.nextExpectedRevision;
    }
  }
}

const silentPublisher = { publish: () => undefined };

async function documents(readStore: ReadStore, orgId: string) {
  return readStore.forOrganization(orgId).collection(TOURS_COLLECTION).find({}, { sort: { _id: 1 } });
}

/** Every read model of the organizations, collection by collection, in `_id` order. */
async function readModels(readStore: ReadStore, orgIds: readonly string[]) {
  const collections = [...new Set(ALL_PROJECTIONS.map((projection) => projection.collection))];
  const all: Record<string, unknown[]> = {};
  for (const orgId of orgIds)
    for (const collection of collections) all[`${orgId}/${collection}`] = await readStore.forOrganization(orgId).collection(collection).find({}, { sort: { _id: 1 } });
  return all;
}

/** The read models of the whole log folded in one pass, with no limit on a commit. */
async function foldedInOnePass(store: EventStore, orgIds: readonly string[]) {
  const readStore = createMemoryReadStore();
  const projector = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'one-pass' });
  await projector.start();
  await projector.stop();
  return readModels(readStore, orgIds);
}

/** Notes each commit of the store (documents written, checkpoint); the process dies once, instead of making commit number `crashAt`. */
function recordingCommits(readStore: ReadStore, crashAt = Infinity) {
  const commits: { documents: number; position: string }[] = [];
  const commit = readStore.commit.bind(readStore);
  let died = false;
  readStore.commit = async (writes, checkpoint) => {
    if (!died && commits.length + 1 === crashAt) {
      died = true;
      throw new Error('The projector died between two commits');
    }
    commits.push({ documents: writes.reduce((sum, write) => sum + write.operations.length, 0), position: checkpoint.position });
    await commit(writes, checkpoint);
  };
  return commits;
}

async function allEvents(store: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const page of store.readAll()) events.push(...page);
  return events;
}

let dir: string;
let store: EventStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'projector-'));
  store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('projector', () => {
  it('reaches the head of the log when its last events are ones no projection reads, caught up and live', async () => {
    await writeTours(store, 'acme', 1);
    const bookkeeping = { type: 'FollowUpsCheckpointReached', data: { position: '1' }, metadata: metadata('', 99) };
    await store.appendToStream('checkpoint-test.follow-ups', [bookkeeping]);
    const projector = new Projector(store, createMemoryReadStore(), ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test' });
    await projector.start();
    expect(projector.currentPosition).toBe(await store.headPosition());
    await store.appendToStream('checkpoint-test.follow-ups', [bookkeeping]);
    const head = await store.headPosition();
    for (let polls = 0; projector.currentPosition < head && polls < 500; polls++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(projector.currentPosition).toBe(head);
    await projector.stop();
  });

  it('builds the tours read model from the log', async () => {
    await writeTours(store, 'acme', 3);
    const readStore = createMemoryReadStore();
    const projector = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test' });
    await projector.start();
    const docs = await documents(readStore, 'acme');
    expect(docs).toHaveLength(3);
    expect(docs[0]).toMatchObject({ title: 'Tour 0', dayCount: 3, segmentCount: 6, revision: 9, orgId: 'acme' });
    await projector.stop();
  });

  it('changes nothing when a batch is delivered again', async () => {
    await writeTours(store, 'acme', 2);
    const readStore = createMemoryReadStore();
    const projector = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test' });
    const events = await allEvents(store);
    await projector.apply(events);
    const once = await documents(readStore, 'acme');
    // A fresh projector over the same store (its checkpoint says nothing), fed the same events again.
    const again = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'other' });
    await again.apply(events);
    await again.apply(events.slice(3, 9));
    expect(await documents(readStore, 'acme')).toEqual(once);
  });

  it('resumes after a crash from its checkpoint with nothing lost or doubled', async () => {
    await writeTours(store, 'acme', 4);
    const events = await allEvents(store);
    const readStore = createMemoryReadStore();
    // The first run commits part of the log in small batches, then dies without stopping.
    const crashed = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'read-models' });
    for (let i = 0; i < 17; i += 5) await crashed.apply(events.slice(i, i + 5));
    // A replacement starts from the stored checkpoint and follows the rest, including events written meanwhile.
    await writeTours(store, 'late', 1);
    const restarted = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'read-models' });
    await restarted.start();

    const rebuilt = createMemoryReadStore();
    const fresh = new Projector(store, rebuilt, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'read-models' });
    await fresh.start();
    expect(await documents(readStore, 'acme')).toEqual(await documents(rebuilt, 'acme'));
    expect(await documents(readStore, 'late')).toEqual(await documents(rebuilt, 'late'));
    expect((await documents(readStore, 'acme')).map((doc) => doc.segmentCount)).toEqual([6, 6, 6, 6]);
    expect((await readStore.getCheckpoint('read-models'))?.position).toBe((await store.headPosition()).toString());
    await Promise.all([restarted.stop(), fresh.stop()]);
  });

  it('follows live appends and announces each committed change to the organization', async () => {
    const readStore = createMemoryReadStore();
    const published: { orgId: string; collection: string; ids: string[] }[] = [];
    const projector = new Projector(store, readStore, ALL_PROJECTIONS, { publish: (orgId, message) => published.push({ orgId, collection: message.collection, ids: message.ids }) }, { checkpointName: 'test' });
    await projector.start();
    await writeTours(store, 'acme', 1);
    const head = await store.headPosition();
    const deadline = Date.now() + 5000;
    while (projector.currentPosition < head && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(projector.currentPosition).toBe(head);
    expect(published.every((message) => message.orgId === 'acme')).toBe(true);
    // Every read model of the tour names it, but the audit log, whose entries are the events' positions.
    expect(published.filter((message) => message.collection !== 'audit-log').every((message) => message.ids[0] === tourId(0))).toBe(true);
    expect(published.find((message) => message.collection === 'audit-log')?.ids.length).toBeGreaterThan(0);
    expect((await documents(readStore, 'acme'))[0]).toMatchObject({ segmentCount: 6 });
    await projector.stop();
  });

  it('catches up in batches of catchUpBatchSize events, each committed with its checkpoint', async () => {
    await writeTours(store, 'acme', 3);
    const readStore = createMemoryReadStore();
    const commits: string[] = [];
    const commit = readStore.commit.bind(readStore);
    readStore.commit = async (writes, checkpoint) => {
      commits.push(checkpoint.position);
      await commit(writes, checkpoint);
    };
    const projector = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test', catchUpBatchSize: 8 });
    await projector.start();
    expect(commits).toEqual(['8', '16', '24', '30']);
    const whole = createMemoryReadStore();
    const oneBatch = new Projector(store, whole, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test', catchUpBatchSize: 1_000 });
    await oneBatch.start();
    expect(await documents(readStore, 'acme')).toEqual(await documents(whole, 'acme'));
    await Promise.all([projector.stop(), oneBatch.stop()]);
  });

  it('catches up a log larger than the document limit in several commits within it, to the read models of one pass', async () => {
    await writeTours(store, 'acme', 3);
    await writeTours(store, 'beta', 2);
    const readStore = createMemoryReadStore();
    const commits = recordingCommits(readStore);
    const projector = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test', maxDocumentsPerCommit: 12 });
    await projector.start();
    await projector.stop();
    expect(commits.length).toBeGreaterThan(5);
    expect(commits.every((commit) => commit.documents > 0 && commit.documents <= 12)).toBe(true);
    const positions = commits.map((commit) => BigInt(commit.position));
    expect(positions.every((position, i) => i === 0 || position > positions[i - 1])).toBe(true);
    expect(positions.at(-1)).toBe(await store.headPosition());
    expect(await readModels(readStore, ['acme', 'beta'])).toEqual(await foldedInOnePass(store, ['acme', 'beta']));
  });

  it('resumes a catch-up that died between two bounded commits from the last one, with nothing lost or doubled', async () => {
    await writeTours(store, 'acme', 3);
    await writeTours(store, 'beta', 2);
    const readStore = createMemoryReadStore();
    const died = recordingCommits(readStore, 3);
    const crashed = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test', maxDocumentsPerCommit: 12 });
    await expect(crashed.start()).rejects.toThrow('died between two commits');
    expect((await readStore.getCheckpoint('test'))?.position).toBe(died[1].position);

    const resumed = recordingCommits(readStore);
    const restarted = new Projector(store, readStore, ALL_PROJECTIONS, silentPublisher, { checkpointName: 'test', maxDocumentsPerCommit: 12 });
    await restarted.start();
    await restarted.stop();
    expect(resumed.every((commit) => commit.documents <= 12)).toBe(true);
    expect(await readModels(readStore, ['acme', 'beta'])).toEqual(await foldedInOnePass(store, ['acme', 'beta']));
    expect((await readStore.getCheckpoint('test'))?.position).toBe((await store.headPosition()).toString());
  });
});

