// Public surface of the event store: the port, its two adapters and the choice between them.
export * from './event-store.port';
export { createSqliteEventStore, type SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export type { GroupCommitStats } from './sqlite/group-commit';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb/esdb-event-store';
export { createEventStoreFromConfig, type EventStoreConfig } from './create-event-store-from-config';
