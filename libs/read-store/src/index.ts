// Public surface of the read store: the port, its adapters (memory, SQLite, MongoDB, memory with history on disk) and the configuration-driven choice.
export * from './read-store.port';
export { createMemoryReadStore, type MemoryReadStore, type StoredPartition } from './memory/memory-read-store';
export { createMongoReadStore, DEFAULT_READ_MODEL_DB, type MongoReadStoreOptions } from './mongodb/mongo-read-store';
export { createSqliteReadStore, type SqliteReadStoreOptions } from './sqlite/sqlite-read-store';
export * from './sqlite/read-model-copy';
export { createHistoryOnDiskReadStore, type HistoryOnDiskReadStore, type HistoryOnDiskOptions } from './tiered/history-on-disk-read-store';
export { createReadStoreFromConfig, HISTORY_FILE_NAME, type ReadStoreConfig } from './create-read-store-from-config';
