// The command pipeline: load the stream, fold with evolve, decide (pure), append with the expected revision.
import type { Decider } from '@tourops/domain';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore } from '@tourops/event-store';
import { StaleRevisionError } from '../http/errors';
import { cacheFor, type FoldedStream } from './folded-stream-cache';

export interface CommandOutcome {
  /** Revision of the stream's last event after the command (-1: the stream does not exist). */
  revision: number;
  /** Position the read models must reach to reflect the command ('0' when nothing was ever written). */
  position: bigint;
  appended: number;
}

export interface CommandOptions {
  /** The revision the client loaded (If-Match): a different current revision is answered 409. */
  expectedRevision?: number;
  metadata: Pick<EventMetadata, 'orgId' | 'actorId' | 'correlationId' | 'causationId' | 'occurredAt'>;
}

/** The stream's current state: the cached fold plus the events recorded after it (all of them on a miss). */
async function loadState<C, E, S, X>(eventStore: EventStore, streamName: string, decider: Decider<C, E, S, X>): Promise<FoldedStream<S>> {
  const cache = cacheFor<S>(eventStore, decider);
  let base = cache.get(streamName);
  let events = await eventStore.readStream(streamName, base ? { fromRevision: base.revision + 1 } : undefined);
  if (base && events.length > 0 && events[0].revision !== base.revision + 1) {
    // A gap: events were scavenged under $maxCount. Fold what the stream holds now, as without the cache.
    base = undefined;
    events = await eventStore.readStream(streamName);
  }
  let state = base ? base.state : decider.initialState;
  for (const event of events) state = decider.evolve(state, { type: event.type, data: event.data } as E);
  const last = events.at(-1);
  if (!last) return base ?? { state, revision: -1, position: 0n };
  const folded = { state, revision: last.revision, position: last.position };
  cache.set(streamName, folded);
  return folded;
}

/**
 * Runs one command against one stream. Without an expected revision from the client a concurrent
 * write is absorbed by deciding once more on the fresh state (our commands are safe to re-decide);
 * with one, any difference is the client's stale view and is answered 409 with the current revision.
 */
export async function handleCommand<C, E extends { type: string; data: unknown }, S, X>(
  eventStore: EventStore,
  streamName: string,
  decider: Decider<C, E, S, X>,
  command: C,
  context: X,
  options: CommandOptions,
): Promise<CommandOutcome> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision, position } = await loadState(eventStore, streamName, decider);
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) throw new StaleRevisionError(revision);
    const events = decider.decide(command, state, context);
    if (events.length === 0) return { revision, position, appended: 0 };
    try {
      const result = await eventStore.appendToStream(
        streamName,
        events.map((event) => ({ type: event.type, data: event.data, metadata: { ...options.metadata, schemaVersion: 1 } })),
        { expectedRevision: revision === -1 ? 'no_stream' : revision },
      );
      return { revision: result.nextExpectedRevision, position: result.position, appended: events.length };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined) throw new StaleRevisionError(error.actual);
      if (attempt >= 2) throw error;
    }
  }
}
