// The personal key store in its own SQLite file (DATA_DIR/personal-keys.sqlite), shredded keys overwritten on disk.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PERSONAL_KEY_BYTES, PersonalKeyShreddedError, type PersonalKeyStore } from './personal-key-store.port';

/** A row with a null key is a tombstone: the person was erased and the id gets no key again. */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS personal_keys (
    key_id TEXT PRIMARY KEY,
    key    BLOB
  ) WITHOUT ROWID;
`;

interface KeyRow {
  key: Buffer | null;
}

/**
 * secure_delete overwrites deleted content with zeros, and a checkpoint after each shred moves the overwritten page
 * from the WAL into the file and truncates the WAL, so a shredded key's bytes stay neither in free pages nor in the log.
 */
export function createSqlitePersonalKeyStore({ file }: { file: string }): PersonalKeyStore {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  const select = db.prepare<[string], KeyRow>('SELECT key FROM personal_keys WHERE key_id = ?');
  const insert = db.prepare<[string, Buffer]>('INSERT INTO personal_keys (key_id, key) VALUES (?, ?)');
  const tombstone = db.prepare<[string]>(
    'INSERT INTO personal_keys (key_id, key) VALUES (?, NULL) ON CONFLICT (key_id) DO UPDATE SET key = NULL',
  );

  /** At most this many ids per statement (SQLite's default limit of variables is 32,766; pages hold 1,000 events). */
  const LOOKUP_CHUNK = 500;
  const lookUpChunk = (count: number) =>
    db.prepare<string[], { key_id: string; key: Buffer | null }>(`SELECT key_id, key FROM personal_keys WHERE key_id IN (${Array(count).fill('?').join(',')})`);
  const fullChunk = lookUpChunk(LOOKUP_CHUNK);

  const createOnce = db.transaction((keyId: string): Buffer => {
    const row = select.get(keyId);
    if (row && row.key === null) throw new PersonalKeyShreddedError(keyId);
    if (row?.key) return row.key;
    const key = randomBytes(PERSONAL_KEY_BYTES);
    insert.run(keyId, key);
    return key;
  });

  return {
    async create(keyId) {
      return createOnce.immediate(keyId);
    },
    async get(keyId) {
      return select.get(keyId)?.key ?? null;
    },
    async shred(keyId) {
      tombstone.run(keyId);
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async isShredded(keyId) {
      const row = select.get(keyId);
      return row !== undefined && row.key === null;
    },
    async lookUp(keyIds) {
      const found = new Map<string, Buffer | 'shredded'>();
      const unique = [...new Set(keyIds)];
      for (let start = 0; start < unique.length; start += LOOKUP_CHUNK) {
        const chunk = unique.slice(start, start + LOOKUP_CHUNK);
        const statement = chunk.length === LOOKUP_CHUNK ? fullChunk : lookUpChunk(chunk.length);
        for (const row of statement.all(...chunk)) found.set(row.key_id, row.key ?? 'shredded');
      }
      return found;
    },
    async close() {
      db.close();
    },
  };
}
