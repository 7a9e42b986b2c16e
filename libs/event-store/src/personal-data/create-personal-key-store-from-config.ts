// Chooses where people's data keys live from configuration alone: MongoDB beside the read models, else DATA_DIR/personal-keys.sqlite.
import path from 'node:path';
import { createMongoPersonalKeyStore } from './mongo-personal-key-store';
import type { PersonalKeyStore } from './personal-key-store.port';
import { createSqlitePersonalKeyStore } from './sqlite-personal-key-store';

export interface PersonalKeyStoreConfig {
  /** DATA_DIR; without MongoDB the keys are `${dataDir}/personal-keys.sqlite`, a file apart from the event log. */
  dataDir: string;
  /** MONGODB_URL and MONGODB_DB: the keys then live in the collection personal_keys, wrapped with `masterKey`. */
  mongodbUrl?: string;
  mongodbDb: string;
  /** Asked for only with MongoDB: PERSONAL_DATA_MASTER_KEY, or in development a key in DATA_DIR. */
  masterKey: () => Buffer;
}

export function createPersonalKeyStoreFromConfig({ dataDir, mongodbUrl, mongodbDb, masterKey }: PersonalKeyStoreConfig): PersonalKeyStore {
  if (mongodbUrl) return createMongoPersonalKeyStore({ url: mongodbUrl, dbName: mongodbDb, masterKey: masterKey() });
  return createSqlitePersonalKeyStore({ file: path.join(dataDir, 'personal-keys.sqlite') });
}
