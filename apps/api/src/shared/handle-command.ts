// The command pipeline: load the stream, fold with evolve, decide (pure), append with the expected revision.
import { randomUUID } from 'node:crypto';
import type { Decider } from '@tourops/domain';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore } from '@tourops/event-store';
import { StaleRevisionError } from '../http/errors';
import { loadFolded } from './folded-stream';

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

/** The metadata of the events one request appends: who, when, and a fresh correlation id (the request is its own cause). */
export function commandMetadata(orgId: string, actorId: string, occurredAt: string): CommandOptions['metadata'] {
  const correlationId = randomUUID();
  return { orgId, actorId, correlationId, causationId: correlationId, occurredAt };
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
    const { state, revision, position } = await loadFolded(eventStore, streamName, decider);
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
