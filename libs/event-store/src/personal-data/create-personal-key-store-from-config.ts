// Chooses where people's data keys live from configuration alone: DATA_DIR/personal-keys.sqlite on embedded defaults.
import path from 'node:path';
import type { PersonalKeyStore } from './personal-key-store.port';
import { createSqlitePersonalKeyStore } from './sqlite-personal-key-store';

export interface PersonalKeyStoreConfig {
  /** DATA_DIR; the keys are `${dataDir}/personal-keys.sqlite`, a file apart from the event log. */
  dataDir: string;
}

export function createPersonalKeyStoreFromConfig({ dataDir }: PersonalKeyStoreConfig): PersonalKeyStore {
  return createSqlitePersonalKeyStore({ file: path.join(dataDir, 'personal-keys.sqlite') });
}
