// Bench adapter (contract: /work/shared/bench/event-store/README.md) over our SQLite event store in dist/.
//   createAdapter({ dir }) -> { name, info, appendToStream, readStream, readAll, stats, close }
// The bench counts revisions from 1 (0 = no stream); the port counts from 0, so they are shifted here.
// Every event carries the port's metadata (orgId, actorId, ...), as every event of the product does.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const entry = path.join(root, 'dist/libs/event-store/src/index.js');
if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run node scripts/bench/event-store.mjs (it builds) first`);
const { createSqliteEventStore } = require(entry);
const Database = require('better-sqlite3');

const READ_ALL_PAGE = Number(process.env.READ_ALL_BATCH ?? 1000);
const metadata = {
  orgId: 'org_2qX8bench000000000000000',
  actorId: 'user_2qX8bench000000000000000',
  correlationId: '6f1c2a9e-2b1f-4c53-9a55-0d1f3c9b7a10',
  causationId: '6f1c2a9e-2b1f-4c53-9a55-0d1f3c9b7a10',
  occurredAt: '2026-01-01T00:00:00.000Z',
  schemaVersion: 1,
};

export async function createAdapter({ dir }) {
  const file = path.join(dir, 'events.sqlite');
  const store = createSqliteEventStore({ file });

  return {
    name: '@tourops/event-store sqlite (better-sqlite3, WAL, synchronous=FULL, group commit)',

    async info() {
      const db = new Database(file, { readonly: true });
      const pragma = (name) => db.pragma(name, { simple: true });
      const facts = {
        store: 'createSqliteEventStore from dist/libs/event-store',
        driver: `better-sqlite3@${require('better-sqlite3/package.json').version}, SQLite ${db.prepare('select sqlite_version()').pluck().get()}`,
        journal_mode: pragma('journal_mode'),
        synchronous_of_writer: 'FULL (2), set and checked by openEventLog',
        wal_autocheckpoint: pragma('wal_autocheckpoint'),
        metadata_bytes_per_event: JSON.stringify(metadata).length,
        read_all_page: READ_ALL_PAGE,
        file,
      };
      db.close();
      return facts;
    },

    async appendToStream(stream, events, expectedRevision) {
      const result = await store.appendToStream(
        stream,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedRevision: expectedRevision === 0 ? 'no_stream' : expectedRevision - 1 },
      );
      return { nextRevision: result.nextExpectedRevision + 1 };
    },

    async readStream(stream) {
      return (await store.readStream(stream)).map((e) => ({ type: e.type, data: e.data, revision: e.revision + 1 }));
    },

    async *readAll() {
      for await (const page of store.readAll({ pageSize: READ_ALL_PAGE }))
        yield page.map((e) => ({ stream: e.streamName, revision: e.revision + 1, position: e.position, type: e.type, data: e.data }));
    },

    stats: () => store.stats(),
    close: () => store.close(),
  };
}
