// The embedded event store: one SQLite file (better-sqlite3, WAL, synchronous=FULL) with group commit.
//
// - Durable on acknowledgement: an append resolves only after its transaction committed and the WAL
//   was fsynced. Appends queued while a flush is pending share one transaction (group commit); each
//   one's expected revision is checked on its own, so a conflict rejects only that append.
// - Positions are the autoincrement key of the events table: increasing in commit order, never reused
//   (scavenged events leave holes).
// - $maxCount is enforced by scavenging: events older than the newest maxCount of a stream are deleted
//   in the append's transaction. Readers, and projection rebuilds from position 0, then see only the
//   retained events, as with EventStoreDB after a scavenge.
// - An append is refused over MAX_APPEND_BYTES, as EventStoreDB refuses one over its MaxAppendSize, and is idempotent
//   by event id by EventStoreDB's rules (sqlite-writes.ts): re-appending what is already recorded writes nothing.
// - It finds events by organization, type, stream category, actor and by what they follow, through indexes of its own
//   (sqlite-finds.ts, ADR 0056), for the audit log and the links across streams.
// - One process writes; other processes may open the same file to read and subscribe (they poll).
import type { AllSubscription, EventStore, ReadAllOptions, RecordedEvent } from '../event-store.port';
import { assertAppendFits, WrongExpectedRevisionError } from '../event-store.port';
import { createCommitSignal } from './commit-signal';
import { prepareEvent } from './event-record';
import { createGroupCommit, type GroupCommitStats } from './group-commit';
import { openEventLog } from './sqlite-database';
import { createEventLogFinds } from './sqlite-finds';
import { createEventLogReads } from './sqlite-reads';
import { createStreamHeads } from './stream-heads';
import { subscribeToEventLog } from './sqlite-subscription';
import { createEventLogWrites } from './sqlite-writes';

export interface SqliteEventStoreOptions {
  /** Path of the database file; its directory is created when missing. */
  file: string;
  /** How often a caught-up subscription looks for appends made by other processes. Default 500 ms. */
  pollIntervalMs?: number;
}

export interface SqliteEventStore extends EventStore {
  /** Counters of the group commit, for tests and benchmarks. */
  stats(): GroupCommitStats;
}

const DEFAULT_PAGE_SIZE = 500;

function assertRevision(value: number | undefined, what: string): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0))
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
}

export function createSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  const db = openEventLog(options.file);
  const reads = createEventLogReads(db);
  const finds = createEventLogFinds(db);
  const heads = createStreamHeads(db);
  const writes = createEventLogWrites(db);
  const commits = createCommitSignal();
  const groupCommit = createGroupCommit(db, (e) => e instanceof WrongExpectedRevisionError, commits.notify);
  const subscriptions = new Set<AllSubscription>();
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error(`Event store ${options.file} is closed`);
  };

  return {
    async appendToStream(streamName, events, { expectedRevision = 'any' } = {}) {
      assertOpen();
      if (events.length === 0) throw new RangeError(`Append to ${streamName}: no events`);
      if (typeof expectedRevision === 'number') assertRevision(expectedRevision, 'expectedRevision');
      const prepared = events.map(prepareEvent);
      assertAppendFits(streamName, prepared.reduce((sum, event) => sum + event.sizeInBytes, 0));
      const result = await groupCommit.submit(() => writes.appendToStream(streamName, prepared, expectedRevision));
      heads.note(streamName, result.nextExpectedRevision);
      return result;
    },

    async readStream(streamName, readOptions) {
      assertOpen();
      assertRevision(readOptions?.fromRevision, 'fromRevision');
      assertRevision(readOptions?.toRevision, 'toRevision');
      assertRevision(readOptions?.maxCount, 'maxCount');
      // Reading forwards to the end (what a command's fold does) is answered from the known head when nothing came since.
      const toTheEnd = readOptions?.direction !== 'backwards' && readOptions?.toRevision === undefined && readOptions?.maxCount === undefined;
      const fromRevision = readOptions?.fromRevision ?? 0;
      if (toTheEnd && heads.nothingFrom(streamName, fromRevision)) return [];
      const events = reads.readStream(streamName, readOptions);
      if (toTheEnd) heads.note(streamName, events.at(-1)?.revision ?? fromRevision - 1);
      return events;
    },

    async *readAll({ after = 0n, filter, pageSize = DEFAULT_PAGE_SIZE }: ReadAllOptions = {}) {
      assertOpen();
      const head = reads.headPosition();
      while (after < head) {
        const page: RecordedEvent[] = reads.readPage(after, head, pageSize, filter);
        if (page.length === 0) return;
        yield page;
        if (page.length < pageSize) return;
        after = page[page.length - 1].position;
      }
    },

    subscribeToAll(subscribeOptions = {}) {
      assertOpen();
      const subscription = subscribeToEventLog(reads, commits, { ...subscribeOptions, pollIntervalMs }, () =>
        subscriptions.delete(subscription),
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async setStreamMetadata(streamName, metadata) {
      assertOpen();
      if (metadata.maxCount !== undefined && !(Number.isSafeInteger(metadata.maxCount) && metadata.maxCount > 0))
        throw new RangeError(`maxCount must be a positive integer, got ${metadata.maxCount}`);
      await groupCommit.submit(() => writes.setStreamMetadata(streamName, metadata));
    },

    async getStreamMetadata(streamName) {
      assertOpen();
      return reads.getStreamMetadata(streamName);
    },

    async headPosition() {
      assertOpen();
      return reads.headPosition();
    },

    finder: {
      newestFirst: async (query) => (assertOpen(), finds.newestFirst(query)),
      followers: async (query) => (assertOpen(), finds.followers(query)),
    },

    async close() {
      if (closed) return;
      closed = true;
      await groupCommit.drain();
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      db.close();
    },

    stats: groupCommit.stats,
  };
}
