// Writes to the event log, run inside a group-commit transaction: appends and stream metadata.
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type StreamMetadata,
} from '../event-store.port';
import { decodeEventRecord, encodeEventRecord, type PreparedEvent } from './event-record';
import type { SqliteDatabase } from './sqlite-database';

export interface EventLogWrites {
  appendToStream(streamName: string, events: readonly PreparedEvent[], expected: ExpectedRevision): AppendResult;
  setStreamMetadata(streamName: string, metadata: StreamMetadata): void;
}

export function checkExpectedRevision(streamName: string, expected: ExpectedRevision, actual: number): void {
  const matches =
    expected === 'any' ||
    (expected === 'no_stream' && actual === -1) ||
    (expected === 'stream_exists' && actual >= 0) ||
    expected === actual;
  if (!matches) throw new WrongExpectedRevisionError(streamName, expected, actual);
}

/**
 * Idempotence by event id, by EventStoreDB's rules: the events are already recorded when the stream holds events with
 * their ids, in order, right after the expected revision (after the head's last `events.length` for 'any' and
 * 'stream_exists'). Looked at only when the expected revision is behind the stream (or not exact), through the
 * (stream_name, revision) index: an append that goes through costs nothing more.
 *
 * $maxCount: after an append, events older than the newest maxCount of the stream are deleted in the
 * same transaction (a scavenge), so a high-volume stream stays bounded on disk.
 */
export function createEventLogWrites(db: SqliteDatabase): EventLogWrites {
  const streamHead = db.prepare<{ stream: string }, { revision: number | null; maxCount: number | null }>(
    `SELECT max(revision) AS revision,
            (SELECT max_count FROM stream_metadata WHERE stream_name = @stream) AS maxCount
       FROM events WHERE stream_name = @stream`,
  );
  const insertEvent = db.prepare<[string, number, string, string, ...PreparedEvent['finding']]>(
    'INSERT INTO events (stream_name, revision, type, body, org, actor, cause, correlation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const eventsBetween = db.prepare<[string, number, number], { position: number; body: string }>(
    'SELECT position, body FROM events WHERE stream_name = ? AND revision BETWEEN ? AND ? ORDER BY revision',
  );
  const scavenge = db.prepare<[string, number]>('DELETE FROM events WHERE stream_name = ? AND revision <= ?');
  const upsertMaxCount = db.prepare<[string, number | null]>(
    `INSERT INTO stream_metadata (stream_name, max_count) VALUES (?, ?)
       ON CONFLICT (stream_name) DO UPDATE SET max_count = excluded.max_count`,
  );

  function scavengeBeyond(streamName: string, lastRevision: number, maxCount: number | null): void {
    if (maxCount !== null && lastRevision >= maxCount) scavenge.run(streamName, lastRevision - maxCount);
  }

  function alreadyRecorded(streamName: string, events: readonly PreparedEvent[], expected: ExpectedRevision, actual: number): AppendResult | undefined {
    const after = expected === 'no_stream' ? -1 : typeof expected === 'number' ? expected : actual - events.length;
    if (after >= actual || after < -1) return undefined;
    const stored = eventsBetween.all(streamName, after + 1, after + events.length);
    const same = stored.length === events.length && stored.every((row, i) => decodeEventRecord(row.position, row.body).id === events[i].id);
    return same ? { nextExpectedRevision: after + events.length, position: BigInt(stored[stored.length - 1].position) } : undefined;
  }

  return {
    appendToStream(streamName, events, expected) {
      const head = streamHead.get({ stream: streamName })!;
      const actual = head.revision ?? -1;
      const recorded = alreadyRecorded(streamName, events, expected, actual);
      if (recorded) return recorded;
      checkExpectedRevision(streamName, expected, actual);
      let revision = actual;
      let position = 0;
      for (const event of events) {
        revision++;
        const row = insertEvent.run(streamName, revision, event.type, encodeEventRecord(streamName, revision, event), ...event.finding);
        position = Number(row.lastInsertRowid);
      }
      scavengeBeyond(streamName, revision, head.maxCount);
      return { nextExpectedRevision: revision, position: BigInt(position) };
    },

    setStreamMetadata(streamName, metadata) {
      const maxCount = metadata.maxCount ?? null;
      upsertMaxCount.run(streamName, maxCount);
      const head = streamHead.get({ stream: streamName })!;
      if (head.revision !== null) scavengeBeyond(streamName, head.revision, maxCount);
    },
  };
}
