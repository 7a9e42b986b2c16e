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

/** A fresh store per test, with what the test may do to it behind its back where the adapter allows. */
export interface StoreUnderTest {
  /** The store to append and read through; `restartable.restart` may replace it. */
  store: EventStore;
  cleanup(): Promise<void>;
  /** Deletes a stream as an operator's tool would (EventStoreDB's soft delete; SQLite: its rows, with sqlite3). */
  deleteStreamOutOfBand?(streamName: string): Promise<void>;
  /** Deletes a stream for good (EventStoreDB's tombstone). */
  tombstoneStreamOutOfBand?(streamName: string): Promise<void>;
  restartable?: {
    /** A store on the same log, opened as another process opens it; cleanup closes it. */
    openFollower(): Promise<EventStore>;
    /** Takes the store's server away and brings it back; `store` is then the one to write through. */
    restart(): Promise<void>;
  };
}

/** What an adapter's suite provides beyond the port, declared when the suite is defined. */
export type Capability = 'deleteStreamOutOfBand' | 'tombstoneStreamOutOfBand' | 'restartable';

/** The store of the running test (each test gets a fresh one). */
export type CurrentStore = () => EventStore;
export type CurrentStoreUnderTest = () => StoreUnderTest;

/** `it` where the adapter has the capability; elsewhere a skipped test whose name says what it needs. */
export function itWith(capabilities: readonly Capability[], capability: Capability, needs: string, name: string, test: () => Promise<void>, timeoutMs?: number) {
  if (capabilities.includes(capability)) it(name, test, timeoutMs);
  else it.skip(`${name} [needs ${needs}]`, test);
}

export function capabilityOf<K extends Capability>(underTest: StoreUnderTest, capability: K): NonNullable<StoreUnderTest[K]> {
  const provided = underTest[capability];
  if (!provided) throw new Error(`The store under test declares ${capability} but does not provide it`);
  return provided as NonNullable<StoreUnderTest[K]>;
}

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

/** Pulls batches until `count` events arrived (or the iteration ended), each pull bounded by `waitMs`. */
export async function take(subscription: AllSubscription, count: number, batches: RecordedEvent[][] = [], waitMs = WAIT_MS) {
  const iterator = subscription[Symbol.asyncIterator]();
  const events: RecordedEvent[] = [];
  while (events.length < count) {
    const next = await within(iterator.next(), waitMs, `${count} events (got ${events.length})`);
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
