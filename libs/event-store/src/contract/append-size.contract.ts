// Contract: one append carries at most MAX_APPEND_BYTES (EventStoreDB's default MaxAppendSize), on every adapter.
import { AppendTooLargeError, MAX_APPEND_BYTES } from '../event-store.port';
import { anEventOfSize, newStreams, type CurrentStore } from './contract-fixtures';

export function describeAppendSize(store: CurrentStore): void {
  describe('the size of an append', () => {
    it('records an append of exactly MAX_APPEND_BYTES', async () => {
      const report = newStreams().name('r1');
      const half = MAX_APPEND_BYTES / 2;
      await store().appendToStream(report, [anEventOfSize('ReportAttached', half), anEventOfSize('ReportAttached', half)]);
      expect(await store().readStream(report)).toHaveLength(2);
    });

    it('refuses one byte more with AppendTooLargeError, writing none of its events', async () => {
      const report = newStreams().name('r1');
      const half = MAX_APPEND_BYTES / 2;
      const error = await store()
        .appendToStream(report, [anEventOfSize('ReportAttached', half), anEventOfSize('ReportAttached', half + 1)])
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(AppendTooLargeError);
      expect(error).toMatchObject({ streamName: report, sizeInBytes: MAX_APPEND_BYTES + 1, maxBytes: MAX_APPEND_BYTES });
      expect(await store().readStream(report)).toEqual([]);
    });
  });
}
