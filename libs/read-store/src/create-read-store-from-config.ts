// Chooses the read store adapter from configuration alone: MongoDB when a URL is given, else memory.
import { ReadStore } from './read-store.port';
import { createMemoryReadStore } from './memory/memory-read-store';
import { createMongoReadStore } from './mongodb/mongo-read-store';

export interface ReadStoreConfig {
  mongodbUrl?: string;
  dbName?: string;
}

export function createReadStoreFromConfig({ mongodbUrl, dbName }: ReadStoreConfig = {}): ReadStore {
  return mongodbUrl ? createMongoReadStore({ url: mongodbUrl, dbName }) : createMemoryReadStore();
}
