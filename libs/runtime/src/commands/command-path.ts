// The one way a command becomes events: fold the stream, load the context, decide, append with the expected revision.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { meetsChangesSince, type Decider } from '@tourops/domain';
import {
  AppendTooLargeError,
  appendSizeInBytes,
  MAX_APPEND_BYTES,
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '@tourops/event-store';
import { Clock } from '../clock';
import { EVENT_STORE } from '../tokens';
import { CommandTooLargeError, ContentionError, StaleRevisionError } from './command-errors';
import { loadFolded, rememberFolded } from './folded-stream';
import { StreamQueues } from './stream-queues';

/** How often a batch is decided again when another process appended to its stream first. */
export const CONTENTION_ATTEMPTS = 10;
/** The longest pause, in ms, before deciding again; each pause is drawn at random below a doubling bound. */
const MAX_BACKOFF_MS = 200;
/** An If-Match this many revisions behind is refused without reading what changed since: the sender reloads. */
export const MAX_REVISIONS_BEHIND = 1000;

/** Who sends the command; the correlation id is fresh unless the command follows from another. */
export interface CommandCaller {
  orgId: string;
  actorId: string;
  correlationId?: string;
  causationId?: string;
}

export interface CommandRequest<C, E extends { type: string; data: unknown }, S, X> {
  streamName: string;
  decider: Decider<C, E, S, X>;
  command: C;
  caller: CommandCaller;
  /** What decide needs beyond its stream, loaded just before it runs (the state, and the instant of the decision, given). */
  context?: (state: S, now: string) => X | Promise<X>;
  /** If-Match: the revision the client loaded; a StaleRevisionError when an event since then changed what the command changes (ADR 0039). */
  expectedRevision?: number;
  /** The id the write answers with (the stream's entity, or what the command created in it). */
  resultId: string;
  /** For streams whose state remembers only recent events: fold just the newest `tail` on a cold start. */
  tail?: number;
  /** Bounds the stream ($maxCount) before its first append. */
  maxCount?: number;
}

export interface CommandResult<E> {
  id: string;
  /** Revision of the stream's last event once the command is recorded (-1: the stream does not exist). */
  revision: number;
  /** Position the read models must reach to reflect the command, as a decimal string. */
  position: string;
  /** What the command recorded; empty when it changed nothing. */
  events: E[];
  /** The ids the events were recorded with, in the same order: what a command that follows one of them names as its cause. */
  eventIds: string[];
  /** The correlation the events carry. */
  correlationId: string;
}

/** What a command that follows a recorded event carries: the correlation of what prompted it, and that event as its cause. */
export type FollowingCaller = Required<Pick<CommandCaller, 'correlationId' | 'causationId'>>;

/** The correlation and cause for commands that follow the `index`-th event a command recorded. */
export const following = (result: Pick<CommandResult<unknown>, 'eventIds' | 'correlationId'>, index: number): FollowingCaller => ({
  correlationId: result.correlationId,
  causationId: result.eventIds[index],
});

/** What a write answers over HTTP: the id, the revision and the position, not the events. */
export const writeResultOf = <E>({ id, revision, position }: CommandResult<E>) => ({ id, revision, position });

type AnyRequest = CommandRequest<unknown, { type: string; data: unknown }, unknown, unknown>;

interface Decision {
  events: { type: string; data: unknown }[];
  ids: string[];
  metadata: EventMetadata;
  revision: number;
}

/**
 * Commands on one stream run one batch at a time in this process: every command waiting when the
 * stream comes free is decided in turn on the state its predecessors left, and the batch is appended
 * once. A command without If-Match applies to the stream as it is now, so it fails only when its
 * decider refuses it; when another process appended first, the batch is decided again after a
 * random pause, at most CONTENTION_ATTEMPTS times. A command with If-Match is decided in its turn on
 * the stream as it is now too, and refused (StaleRevisionError) only for a real change: an event
 * recorded after its revision that changed a part its own events change (Decider.changedParts).
 * A batch's append carries at most MAX_APPEND_BYTES: the commands past it wait for the next batch, and a command
 * whose events alone are larger fails on its own (CommandTooLargeError).
 */
@Injectable()
export class CommandPath {
  private readonly queues = new StreamQueues<AnyRequest, CommandResult<unknown>>((streamName, batch) => this.runBatch(streamName, batch));
  private readonly bounded = new Set<string>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  run<C, E extends { type: string; data: unknown }, S, X>(request: CommandRequest<C, E, S, X>): Promise<CommandResult<E>> {
    return this.queues.enqueue(request.streamName, request as unknown as AnyRequest, (a, b) => a.decider === b.decider && a.tail === b.tail) as Promise<
      CommandResult<E>
    >;
  }

  private async runBatch(streamName: string, batch: AnyRequest[]): Promise<(CommandResult<unknown> | Error)[]> {
    const { decider, tail, maxCount } = batch[0];
    /** Bytes one append of this batch may carry; lowered when the store refuses an append that the port's measure let through. */
    let byteBudget = MAX_APPEND_BYTES;
    for (let attempt = 1; ; attempt++) {
      const folded = await loadFolded(this.eventStore, streamName, decider, { tail });
      let { state } = folded;
      let revision = folded.revision;
      const decisions: (Decision | Error)[] = [];
      const decidedInBatch: { revision: number; event: { type: string; data: unknown } }[] = [];
      let appendBytes = 0;
      for (const request of batch) {
        try {
          const { expectedRevision } = request;
          const moved = expectedRevision !== undefined && expectedRevision !== revision;
          if (moved && !decider.changedParts) throw new StaleRevisionError(revision);
          const now = this.clock.now().toISOString();
          const context = request.context ? await request.context(state, now) : undefined;
          let events: { type: string; data: unknown }[];
          try {
            events = decider.decide(request.command, state, context);
          } catch (error) {
            throw moved ? new StaleRevisionError(revision) : error;
          }
          if (moved) {
            const since = await this.changedSince(streamName, expectedRevision, folded.revision, revision, decidedInBatch);
            if (since === null || isRealChange(decider, since, events)) throw new StaleRevisionError(revision);
          }
          const decision: Decision = { events, ids: events.map(() => randomUUID()), metadata: metadataOf(request.caller, now), revision: revision + events.length };
          const bytes = appendSizeInBytes(recordedEventsOf(decision));
          if (bytes > MAX_APPEND_BYTES) throw new CommandTooLargeError(bytes, MAX_APPEND_BYTES);
          if (appendBytes > 0 && appendBytes + bytes > byteBudget) break;
          appendBytes += bytes;
          events.forEach((event, index) => decidedInBatch.push({ revision: revision + 1 + index, event }));
          for (const event of events) state = decider.evolve(state, event);
          revision = decision.revision;
          decisions.push(decision);
        } catch (error) {
          decisions.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
      const toAppend = decisions.flatMap((decision) => (decision instanceof Error ? [] : recordedEventsOf(decision)));
      let position = folded.position;
      let answered = decisions;
      if (toAppend.length > 0) {
        try {
          if (maxCount !== undefined) await this.ensureBounded(streamName, maxCount);
          const appended = await this.eventStore.appendToStream(streamName, toAppend, { expectedRevision: folded.revision === -1 ? 'no_stream' : folded.revision });
          position = appended.position;
          rememberFolded(this.eventStore, streamName, decider, { state, revision: appended.nextExpectedRevision, position });
        } catch (error) {
          if (error instanceof AppendTooLargeError) {
            const recording = decisions.filter((decision) => !(decision instanceof Error) && decision.events.length > 0);
            if (recording.length > 1) {
              byteBudget = Math.floor(appendBytes / 2);
              continue;
            }
            // One command's events, within the port's measure, refused by a store that allows less: it fails alone, and the
            // commands decided after it (on the state it would have left) wait for the next batch.
            const refused = decisions.indexOf(recording[0]);
            answered = [...decisions.slice(0, refused), new CommandTooLargeError(error.sizeInBytes, error.maxBytes)];
          } else {
            if (!(error instanceof WrongExpectedRevisionError)) throw error;
            if (attempt >= CONTENTION_ATTEMPTS) return batch.map(() => new ContentionError(streamName, attempt));
            await pause(Math.random() * Math.min(MAX_BACKOFF_MS, 2 ** attempt));
            continue;
          }
        }
      }
      return answered.map((decision, index) =>
        decision instanceof Error
          ? decision
          : {
              id: batch[index].resultId,
              revision: decision.revision,
              position: position.toString(),
              events: decision.events,
              eventIds: decision.ids,
              correlationId: decision.metadata.correlationId,
            },
      );
    }
  }

  /**
   * The events after `expectedRevision` up to `current`: those recorded (up to `recorded`) and those decided earlier in the
   * batch. Null when they cannot all be had: too far behind, ahead of the stream, or some removed by $maxCount.
   */
  private async changedSince(
    streamName: string,
    expectedRevision: number,
    recorded: number,
    current: number,
    decidedInBatch: { revision: number; event: { type: string; data: unknown } }[],
  ): Promise<{ type: string; data: unknown }[] | null> {
    if (expectedRevision > current || current - expectedRevision > MAX_REVISIONS_BEHIND) return null;
    const stored = expectedRevision < recorded ? await this.eventStore.readStream(streamName, { fromRevision: expectedRevision + 1, toRevision: recorded }) : [];
    if (stored.length !== Math.max(0, recorded - expectedRevision)) return null;
    return [...stored.map(({ type, data }) => ({ type, data })), ...decidedInBatch.filter((decided) => decided.revision > expectedRevision).map((decided) => decided.event)];
  }

  /** Sets $maxCount on a bounded stream before its first event; checked once per stream and process. */
  private async ensureBounded(streamName: string, maxCount: number): Promise<void> {
    if (this.bounded.has(streamName)) return;
    const metadata = await this.eventStore.getStreamMetadata(streamName);
    if (metadata.maxCount === undefined) await this.eventStore.setStreamMetadata(streamName, { ...metadata, maxCount });
    if (this.bounded.size >= 100_000) this.bounded.clear();
    this.bounded.add(streamName);
  }
}

/** The events a decision appends: its ids, and its metadata on every one. */
const recordedEventsOf = (decision: Decision): NewEvent[] =>
  decision.events.map((event, index) => ({ id: decision.ids[index], type: event.type, data: event.data, metadata: decision.metadata }));

/** An event the decider cannot place (an old shape) counts as a real change. */
function isRealChange(decider: AnyRequest['decider'], since: { type: string; data: unknown }[], events: { type: string; data: unknown }[]): boolean {
  try {
    return meetsChangesSince(decider.changedParts?.bind(decider), since, events);
  } catch {
    return true;
  }
}

/** The metadata of one command's events: who, when, and its correlation (a fresh one unless it follows another command). */
function metadataOf(caller: CommandCaller, occurredAt: string): EventMetadata {
  const correlationId = caller.correlationId ?? randomUUID();
  return { orgId: caller.orgId, actorId: caller.actorId, correlationId, causationId: caller.causationId ?? correlationId, occurredAt, schemaVersion: 1 };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
