// The event store port: the only way the system appends, reads and follows events.

/** Metadata every event carries (ARCHITECTURE.md, "Events and streams"). */
export interface EventMetadata {
  orgId: string;
  actorId: string;
  correlationId: string;
  causationId: string;
  /** ISO-8601 instant at which the fact happened, supplied by the caller's clock. */
  occurredAt: string;
  schemaVersion: number;
  [extra: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Optional client-chosen id (uuid); the store generates one when absent. */
  id?: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamName: string;
  type: Type;
  /** 0-based index of the event in its stream (EventStoreDB's stream revision). */
  revision: number;
  /** Global, strictly increasing position in the log ($all). */
  position: bigint;
  data: Data;
  metadata: EventMetadata;
}

/**
 * Expected revision for an append:
 * - 'any': no check;
 * - 'no_stream': the stream must not exist;
 * - 'stream_exists': the stream must exist;
 * - a number: the revision of the stream's last event must be exactly this.
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last event appended; the next append expects it. */
  nextExpectedRevision: number;
  /** Global position of the last event appended. */
  position: bigint;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive revision to start at (defaults: 0 forwards, the last event backwards). */
  fromRevision?: number;
  /** Inclusive revision to stop at: the highest revision forwards, the lowest backwards. */
  toRevision?: number;
  maxCount?: number;
}

export interface AllFilter {
  /** Only events whose type is in this list. */
  eventTypes?: readonly string[];
  /** Only events whose stream name starts with one of these prefixes. */
  streamNamePrefixes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Default: from the start. */
  after?: bigint;
  filter?: AllFilter;
  /** Events per yielded page. */
  pageSize?: number;
}

export interface SubscribeToAllOptions extends ReadAllOptions {
  /** Largest batch handed to the consumer at once. */
  maxBatchSize?: number;
}

/**
 * A catch-up subscription: first the history after the starting position, then live events.
 * Iterating pulls the next batch only when the consumer asks (backpressure). Batches are in
 * log order and never empty. `close()` ends the iteration.
 */
export interface AllSubscription extends AsyncIterable<RecordedEvent[]> {
  close(): Promise<void>;
}

export interface StreamMetadata {
  /** Keep at most this many of the stream's most recent events readable. */
  maxCount?: number;
}

/** An organization's events newest first, as the audit log lists them. */
export interface NewestFirstQuery {
  orgId: string;
  /** Only events of these types. */
  types: readonly string[];
  /** Only events of this type. */
  type?: string;
  /** Only events of streams of these categories (the stream name up to its first dash). */
  categories?: readonly string[];
  actorIds?: readonly string[];
  /** ISO instants: occurredAt at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Only events before this position. */
  before?: bigint;
  limit: number;
}

/** Events of one organization that follow another (causationId ≠ correlationId), by what they follow or by id. */
export interface FollowersQuery {
  orgId: string;
  /** Only events of these types. */
  types: readonly string[];
  causationIds?: readonly string[];
  correlationIds?: readonly string[];
  ids?: readonly string[];
}

/**
 * Finding events by what they carry, through indexes the log keeps as it appends (ADR 0056). The embedded log offers it;
 * EventStoreDB deployments keep read models for the same questions.
 */
export interface EventFinder {
  newestFirst(query: NewestFirstQuery): Promise<RecordedEvent[]>;
  /** In log order, each event once. */
  followers(query: FollowersQuery): Promise<RecordedEvent[]>;
}

/**
 * Streams deleted outside the product. No operation of the port deletes a stream (erasure is crypto-shredding), but an
 * operator's tool may: EventStoreDB's delete (soft) or tombstone (hard), or rows deleted from the SQLite file.
 * - A deleted stream reads as one that does not exist: readStream answers [].
 * - After a delete an append expecting 'no_stream' (or 'any') creates the stream again. Its revisions may continue after
 *   the deleted ones (EventStoreDB) or start again at 0 (SQLite): rely on the answered nextExpectedRevision.
 * - A tombstoned stream (EventStoreDB only) refuses every append with StreamDeletedError, for good.
 * - readAll and subscribeToAll deliver no event for a deletion; the deleted events may still be in readAll until the
 *   store removes them (SQLite at once, EventStoreDB at its next scavenge).
 */
