// The stored copy of the memory read models: a SQLite file saved by difference (what changed since the last save), in one transaction, and loaded whole at boot (ADR 0051).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Checkpoint, Document } from '../read-store.port';
import type { StoredPartition } from '../memory/memory-read-store';
import { placeOf } from '../names';

export const READ_MODEL_COPY_FORMAT = 'tourops-read-models';
/**
 * Raise it when the layout of the copy changes: a copy of another version is ignored (and rebuilt). 2: SQLite, saved by difference.
 * 3: without the collections whose bulky fields are on disk (ADR 0055): a copy of 2 holds tours the disk lacks.
 */
export const READ_MODEL_COPY_VERSION = 3;

export interface ReadModelCopyHeader {
  format: typeof READ_MODEL_COPY_FORMAT;
  formatVersion: number;
  /** What identifies the event log the models were built from (its first event), null for an empty log. */
  log: { firstPosition: string; firstEventId: string } | null;
  checkpoints: Checkpoint[];
  /** Version of each projection definition that built the models. */
  projections: Record<string, number>;
  savedAt: string;
}

/** The copy is unreadable or not ours: it is ignored and the models rebuilt. */
export class ReadModelCopyError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ReadModelCopyError';
  }
}

/** What one save wrote: the documents that changed (written) or went (deleted), of how many the copy now holds. */
export interface CopySaveCounts {
  written: number;
  deleted: number;
  documents: number;
  /** The JSON written, in bytes. */
  bytes: number;
}

export interface ReadModelCopy {
  /** The last save's header; null when nothing was saved. Throws ReadModelCopyError when the file is not a copy of this version. */
  header(): ReadModelCopyHeader | null;
  /**
   * Hands the documents over one partition run at a time, except those of `skip`ped collections (which the next save
   * deletes); returns how many it handed over. The next save writes only what differs from them.
   * Throws ReadModelCopyError when a document is corrupt; documents handed over before must then be dropped.
   */
  load(skip: (collection: string) => boolean, onDocuments: (partition: StoredPartition) => void): number;
  /**
   * Makes the copy the given partitions and header, in one transaction: only the documents that are not the ones last
   * loaded or saved are written, and those no longer there are deleted. Written in pieces between yields to the event
   * loop; a crash or failure before the end leaves the previous copy whole. With nothing loaded or saved yet (a rebuild),
   * the file is begun again and everything written. The documents are read, never changed.
   */
  save(header: ReadModelCopyHeader, partitions: readonly StoredPartition[]): Promise<CopySaveCounts>;
  /** Deletes the file and starts an empty one (a corrupt copy, or one of another log). */
  discard(): void;
  close(): void;
}

/** JSON written between two yields to the event loop: small enough that a save never holds up a request for long. */
const PIECE_CHARS = 256 * 1024;
/** Documents handed over at a time at load. */
const LOAD_RUN = 10_000;
/** As @tourops/runtime's yieldToRequests, which this library cannot import (the runtime depends on it). */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
/** SQLite's companions of the file: its rollback journal (and a write-ahead log's, should one be left from another mode). */
const SIDE_FILES = ['-journal', '-wal', '-shm'];

/** The ids a place holds in the copy, and its key: one string that every document saved there is remembered with. */
interface SavedPlace {
  place: string;
  collection: string;
  orgId: string;
  ids: Set<string>;
}

function checkHeader(value: unknown): ReadModelCopyHeader {
  const header = value as Partial<ReadModelCopyHeader> | null;
  if (header?.format !== READ_MODEL_COPY_FORMAT) throw new ReadModelCopyError('is not a read-model copy');
  if (header.formatVersion !== READ_MODEL_COPY_VERSION) throw new ReadModelCopyError(`has format version ${String(header.formatVersion)}, expected ${READ_MODEL_COPY_VERSION}`);
  if (!Array.isArray(header.checkpoints) || typeof header.projections !== 'object' || header.projections === null) throw new ReadModelCopyError('has a header without checkpoints or projection versions');
  return header as ReadModelCopyHeader;
}

function openDatabase(file: string): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    // A rollback journal, not a write-ahead log: the first save after a rebuild writes the whole copy into new pages, which
    // a rollback journal need not hold (a WAL would write all of it twice). One save at a time, and no other reader.
    db.pragma('journal_mode = DELETE');
    // A save is one transaction every 30 s: made durable at its commit, so the copy is never behind what it says.
    db.pragma('synchronous = FULL');
    // What a save replaces or deletes is overwritten, so that an erased person's values do not linger in free pages.
    db.pragma('secure_delete = ON');
    db.exec(`
      CREATE TABLE IF NOT EXISTS header (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS documents (collection TEXT NOT NULL, org TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, org, id));
    `);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opens (or creates) the copy. A file that is not a SQLite database of this layout opens as unreadable: `header` says why. */
