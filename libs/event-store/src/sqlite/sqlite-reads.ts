// Reads of the event log: one stream, pages of the whole log (filtered), its head, stream metadata.
import type { AllFilter, RecordedEvent, ReadStreamOptions, StreamMetadata } from '../event-store.port';
import { decodeEventRecord } from './event-record';
import type { SqliteDatabase } from './sqlite-database';

/** A row as better-sqlite3 returns it in raw mode: [position, body]. */
type EventRow = [number, string];

export interface EventLogReads {
  readStream(streamName: string, options?: ReadStreamOptions): RecordedEvent[];
  /** Events with after < position <= upTo that pass the filter, in log order, at most `limit`. */
  readPage(after: bigint, upTo: bigint, limit: number, filter?: AllFilter): RecordedEvent[];
  headPosition(): bigint;
  getStreamMetadata(streamName: string): StreamMetadata;
}

const COLUMNS = 'position, body';

const toRecordedEvent = (row: EventRow): RecordedEvent => decodeEventRecord(row[0], row[1]);

/** The WHERE clause of a filtered page and its parameters, positionally after `after` and `upTo`. */
function filterClause(filter: AllFilter | undefined): { sql: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filter?.eventTypes) {
    clauses.push(`type IN (${filter.eventTypes.map(() => '?').join(', ') || 'NULL'})`);
    params.push(...filter.eventTypes);
  }
  if (filter?.streamNamePrefixes) {
    const prefixes = filter.streamNamePrefixes.map(() => 'substr(stream_name, 1, length(?)) = ?');
    clauses.push(`(${prefixes.join(' OR ') || 'FALSE'})`);
    params.push(...filter.streamNamePrefixes.flatMap((prefix) => [prefix, prefix]));
  }
  return { sql: clauses.map((clause) => ` AND ${clause}`).join(''), params };
}

export function createEventLogReads(db: SqliteDatabase): EventLogReads {
  const head = db.prepare<[], { head: number | null }>('SELECT max(position) AS head FROM events');
  const maxCountOf = db.prepare<[string], { maxCount: number | null }>(
    'SELECT max_count AS maxCount FROM stream_metadata WHERE stream_name = ?',
  );
  const forwards = db
    .prepare<[string, number, number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision >= ? AND revision <= ?
        ORDER BY revision LIMIT ?`,
    )
    .raw(true);
  const backwards = db
    .prepare<[string, number, number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision <= ? AND revision >= ?
        ORDER BY revision DESC LIMIT ?`,
    )
    .raw(true);
  const pageStatements = new Map<string, ReturnType<typeof db.prepare<unknown[], EventRow>>>();

  function pageStatement(whereFilter: string) {
    let statement = pageStatements.get(whereFilter);
    if (!statement) {
      statement = db
        .prepare<unknown[], EventRow>(
          `SELECT ${COLUMNS} FROM events WHERE position > ? AND position <= ?${whereFilter} ORDER BY position LIMIT ?`,
        )
        .raw(true);
      pageStatements.set(whereFilter, statement);
    }
    return statement;
  }

  return {
    readStream(streamName, options = {}) {
      const limit = options.maxCount ?? -1;
      const rows =
        options.direction === 'backwards'
          ? backwards.all(streamName, options.fromRevision ?? Number.MAX_SAFE_INTEGER, options.toRevision ?? 0, limit)
          : forwards.all(streamName, options.fromRevision ?? 0, options.toRevision ?? Number.MAX_SAFE_INTEGER, limit);
      return rows.map(toRecordedEvent);
    },

    readPage(after, upTo, limit, filter) {
      const where = filterClause(filter);
      return pageStatement(where.sql).all(after, upTo, ...where.params, limit).map(toRecordedEvent);
    },

    headPosition: () => BigInt(head.get()?.head ?? 0),

    getStreamMetadata(streamName) {
      const maxCount = maxCountOf.get(streamName)?.maxCount;
      return maxCount == null ? {} : { maxCount };
    },
  };
}
