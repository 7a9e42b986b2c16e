// Opens the event log file: durable WAL pragmas and the schema of events and stream metadata.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/**
 * Layout version in PRAGMA user_version; a file of another layout is refused, never guessed at. Version 2 adds the
 * finding columns and their indexes (FINDING_COLUMNS, FINDING_INDEXES); a file of version 1 gains them when opened,
 * filled from its records.
 */
const LAYOUT_VERSION = 2;

/** stream_name, revision and type are columns to find events by; body is the record (event-record.ts). */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_name TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    type        TEXT    NOT NULL,
    body        TEXT    NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_name, revision);
  CREATE TABLE IF NOT EXISTS stream_metadata (
    stream_name TEXT PRIMARY KEY,
    max_count   INTEGER
  ) WITHOUT ROWID;
`;

/** A field of the record's metadata (event-record.ts): the array's item, or the object's field when stored as an object. */
const metadataField = (index: number, name: string) => `coalesce(json_extract(body, '$[5][${index}]'), json_extract(body, '$[5].${name}'))`;

/**
 * What the log is searched by, for the audit log and the links across streams (ADR 0056). Written with each event from its
 * metadata (sqlite-writes.ts), never parsed from the record at append: the organization and the actor; for an event that
 * follows another (causation ≠ correlation) its cause and correlation, null for the others. Computed when read, from the
 * record: the instant, the event's id, and the stream's category (its name up to the first dash).
 */
const FINDING_COLUMNS = ['org', 'actor', 'cause', 'correlation'] as const;
const COMPUTED_COLUMNS: Record<string, string> = {
  occurred_at: metadataField(4, 'occurredAt'),
  event_id: `json_extract(body, '$[2]')`,
  category: `CASE WHEN instr(stream_name, '-') > 0 THEN substr(stream_name, 1, instr(stream_name, '-') - 1) ELSE stream_name END`,
};
/** The finding columns of events written before them (a file of layout 1), from their records. */
const FINDING_OF_RECORDS = `
  UPDATE events SET org = ${metadataField(0, 'orgId')}, actor = ${metadataField(1, 'actorId')},
    cause = nullif(${metadataField(3, 'causationId')}, ${metadataField(2, 'correlationId')}),
    correlation = CASE WHEN ${metadataField(3, 'causationId')} <> ${metadataField(2, 'correlationId')} THEN ${metadataField(2, 'correlationId')} END
`;
const FINDING_INDEXES = `
  CREATE INDEX IF NOT EXISTS events_by_org ON events (org, position);
  CREATE INDEX IF NOT EXISTS events_by_org_type ON events (org, type, position);
  CREATE INDEX IF NOT EXISTS events_by_org_category ON events (org, category, position);
  CREATE INDEX IF NOT EXISTS events_by_org_actor ON events (org, actor, position);
  CREATE INDEX IF NOT EXISTS followers_by_correlation ON events (correlation) WHERE cause IS NOT NULL;
  CREATE INDEX IF NOT EXISTS followers_by_cause ON events (cause) WHERE cause IS NOT NULL;
  CREATE INDEX IF NOT EXISTS followers_by_id ON events (event_id) WHERE cause IS NOT NULL;
`;

/** Adds the finding columns the table lacks, filled from the records already there (a file of layout 1), and their indexes. */
function addFindingColumns(db: SqliteDatabase): void {
  const present = new Set(db.prepare<[], { name: string }>("SELECT name FROM pragma_table_xinfo('events')").all().map((column) => column.name));
  db.transaction(() => {
    for (const name of FINDING_COLUMNS) if (!present.has(name)) db.exec(`ALTER TABLE events ADD COLUMN ${name} TEXT`);
    for (const [name, expression] of Object.entries(COMPUTED_COLUMNS))
      if (!present.has(name)) db.exec(`ALTER TABLE events ADD COLUMN ${name} TEXT GENERATED ALWAYS AS (${expression}) VIRTUAL`);
    db.exec(FINDING_OF_RECORDS);
    db.exec(FINDING_INDEXES);
  })();
}

/**
 * WAL with synchronous=FULL: every commit fsyncs the WAL, so an acknowledged append survives a crash
 * of the process and of the machine. better-sqlite3 is built with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1
 * (NORMAL), so FULL must be set explicitly and is checked after setting it.
 */
export function openEventLog(file: string): SqliteDatabase {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  if (db.pragma('journal_mode', { simple: true }) !== 'wal' || db.pragma('synchronous', { simple: true }) !== 2) {
    db.close();
    throw new Error(`Event log ${file}: could not enable WAL with synchronous=FULL`);
  }
  const layout = db.pragma('user_version', { simple: true });
  if (layout !== 0 && layout !== 1 && layout !== LAYOUT_VERSION) {
    db.close();
    throw new Error(`Event log ${file}: layout version ${layout}, this code reads ${LAYOUT_VERSION}`);
  }
  db.exec(SCHEMA);
  if (layout !== LAYOUT_VERSION) addFindingColumns(db);
  db.pragma(`user_version = ${LAYOUT_VERSION}`);
  return db;
}
