// How an event is stored in the log: one compact JSON record per row, written and read in one piece.
//
// body = [streamName, revision, id, type, data, metadata], where metadata is the array
// [orgId, actorId, correlationId, causationId, occurredAt, schemaVersion] when it holds exactly those
// six fields (every event of the product), and the metadata object itself otherwise.
// Reading a page then costs one column and one JSON.parse per event: better-sqlite3 pays about
// 0.35 µs per text column and JSON.parse about 4 ns per byte, which bound reading all (ADR 0002).
import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store.port';

/** An event serialized outside the write transaction, before its revision is known. */
export interface PreparedEvent {
  id: string;
  type: string;
  /** The end of its record: `"id","type",data,metadata]`. */
  tail: string;
  /** Its size as the port measures it (eventSizeInBytes), from the JSON made for the record. */
  sizeInBytes: number;
  /** What the log finds it by (sqlite-database.ts): its organization and actor; its cause and correlation when it follows another event. */
  finding: [org: string | null, actor: string | null, cause: string | null, correlation: string | null];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function findingOf({ orgId, actorId, causationId, correlationId }: EventMetadata): PreparedEvent['finding'] {
  const follows = typeof causationId === 'string' && typeof correlationId === 'string' && causationId !== correlationId;
  return [text(orgId), text(actorId), follows ? causationId : null, follows ? correlationId : null];
}

const KNOWN_METADATA = ['orgId', 'actorId', 'correlationId', 'causationId', 'occurredAt', 'schemaVersion'] as const;

/** What the object's JSON holds beyond the array's: `"orgId":` and the other keys (the brackets become braces). */
const KNOWN_KEYS_BYTES = KNOWN_METADATA.reduce((sum, k) => sum + JSON.stringify(k).length + 1, 0);

/** The stored JSON, and the UTF-8 bytes of the metadata object's own JSON (what EventStoreDB would be sent). */
function encodeMetadata(metadata: EventMetadata): { json: string; objectBytes: number } {
  const keys = Object.keys(metadata);
  const onlyKnown = keys.length === KNOWN_METADATA.length && KNOWN_METADATA.every((k) => metadata[k] !== undefined);
  const json = JSON.stringify(onlyKnown ? KNOWN_METADATA.map((k) => metadata[k]) : metadata);
  return { json, objectBytes: Buffer.byteLength(json) + (onlyKnown ? KNOWN_KEYS_BYTES : 0) };
}

function decodeMetadata(stored: unknown): EventMetadata {
  if (!Array.isArray(stored)) return stored as EventMetadata;
  return {
    orgId: stored[0],
    actorId: stored[1],
    correlationId: stored[2],
    causationId: stored[3],
    occurredAt: stored[4],
    schemaVersion: stored[5],
  };
}

/** Serializes everything but the stream and revision, outside the write transaction. */
export function prepareEvent(event: NewEvent): PreparedEvent {
  const id = event.id ?? randomUUID();
  const data = JSON.stringify(event.data ?? null);
  const metadata = encodeMetadata(event.metadata);
  return {
    id,
    type: event.type,
    tail: `${JSON.stringify(id)},${JSON.stringify(event.type)},${data},${metadata.json}]`,
    sizeInBytes: Buffer.byteLength(data) + metadata.objectBytes + 2 * event.type.length,
    finding: findingOf(event.metadata),
  };
}

export function encodeEventRecord(streamName: string, revision: number, event: PreparedEvent): string {
  return `[${JSON.stringify(streamName)},${revision},${event.tail}`;
}

export function decodeEventRecord(position: number, body: string): RecordedEvent {
  const record = JSON.parse(body);
  return {
    id: record[2],
    streamName: record[0],
    type: record[3],
    revision: record[1],
    position: BigInt(position),
    data: record[4],
    metadata: decodeMetadata(record[5]),
  };
}
