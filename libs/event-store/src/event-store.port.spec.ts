// Specifications of the port's own rules: how an append's size is measured against MAX_APPEND_BYTES.
import { appendSizeInBytes, assertAppendFits, AppendTooLargeError, eventSizeInBytes, MAX_APPEND_BYTES, type EventMetadata } from './event-store.port';

const metadata: EventMetadata = { orgId: 'o', actorId: 'a', correlationId: 'c', causationId: 'c', occurredAt: 't', schemaVersion: 1 };
const metadataBytes = Buffer.byteLength(JSON.stringify(metadata));

describe('the size of an append', () => {
  it('counts UTF-8 bytes of the data and metadata as JSON, and two bytes per unit of the type, as EventStoreDB does', () => {
    expect(eventSizeInBytes({ type: 'type', data: 'é', metadata })).toBe(4 + metadataBytes + 8);
    expect(eventSizeInBytes({ type: 'Noted', data: { note: '€' }, metadata })).toBe(Buffer.byteLength('{"note":"€"}') + metadataBytes + 10);
  });

  it('adds up the events of an append and refuses more than MAX_APPEND_BYTES', () => {
    const event = { type: 'ReportAttached', data: { text: 'x'.repeat(1000) }, metadata };
    expect(appendSizeInBytes([event, event])).toBe(2 * eventSizeInBytes(event));

    const events = Array.from({ length: Math.ceil(MAX_APPEND_BYTES / eventSizeInBytes(event)) }, () => event);
    expect(() => assertAppendFits('report-o.1', appendSizeInBytes(events.slice(1)))).not.toThrow();
    expect(() => assertAppendFits('report-o.1', appendSizeInBytes(events))).toThrow(AppendTooLargeError);
  });
});
