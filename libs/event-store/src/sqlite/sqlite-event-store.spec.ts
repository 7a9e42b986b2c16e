import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describeEventStoreContract, type StoreUnderTest } from '../event-store.contract';
import { anEvent } from '../contract/contract-fixtures';
import { WrongExpectedRevisionError, type RecordedEvent } from '../event-store.port';
import { within } from '../testing/bounded-wait';
import { MAX_WRITES_PER_TRANSACTION } from './group-commit';
import { createSqliteEventStore, type SqliteEventStore } from './sqlite-event-store';

const newFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'event-store-')), 'events.sqlite');
const removeFile = (file: string) => fs.rmSync(path.dirname(file), { recursive: true, force: true });

/** Deletes a stream's events behind the store's back, as an operator would with the sqlite3 shell. */
function deleteRowsOfStream(file: string, streamName: string): void {
  const operator = new Database(file);
  try {
    operator.prepare('DELETE FROM events WHERE stream_name = ?').run(streamName);
  } finally {
    operator.close();
  }
}

/** The writing store restarts as its process would: closed, then opened again on the same file; followers poll it. */
describeEventStoreContract(
  'sqlite',
  async () => {
    const file = newFile();
    const opened: SqliteEventStore[] = [];
    const open = (pollIntervalMs?: number) => {
      const store = createSqliteEventStore({ file, pollIntervalMs });
      opened.push(store);
      return store;
    };
    const underTest: StoreUnderTest = {
      store: open(),
      cleanup: async () => {
        for (const store of opened) await store.close();
        removeFile(file);
      },
      deleteStreamOutOfBand: async (streamName) => deleteRowsOfStream(file, streamName),
      restartable: {
        openFollower: async () => open(20),
        restart: async () => {
          await underTest.store.close();
          underTest.store = open();
        },
      },
    };
    return underTest;
  },
  describe,
  ['deleteStreamOutOfBand', 'restartable'],
);

