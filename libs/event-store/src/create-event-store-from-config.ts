// Chooses the event store from configuration alone: EventStoreDB when a URL is set, else the SQLite file.
import path from 'node:path';
import type { EventStore } from './event-store.port';
import { createEsdbEventStore } from './esdb/esdb-event-store';
import { createSqliteEventStore } from './sqlite/sqlite-event-store';

export interface EventStoreConfig {
  /** EVENTSTORE_URL, e.g. esdb://eventstore:2113?tls=false */
  eventStoreUrl?: string;
  /** DATA_DIR; the SQLite file is `${dataDir}/events.sqlite` (the directory is created). */
  dataDir: string;
}

export function createEventStoreFromConfig({ eventStoreUrl, dataDir }: EventStoreConfig): EventStore {
  if (eventStoreUrl) return createEsdbEventStore({ connectionString: eventStoreUrl });
  return createSqliteEventStore({ file: path.join(dataDir, 'events.sqlite') });
}
