// Test child: appends to the event log until it is killed, printing each append once acknowledged.
import { randomUUID } from 'node:crypto';
import { createSqliteEventStore } from '../sqlite-event-store';

const [file, writerCount] = process.argv.slice(2);
const store = createSqliteEventStore({ file });
const metadata = {
  orgId: 'org-1',
  actorId: 'crash-appender',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  occurredAt: '2026-05-01T08:00:00.000Z',
  schemaVersion: 1,
};

/** One line per acknowledged append: the ids of its events, separated by spaces. */
async function appendForever(writer: number): Promise<never> {
  for (let append = 0, revision = -1; ; append++) {
    const parts = (append % 3) + 1;
    const events = Array.from({ length: parts }, (_, part) => ({
      id: randomUUID(),
      type: 'SegmentRetimed',
      data: { writer, append, part, parts },
      metadata,
    }));
    const result = await store.appendToStream(`tour-org1.${writer}`, events, {
      expectedRevision: revision === -1 ? 'no_stream' : revision,
    });
    revision = result.nextExpectedRevision;
    process.stdout.write(`${events.map((e) => e.id).join(' ')}\n`);
  }
}

for (let writer = 0; writer < Number(writerCount); writer++) void appendForever(writer);
