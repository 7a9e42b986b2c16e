// Translations between the port and @eventstore/db-client: revisions, positions, events, errors, filters.
import {
  MaxAppendSizeExceededError,
  START,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type Filter,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  AppendTooLargeError,
  StreamDeletedError,
  WrongExpectedRevisionError,
  appendSizeInBytes,
  type AllFilter,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '../event-store.port';

/** Stream reads on servers before 22.6 carry no position (or 2^64-1); the port then reports -1n. */
export const UNKNOWN_POSITION = -1n;
const NO_POSITION_ON_STREAM_READS = 2n ** 64n - 1n;

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  return typeof expected === 'number' ? BigInt(expected) : expected;
}

export function toPortRevision(current: CurrentRevision): number {
  return current === 'no_stream' ? -1 : Number(current);
}

/**
 * WrongExpectedVersionError becomes the port's WrongExpectedRevisionError, MaxAppendSizeExceededError (a server whose
 * MaxAppendSize is below the port's) AppendTooLargeError, the client's StreamDeletedError (a tombstoned stream) the
 * port's StreamDeletedError; other errors pass through.
 */
export function toPortError(error: unknown, streamName: string, expected: ExpectedRevision, events: readonly NewEvent[]): unknown {
  if (error instanceof EsdbStreamDeletedError) return new StreamDeletedError(streamName);
  if (error instanceof WrongExpectedVersionError)
    return new WrongExpectedRevisionError(streamName, expected, toPortRevision(error.actualVersion));
  if (error instanceof MaxAppendSizeExceededError) return new AppendTooLargeError(streamName, appendSizeInBytes(events), error.maxAppendSize);
  return error;
}

/** A read of a stream that does not exist, was deleted (soft) or tombstoned fails thus; the port reads it as empty. */
export function isAbsentStream(error: unknown): boolean {
  return error instanceof StreamNotFoundError || error instanceof EsdbStreamDeletedError;
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });
}

/** Positions leave and enter the adapter as commit positions; gRPC appends have commit = prepare. */
export function toReadPosition(after: bigint | undefined): ReadPosition {
  return after === undefined || after <= 0n ? START : { commit: after, prepare: after };
}

const isSystemName = (name: string) => name.startsWith('$');

/** The port's view of a resolved event, or undefined for system events, links and deleted events. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemName(event.type) || isSystemName(event.streamId)) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  return {
    id: event.id,
    streamName: event.streamId,
    type: event.type,
    revision: Number(event.revision),
    position: commit === undefined || commit === NO_POSITION_ON_STREAM_READS ? UNKNOWN_POSITION : commit,
    data: event.data,
    metadata: event.metadata as EventMetadata,
  };
}

export function matchesFilter(event: RecordedEvent, filter: AllFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamNamePrefixes && !filter.streamNamePrefixes.some((p) => event.streamName.startsWith(p)))
    return false;
  return true;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server applies one filter dimension; the event types are preferred (the projector's filter),
 * and `matchesFilter` applies both on the client. Without a filter, system events are excluded.
 */
export function toServerFilter(filter: AllFilter | undefined): Filter {
  if (filter?.eventTypes)
    return eventTypeFilter({ regex: `^(?:${filter.eventTypes.map(escapeRegex).join('|') || '(?!)'})$` });
  if (filter?.streamNamePrefixes?.length) return streamNameFilter({ prefixes: [...filter.streamNamePrefixes] });
  return excludeSystemEvents();
}
