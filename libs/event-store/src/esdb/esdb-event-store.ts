// The distributed event store: EventStoreDB / KurrentDB through @eventstore/db-client.
//
// - Positions are $all commit positions. Events appended over gRPC are implicitly committed, so each
//   has commit = prepare = its own log position: unique, strictly increasing, and a valid point to
//   resume from. Stream reads on servers before 22.6 carry no position and report -1n.
// - System events ($-prefixed types or streams) never reach the port's reads or subscriptions.
// - readAll filters on the client (the client's readAll has no server-side filter); subscribeToAll
//   filters on the server by event type (or stream prefix) and then on the client for the rest.
// - $maxCount is the server's stream metadata: reads return at most the newest maxCount events,
//   and the server's scavenge removes the rest.
// - Appends over the port's MAX_APPEND_BYTES are refused before they are sent, so this adapter refuses what SQLite
//   refuses; re-appends are the server's own idempotence, whose answer may carry no position (then it is read).
// - A stream deleted or tombstoned out of band reads as empty; an append to a tombstoned one is the port's
//   StreamDeletedError. The deletion's own records ($metadata, $streamDeleted) are system events: never delivered.
import { BACKWARDS, END, EventStoreDBClient, FORWARDS, START } from '@eventstore/db-client';
import type { AllStreamResolvedEvent } from '@eventstore/db-client';
import { appendSizeInBytes, assertAppendFits, type EventStore, type ReadAllOptions, type RecordedEvent, type ReadStreamOptions } from '../event-store.port';
import {
  isAbsentStream,
  matchesFilter,
  toEsdbExpectedRevision,
  toEventData,
  toPortError,
  toReadPosition,
  toRecordedEvent,
  toServerFilter,
  UNKNOWN_POSITION,
} from './esdb-mapping';
import { subscribeWithResubscription, type DroppableSubscription } from './esdb-subscription';

export interface EsdbEventStoreOptions {
  /** e.g. esdb://localhost:2113?tls=false */
  connectionString: string;
  /** Told when a subscription dropped and is about to resubscribe. */
  onSubscriptionDrop?(error: unknown, delayMs: number): void;
  /** Delay before the first resubscription, doubled after each drop in a row. Default 200 ms to 15 s. */
  subscriptionBackoff?: { initialMs: number; maxMs: number };
}

const DEFAULT_PAGE_SIZE = 500;

export function createEsdbEventStore(options: EsdbEventStoreOptions): EventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);

  async function readStream(streamName: string, { direction, fromRevision, toRevision, maxCount }: ReadStreamOptions = {}) {
    const forwards = direction !== 'backwards';
    let count = maxCount ?? Number.MAX_SAFE_INTEGER;
    if (forwards && toRevision !== undefined) count = Math.min(count, toRevision - (fromRevision ?? 0) + 1);
    if (count <= 0) return [];
    const read = client.readStream(streamName, {
      direction: forwards ? FORWARDS : BACKWARDS,
      fromRevision: fromRevision === undefined ? (forwards ? START : END) : BigInt(fromRevision),
      maxCount: count,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (!event) continue;
        if (!forwards && toRevision !== undefined && event.revision < toRevision) break;
        events.push(event);
      }
    } catch (error) {
      if (isAbsentStream(error)) return [];
      throw error;
    } finally {
      await read.cancel().catch(() => undefined);
    }
    return events;
  }

  /** An idempotent re-append is answered without a position by servers that do not look it up: the event's own. */
  async function positionOf(streamName: string, revision: number): Promise<bigint> {
    const [event] = await readStream(streamName, { fromRevision: revision, maxCount: 1 });
    return event?.revision === revision ? event.position : UNKNOWN_POSITION;
  }

  async function* readAll({ after, filter, pageSize = DEFAULT_PAGE_SIZE }: ReadAllOptions = {}) {
    const read = client.readAll({ fromPosition: toReadPosition(after), direction: FORWARDS }, { highWaterMark: pageSize });
    try {
      let page: RecordedEvent[] = [];
      for await (const resolved of read as AsyncIterable<AllStreamResolvedEvent>) {
        const event = toRecordedEvent(resolved);
        if (!event || (after !== undefined && event.position <= after) || !matchesFilter(event, filter)) continue;
        page.push(event);
        if (page.length === pageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    } finally {
      await read.cancel().catch(() => undefined);
    }
  }

  return {
    async appendToStream(streamName, events, { expectedRevision = 'any' } = {}) {
      if (events.length === 0) throw new RangeError(`Append to ${streamName}: no events`);
      assertAppendFits(streamName, appendSizeInBytes(events));
      let result;
      try {
        result = await client.appendToStream(streamName, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expectedRevision),
        });
      } catch (error) {
        throw toPortError(error, streamName, expectedRevision, events);
      }
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      return { nextExpectedRevision, position: result.position?.commit ?? (await positionOf(streamName, nextExpectedRevision)) };
    },

    readStream,
    readAll,

    subscribeToAll({ after, filter, pageSize, maxBatchSize } = {}) {
      const batchSize = maxBatchSize ?? pageSize ?? DEFAULT_PAGE_SIZE;
      return subscribeWithResubscription({
        after,
        maxBatchSize: batchSize,
        onDrop: options.onSubscriptionDrop,
        backoff: options.subscriptionBackoff,
        open: (from) =>
          client.subscribeToAll(
            { fromPosition: toReadPosition(from), filter: toServerFilter(filter) },
            { highWaterMark: batchSize },
          ) as unknown as DroppableSubscription,
        select: (resolved) => {
          const event = toRecordedEvent(resolved);
          return event && matchesFilter(event, filter) ? event : undefined;
        },
      });
    },

    async setStreamMetadata(streamName, metadata) {
      await client.setStreamMetadata(streamName, { maxCount: metadata.maxCount });
    },

    async getStreamMetadata(streamName) {
      const { metadata } = await client.getStreamMetadata(streamName);
      return metadata?.maxCount === undefined ? {} : { maxCount: metadata.maxCount };
    },

    /** The newest non-system event's position; 0n when the last 4,096 events of $all are all system events. */
    async headPosition() {
      const read = client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 4096 });
      try {
        for await (const resolved of read as AsyncIterable<AllStreamResolvedEvent>) {
          const event = toRecordedEvent(resolved);
          if (event) return event.position;
        }
        return 0n;
      } finally {
        await read.cancel().catch(() => undefined);
      }
    },

    async close() {
      await client.dispose();
    },
  };
}