describe('sqlite event store', () => {
  let file: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    file = newFile();
    store = createSqliteEventStore({ file });
  });
  afterEach(async () => {
    await store.close();
    removeFile(file);
  });

  it('commits concurrent appends in far fewer transactions than appends (group commit)', async () => {
    const before = store.stats();
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) => store.appendToStream(`tour-org1.${i}`, [anEvent('TourCreated')], { expectedRevision: 'no_stream' })),
    );
    const after = store.stats();

    expect(after.writes - before.writes).toBe(64);
    expect(after.transactions - before.transactions).toBeLessThanOrEqual(2);
    expect(new Set(results.map((r) => r.position)).size).toBe(64);
  });

  it('splits a flood of appends into transactions of at most MAX_WRITES_PER_TRANSACTION', async () => {
    const before = store.stats().transactions;
    const flood = Array.from({ length: 2 * MAX_WRITES_PER_TRANSACTION + 1 }, (_, i) =>
      store.appendToStream(`vehicle-org1.${i % 10}`, [anEvent('VehiclePositionReported', { i })]),
    );

    expect(await Promise.all(flood)).toHaveLength(2 * MAX_WRITES_PER_TRANSACTION + 1);
    expect(store.stats().transactions - before).toBe(3);
  });

  it('rejects only the conflicting append of a batch; the others commit in the same transaction', async () => {
    await store.appendToStream('tour-org1.1', [anEvent('TourCreated')]);
    const before = store.stats().transactions;

    const attempts = await Promise.allSettled([
      store.appendToStream('tour-org1.2', [anEvent('TourCreated')], { expectedRevision: 'no_stream' }),
      store.appendToStream('tour-org1.1', [anEvent('TourPlanned')], { expectedRevision: 7 }),
      store.appendToStream('tour-org1.3', [anEvent('TourCreated')], { expectedRevision: 'no_stream' }),
    ]);

    expect(attempts.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((attempts[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(store.stats().transactions - before).toBe(1);
    expect(await store.readStream('tour-org1.1')).toHaveLength(1);
  });

  it('physically removes events beyond $maxCount, so reading all no longer returns them', async () => {
    for (let i = 0; i < 4; i++) await store.appendToStream('vehicle-org1.7', [anEvent('VehiclePositionReported', { i })]);
    await store.setStreamMetadata('vehicle-org1.7', { maxCount: 2 });
    await store.appendToStream('vehicle-org1.7', [anEvent('VehiclePositionReported', { i: 4 })]);

    const all: RecordedEvent[] = [];
    for await (const page of store.readAll()) all.push(...page);
    expect(all.map((e) => e.data)).toEqual([{ i: 3 }, { i: 4 }]);
  });

  it('answers the position of its last append as the head position (the test is the only writer of its file)', async () => {
    await store.appendToStream('tour-org1.1', [anEvent('TourCreated')]);
    const { position } = await store.appendToStream('tour-org1.2', [anEvent('TourCreated'), anEvent('TourPlanned')]);
    expect(await store.headPosition()).toBe(position);
  });

  it('writes an event once when it is re-appended in the same transaction as the original, and again after reopening', async () => {
    const created = anEvent('TourCreated', {}, randomUUID());
    const before = store.stats().transactions;
    const [first, queuedWithIt] = await Promise.all([
      store.appendToStream('tour-org1.1', [created], { expectedRevision: 'no_stream' }),
      store.appendToStream('tour-org1.1', [created], { expectedRevision: 'no_stream' }),
    ]);
    expect(store.stats().transactions - before).toBe(1);
    await store.close();
    store = createSqliteEventStore({ file });

    expect(queuedWithIt).toEqual(first);
    expect(await store.appendToStream('tour-org1.1', [created], { expectedRevision: 'no_stream' })).toEqual(first);
    expect(await store.readStream('tour-org1.1')).toHaveLength(1);
  });

  it('settles pending appends before closing', async () => {
    const pending = store.appendToStream('tour-org1.1', [anEvent('TourCreated')]);
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 0 });

    store = createSqliteEventStore({ file });
    expect(await store.readStream('tour-org1.1')).toHaveLength(1);
  });

  it('rejects an empty append and any use after close', async () => {
    await expect(store.appendToStream('tour-org1.1', [])).rejects.toThrow(RangeError);
    await store.close();
    await expect(store.appendToStream('tour-org1.1', [anEvent('TourCreated')])).rejects.toThrow(/closed/);
  });

  it('lets another store on the same file follow the appends by polling', async () => {
    const follower = createSqliteEventStore({ file, pollIntervalMs: 20 });
    const subscription = follower.subscribeToAll();
    const iterator = subscription[Symbol.asyncIterator]();
    const firstBatch = iterator.next();

    const { position } = await store.appendToStream('tour-org1.1', [anEvent('TourCreated')]);

    const next = await within(firstBatch, 5_000, 'the follower to see the append');
    expect(next.done ? [] : next.value.map((e) => e.position)).toEqual([position]);
    await follower.close();
  });

  it('answers a read past a stream\'s known head without missing what another store on the same file appended since', async () => {
    const other = createSqliteEventStore({ file });
    await store.appendToStream('tour-org1.1', [anEvent('TourCreated')]);
    expect(await store.readStream('tour-org1.1', { fromRevision: 1 })).toEqual([]);
    expect(await store.readStream('settings-org1.day')).toEqual([]);

    await other.appendToStream('tour-org1.1', [anEvent('TourRenamed')], { expectedRevision: 0 });
    await other.appendToStream('settings-org1.day', [anEvent('SettingsChanged')]);

    expect((await store.readStream('tour-org1.1', { fromRevision: 1 })).map((event) => event.type)).toEqual(['TourRenamed']);
    expect((await store.readStream('settings-org1.day')).map((event) => event.type)).toEqual(['SettingsChanged']);
    await other.close();
  });

  it('reads its own appends past a head it knew before them', async () => {
    expect(await store.readStream('tour-org1.2')).toEqual([]);
    await store.appendToStream('tour-org1.2', [anEvent('TourCreated'), anEvent('TourRenamed')]);
    expect((await store.readStream('tour-org1.2', { fromRevision: 1 })).map((event) => event.revision)).toEqual([1]);
    expect(await store.readStream('tour-org1.2', { fromRevision: 2 })).toEqual([]);
  });
});
