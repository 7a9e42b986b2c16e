// Public surface of the read store: the port, its two adapters and the configuration-driven choice between them.
export * from './read-store.port';
export { createMemoryReadStore, type MemoryReadStore, type StoredPartition } from './memory/memory-read-store';
export * from './memory/read-model-file';
export { createMongoReadStore, DEFAULT_READ_MODEL_DB, type MongoReadStoreOptions } from './mongodb/mongo-read-store';
export { createReadStoreFromConfig, type ReadStoreConfig } from './create-read-store-from-config';
