// Fixtures of the contract suite: unique stream names, events with metadata, bounded subscription pulls.
import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  eventSizeInBytes,
  type AllSubscription,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../event-store.port';
import { within } from '../testing/bounded-wait';

/** The store of the running test (each test gets a fresh one). */
export type CurrentStore = () => EventStore;

export const WAIT_MS = 10_000;
const runId = randomUUID().slice(0, 8);
let streamCount = 0;

/** Stream names unique to this run (shared servers keep earlier runs), with a prefix to filter on. */
export function newStreams() {
  const prefix = `tour-${runId}o${++streamCount}.`;
  return { prefix, name: (entity: string) => `${prefix}${entity}` };
}

export const someMetadata: EventMetadata = {
  orgId: 'org-1',
  actorId: 'user-1',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  occurredAt: '2026-05-01T08:00:00.000Z',
  schemaVersion: 1,
};

export function anEvent(type: string, data: Record<string, unknown> = {}, id?: string): NewEvent {
  return id ? { id, type, data, metadata: someMetadata } : { type, data, metadata: someMetadata };
}

/** An event that measures exactly `bytes` (eventSizeInBytes): its data is padded with one-byte characters. */
export function anEventOfSize(type: string, bytes: number, id?: string): NewEvent {
  const padding = bytes - eventSizeInBytes(anEvent(type, { text: '' }));
  if (padding < 0) throw new RangeError(`An event of type ${type} measures more than ${bytes} bytes`);
  return anEvent(type, { text: 'x'.repeat(padding) }, id);
}

/** Pulls batches until `count` events arrived (or the iteration ended), each pull bounded by WAIT_MS. */
export async function take(subscription: AllSubscription, count: number, batches: RecordedEvent[][] = []) {
  const iterator = subscription[Symbol.asyncIterator]();
  const events: RecordedEvent[] = [];
  while (events.length < count) {
    const next = await within(iterator.next(), WAIT_MS, `${count} events (got ${events.length})`);
    if (next.done) break;
    batches.push(next.value);
    events.push(...next.value);
  }
  return events;
}

export async function rejection(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}
