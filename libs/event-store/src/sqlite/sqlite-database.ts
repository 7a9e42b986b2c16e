// Opens the event log file: durable WAL pragmas and the schema of events and stream metadata.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/** Layout version in PRAGMA user_version; a file of another layout is refused, never guessed at. */
const LAYOUT_VERSION = 1;

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
  if (layout !== 0 && layout !== LAYOUT_VERSION) {
    db.close();
    throw new Error(`Event log ${file}: layout version ${layout}, this code reads ${LAYOUT_VERSION}`);
  }
  db.exec(SCHEMA);
  db.pragma(`user_version = ${LAYOUT_VERSION}`);
  return db;
}
