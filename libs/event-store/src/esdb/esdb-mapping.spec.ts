import {
  MaxAppendSizeExceededError,
  StreamDeletedError as EsdbStreamDeletedError,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  convertToCommandError,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import { anEvent, anEventOfSize } from '../contract/contract-fixtures';
import { AppendTooLargeError, StreamDeletedError, WrongExpectedRevisionError } from '../event-store.port';
import { isAbsentStream, toEsdbExpectedRevision, toPortError, toReadPosition, toRecordedEvent, toServerFilter, UNKNOWN_POSITION } from './esdb-mapping';

/** A server's gRPC error about a stream (FAILED_PRECONDITION), as the client gets it: it reads only the metadata map. */
function serverError(exception: string, streamName: string) {
  const metadata = { getMap: () => ({ exception, 'stream-name': streamName }) };
  return Object.assign(new Error(`${exception}: ${streamName}`), { code: 9, details: exception, metadata });
}

const resolved = (streamId: string, type: string, position?: bigint): AllStreamResolvedEvent =>
  ({
    event: {
      streamId,
      type,
      id: 'e1',
      revision: 3n,
      isJson: true,
      created: new Date(0),
      data: { title: 'Alps' },
      metadata: { orgId: 'org-1' },
      position: position === undefined ? undefined : { commit: position, prepare: position },
    },
  }) as AllStreamResolvedEvent;

describe('esdb mapping', () => {
  it("turns the client's wrong expected version into the port's error with the actual revision", () => {
    const missing = new WrongExpectedVersionError(undefined, { streamName: 'tour-o.1', expected: 0n, current: 'no_stream' });
    const stale = new WrongExpectedVersionError(undefined, { streamName: 'tour-o.1', expected: 0n, current: 4n });

    expect(toPortError(missing, 'tour-o.1', 0, [])).toEqual(new WrongExpectedRevisionError('tour-o.1', 0, -1));
    expect(toPortError(stale, 'tour-o.1', 0, [])).toMatchObject({ actual: 4, expected: 0 });
    const other = new Error('unavailable');
    expect(toPortError(other, 'tour-o.1', 0, [])).toBe(other);
  });

  it("turns the server's refusal of an append over its MaxAppendSize into the port's AppendTooLargeError", () => {
    const refusal = MaxAppendSizeExceededError.fromMaxAppendSize(524_288);
    const events = [anEventOfSize('ReportAttached', 400_000), anEventOfSize('ReportAttached', 300_000)];

    expect(toPortError(refusal, 'report-o.1', 'any', events)).toEqual(new AppendTooLargeError('report-o.1', 700_000, 524_288));
  });

  it("turns the client's refusal of an append to a tombstoned stream into the port's StreamDeletedError naming the stream", () => {
    const fromBatchAppend = EsdbStreamDeletedError.fromStreamName('tour-o.1');
    const fromAppend = convertToCommandError(serverError('stream-deleted', 'tour-o.1'));
    expect(fromAppend).toBeInstanceOf(EsdbStreamDeletedError);

    for (const refusal of [fromBatchAppend, fromAppend]) {
      const error = toPortError(refusal, 'tour-o.1', 'no_stream', [anEvent('TourCreated')]);
      expect(error).toBeInstanceOf(StreamDeletedError);
      expect(error).toMatchObject({ streamName: 'tour-o.1', message: expect.stringContaining('tour-o.1') });
    }
  });

  it('reads a stream the server reports as not found, deleted or tombstoned as absent, and nothing else', () => {
    expect(isAbsentStream(new StreamNotFoundError(undefined, 'tour-o.1'))).toBe(true);
    expect(isAbsentStream(convertToCommandError(serverError('stream-deleted', 'tour-o.1')))).toBe(true);
    expect(isAbsentStream(new UnavailableError())).toBe(false);
    expect(isAbsentStream(new Error('stream-deleted'))).toBe(false);
  });

  it('passes revision names through and turns exact revisions into bigint', () => {
    expect(['any', 'no_stream', 'stream_exists', 7].map((r) => toEsdbExpectedRevision(r as never))).toEqual([
      'any',
      'no_stream',
      'stream_exists',
      7n,
    ]);
  });

  it('reads from the start before any position, and from a commit position after one', () => {
    expect(toReadPosition(undefined)).toBe('start');
    expect(toReadPosition(0n)).toBe('start');
    expect(toReadPosition(42n)).toEqual({ commit: 42n, prepare: 42n });
  });

  it('hides system events and reports an unknown position as -1n', () => {
    expect(toRecordedEvent(resolved('$$tour-o.1', '$metadata', 5n))).toBeUndefined();
    expect(toRecordedEvent(resolved('$stats-1', 'Stats', 5n))).toBeUndefined();
    expect(toRecordedEvent(resolved('tour-o.1', 'TourCreated', 5n))).toMatchObject({ revision: 3, position: 5n, type: 'TourCreated' });
    expect(toRecordedEvent(resolved('tour-o.1', 'TourCreated'))?.position).toBe(UNKNOWN_POSITION);
    expect(toRecordedEvent(resolved('tour-o.1', 'TourCreated', 2n ** 64n - 1n))?.position).toBe(UNKNOWN_POSITION);
  });

  it('filters on the server by exact event type, else by stream prefix, else excludes system events', () => {
    const byType = toServerFilter({ eventTypes: ['Tour.Created', 'TourPlanned'], streamNamePrefixes: ['tour-'] });
    const regex = new RegExp('regex' in byType ? byType.regex : '');
    expect(['Tour.Created', 'TourPlanned', 'TourXCreated', 'TourPlannedLate'].map((t) => regex.test(t))).toEqual([true, true, false, false]);
    expect(toServerFilter({ streamNamePrefixes: ['tour-'] })).toMatchObject({ filterOn: 'streamName', prefixes: ['tour-'] });
    expect(toServerFilter(undefined)).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
  });
});