export interface EventStore {
  /**
   * Appends one or more events atomically; rejects with WrongExpectedRevisionError on a mismatch, with
   * AppendTooLargeError when the events measure more than MAX_APPEND_BYTES (nothing is written), and with
   * StreamDeletedError when the stream was tombstoned outside the product.
   *
   * Idempotent by event id, as EventStoreDB is: with an exact expected revision (or 'no_stream', i.e. -1), events whose
   * ids are those of the events stored right after that revision, in order, are already recorded: the append writes
   * nothing and answers their revision and position. When only some match, it rejects (WrongExpectedRevisionError).
   * With 'any' or 'stream_exists' the same holds when they are the stream's newest events; beyond that nothing is
   * promised (EventStoreDB looks in a bounded cache of recent ids and may write them again).
   */
  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;

  /** Events of one stream; an empty array when the stream does not exist or was deleted outside the product. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;

  /**
   * Pages of the whole log in global order, finishing at the current end. Events beyond a stream's maxCount may still
   * be in it until the store removes them (SQLite at once, EventStoreDB at its next scavenge); the retained ones always are.
   */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent[]>;

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;

  setStreamMetadata(streamName: string, metadata: StreamMetadata): Promise<void>;
  getStreamMetadata(streamName: string): Promise<StreamMetadata>;

  /** Position of the last event in the log, 0n when it is empty. */
  headPosition(): Promise<bigint>;

  /** Present when the log keeps indexes to find events by (the embedded SQLite log). */
  readonly finder?: EventFinder;

  close(): Promise<void>;
}

/** Raised when an append's expected revision does not match the stream. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** Revision of the stream's last event, or -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Raised when an append targets a stream tombstoned outside the product: it can never be appended to again. */
export class StreamDeletedError extends Error {
  constructor(readonly streamName: string) {
    super(`Stream ${streamName} was deleted for good outside the product (tombstoned): it takes no more events`);
    this.name = 'StreamDeletedError';
  }
}

/**
 * The most one append may carry, in bytes as `eventSizeInBytes` counts them: EventStoreDB's default MaxAppendSize
 * (1 MiB). Every adapter refuses a larger append with AppendTooLargeError.
 */
export const MAX_APPEND_BYTES = 1_048_576;

/**
 * An event's size as EventStoreDB counts it toward MaxAppendSize (Event.SizeOnDisk): the UTF-8 bytes of its data and of
 * its metadata as JSON (what the client sends), plus two bytes per UTF-16 unit of its type. Servers whose SizeOnDisk
 * counted the data alone measure less, never more.
 */
export function eventSizeInBytes(event: NewEvent): number {
  return (
    Buffer.byteLength(JSON.stringify(event.data ?? null)) + Buffer.byteLength(JSON.stringify(event.metadata ?? null)) + 2 * event.type.length
  );
}

export function appendSizeInBytes(events: readonly NewEvent[]): number {
  return events.reduce((sum, event) => sum + eventSizeInBytes(event), 0);
}

/** Raised when an append's events measure more than one append may carry; nothing was written. */
export class AppendTooLargeError extends Error {
  constructor(
    readonly streamName: string,
    /** The append's size as `appendSizeInBytes` measures it. */
    readonly sizeInBytes: number,
    readonly maxBytes: number = MAX_APPEND_BYTES,
  ) {
    super(`Stream ${streamName}: an append of ${sizeInBytes} bytes is more than the ${maxBytes} bytes one append may carry`);
    this.name = 'AppendTooLargeError';
  }
}

/** Refuses (AppendTooLargeError) an append whose events measure (`appendSizeInBytes`) more than MAX_APPEND_BYTES. */
export function assertAppendFits(streamName: string, sizeInBytes: number): void {
  if (sizeInBytes > MAX_APPEND_BYTES) throw new AppendTooLargeError(streamName, sizeInBytes);
}
