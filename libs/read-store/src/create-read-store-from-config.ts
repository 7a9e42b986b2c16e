// Chooses the read store adapter from configuration alone: MongoDB when a URL is given, else memory, with history on disk when a data directory is.
import fs from 'node:fs';
import path from 'node:path';
import { ReadStore } from './read-store.port';
import { createMemoryReadStore } from './memory/memory-read-store';
import { createMongoReadStore } from './mongodb/mongo-read-store';
import { createSqliteReadStore } from './sqlite/sqlite-read-store';
import { createHistoryOnDiskReadStore } from './tiered/history-on-disk-read-store';

/** The SQLite file of the history-sized collections in DATA_DIR, beside the memory store's copy (ADR 0050). */
export const HISTORY_FILE_NAME = 'read-models-history.sqlite';

export interface ReadStoreConfig {
  mongodbUrl?: string;
  dbName?: string;
  /** The standalone's DATA_DIR: the history-sized collections (`onDisk`) are kept in a SQLite file there. */
  dataDir?: string;
  onDisk?: (collection: string) => boolean;
  /** The bulky fields of a collection kept on disk beside its memory mirror (ADR 0055). */
  bulkyFields?: (collection: string) => readonly string[];
}

export function createReadStoreFromConfig({ mongodbUrl, dbName, dataDir, onDisk, bulkyFields }: ReadStoreConfig = {}): ReadStore {
  if (mongodbUrl) return createMongoReadStore({ url: mongodbUrl, dbName });
  if (!dataDir || !onDisk) return createMemoryReadStore();
  fs.mkdirSync(dataDir, { recursive: true });
  return createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk: createSqliteReadStore({ file: path.join(dataDir, HISTORY_FILE_NAME) }), onDisk, bulkyFields });
}