export function openReadModelCopy(file: string): ReadModelCopy {
  let db: Database.Database | null = null;
  let unreadable: string | null = null;
  const open = () => {
    try {
      [db, unreadable] = [openDatabase(file), null];
    } catch (error) {
      [db, unreadable] = [null, (error as Error).message];
    }
  };
  open();
  const database = (): Database.Database => {
    if (!db) throw new ReadModelCopyError(`is unreadable (${unreadable})`);
    return db;
  };

  /** Each saved document, with where it was saved (a document is never changed in place: the same object is the same content). */
  let savedDocuments = new WeakMap<Document, string>();
  /** The ids the copy holds, by place; null when unknown (nothing loaded or saved yet): the next save then writes everything. */
  let savedIds: Map<string, SavedPlace> | null = null;

  const forget = () => {
    savedDocuments = new WeakMap();
    savedIds = null;
  };
  const discard = () => {
    db?.close();
    forget();
    for (const suffix of ['', ...SIDE_FILES]) fs.rmSync(`${file}${suffix}`, { force: true });
    open();
  };

  return {
    header() {
      const row = database().prepare('SELECT value FROM header WHERE id = 1').get() as { value: string } | undefined;
      if (!row) return null;
      try {
        return checkHeader(JSON.parse(row.value));
      } catch (error) {
        if (error instanceof ReadModelCopyError) throw error;
        throw new ReadModelCopyError('has a header that is not JSON');
      }
    },

    load(skip, onDocuments) {
      forget();
      const ids: NonNullable<typeof savedIds> = new Map();
      let handed = 0;
      let run: StoredPartition | null = null;
      const handOver = () => {
        if (run && run.documents.length > 0) onDocuments(run);
        run = null;
      };
      const rows = database().prepare('SELECT collection, org, id, doc FROM documents ORDER BY collection, org, id').raw().iterate() as IterableIterator<[string, string, string, string]>;
      let held: SavedPlace | undefined;
      for (const [collection, orgId, id, text] of rows) {
        // The rows come by place: its key is made and found once, not for each of its documents.
        if (held?.collection !== collection || held.orgId !== orgId) {
          const place = placeOf(collection, orgId);
          held = ids.get(place);
          if (!held) ids.set(place, (held = { place, collection, orgId, ids: new Set() }));
        }
        held.ids.add(id);
        if (skip(collection)) continue;
        let document: Document;
        try {
          document = JSON.parse(text) as Document;
        } catch {
          throw new ReadModelCopyError(`holds a ${collection} document that is not JSON (${id})`);
        }
        if (document === null || typeof document !== 'object' || document._id !== id) throw new ReadModelCopyError(`holds a ${collection} document that is not the one of its id (${id})`);
        savedDocuments.set(document, held.place);
        const current = run as StoredPartition | null;
        if (!current || current.collection !== collection || current.orgId !== orgId || current.documents.length >= LOAD_RUN) {
          handOver();
          run = { collection, orgId, documents: [] };
        }
        (run as unknown as StoredPartition).documents.push(document);
        handed++;
      }
      handOver();
      savedIds = ids;
      return handed;
    },

    async save(header, partitions) {
      const previous = savedIds;
      // Knowing nothing of what the file holds (nothing loaded: after a rebuild), the save begins it again: deleting its old
      // rows in the transaction would journal them all, and leave the file as large as it was.
      if (previous === null) discard();
      const db = database();
      const next: NonNullable<typeof savedIds> = new Map();
      const changed: { place: string; collection: string; orgId: string; document: Document }[] = [];
      let documents = 0;
      for (const { collection, orgId, documents: stored } of partitions) {
        const place = placeOf(collection, orgId);
        let held = next.get(place);
        if (!held) next.set(place, (held = { place, collection, orgId, ids: new Set() }));
        for (const document of stored) {
          held.ids.add(document._id as string);
          if (previous === null || savedDocuments.get(document) !== place) changed.push({ place, collection, orgId, document });
        }
        documents += stored.length;
      }
      const gone: [string, string, string][] = [];
      for (const [place, { collection, orgId, ids }] of previous ?? []) {
        const kept = next.get(place)?.ids;
        for (const id of ids) if (!kept?.has(id)) gone.push([collection, orgId, id]);
      }

      const upsert = db.prepare('INSERT INTO documents (collection, org, id, doc) VALUES (?, ?, ?, ?) ON CONFLICT (collection, org, id) DO UPDATE SET doc = excluded.doc');
      const remove = db.prepare('DELETE FROM documents WHERE collection = ? AND org = ? AND id = ?');
      let bytes = 0;
      db.exec('BEGIN IMMEDIATE');
      try {
        let piece = 0;
        /** Counts what was just written; past a piece, lets requests run. A delete counts as 100 characters. */
        const written = async (chars: number) => {
          if ((piece += chars) < PIECE_CHARS) return;
          piece = 0;
          await yieldToRequests();
        };
        for (const [collection, orgId, id] of gone) {
          remove.run(collection, orgId, id);
          await written(100);
        }
        for (const { collection, orgId, document } of changed) {
          const text = JSON.stringify(document);
          upsert.run(collection, orgId, document._id as string, text);
          bytes += Buffer.byteLength(text);
          await written(text.length);
        }
        db.prepare('INSERT INTO header (id, value) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET value = excluded.value').run(JSON.stringify(header));
        db.exec('COMMIT');
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
      for (const { place, document } of changed) savedDocuments.set(document, place);
      savedIds = next;
      return { written: changed.length, deleted: gone.length, documents, bytes };
    },

    discard,

    close() {
      db?.close();
      db = null;
      unreadable = 'closed';
    },
  };
}
