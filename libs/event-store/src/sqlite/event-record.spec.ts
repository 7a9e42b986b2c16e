import { eventSizeInBytes, type EventMetadata, type NewEvent } from '../event-store.port';
import { someMetadata } from '../contract/contract-fixtures';
import { decodeEventRecord, encodeEventRecord, prepareEvent } from './event-record';

const metadata: EventMetadata = { ...someMetadata, schemaVersion: 2 };

const roundTrip = (event: NewEvent) => decodeEventRecord(42, encodeEventRecord('tour-org1.7', 3, prepareEvent(event)));

describe('event record', () => {
  it('gives back the stream, revision, position, id, type, data and metadata it stored', () => {
    const event = { id: 'e-1', type: 'SegmentRetimed', data: { segmentId: 's-1', startsAt: '09:30', note: 'quote " and \\ and ü' }, metadata };
    expect(roundTrip(event)).toEqual({ ...event, streamName: 'tour-org1.7', revision: 3, position: 42n });
  });

  it('keeps metadata with extra fields, or without a usual one, exactly as given', () => {
    const withExtra = { ...metadata, traceId: 'trace-9', tags: ['monitor'] };
    const { schemaVersion: _, ...withoutVersion } = metadata;
    expect(roundTrip({ type: 'X', data: {}, metadata: withExtra }).metadata).toEqual(withExtra);
    expect(roundTrip({ type: 'X', data: {}, metadata: withoutVersion as EventMetadata }).metadata).toEqual(withoutVersion);
  });

  it('stores missing data as null and chooses an id when none is given', () => {
    const decoded = roundTrip({ type: 'TourArchived', data: undefined, metadata });
    expect(decoded.data).toBeNull();
    expect(decoded.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("measures an event from its record's JSON exactly as the port does, with the usual metadata or other", () => {
    const { schemaVersion: _, ...withoutVersion } = metadata;
    const events: NewEvent[] = [
      { type: 'SegmentRetimed', data: { note: 'quote " and ü and €' }, metadata },
      { type: 'Noté', data: undefined, metadata: { ...metadata, traceId: 'trace-ü' } },
      { type: 'X', data: [1, 2], metadata: withoutVersion as EventMetadata },
    ];
    expect(events.map((event) => prepareEvent(event).sizeInBytes)).toEqual(events.map(eventSizeInBytes));
  });
});
