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
    async close() {
      db.close();
    },
  };
}
