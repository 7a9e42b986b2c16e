// Public surface of the event store: the port, its two adapters, the choice between them, and personal data keys and envelopes.
export * from './event-store.port';
export { createSqliteEventStore, type SqliteEventStore, type SqliteEventStoreOptions } from './sqlite/sqlite-event-store';
export type { GroupCommitStats } from './sqlite/group-commit';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb/esdb-event-store';
export { ScavengeSchedule, scavengeNodesOf } from './esdb/esdb-scavenges';
export { createEventStoreFromConfig, type EventStoreConfig } from './create-event-store-from-config';
export * from './personal-data/personal-envelope';
export * from './personal-data/personal-key-store.port';
export { createMemoryPersonalKeyStore } from './personal-data/memory-personal-key-store';
export { createSqlitePersonalKeyStore } from './personal-data/sqlite-personal-key-store';
export * from './personal-data/personal-data-event-store';
export { createPersonalKeyStoreFromConfig, type PersonalKeyStoreConfig } from './personal-data/create-personal-key-store-from-config';
