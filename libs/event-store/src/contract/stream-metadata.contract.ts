// Contract: stream metadata, and $maxCount bounding what a stream keeps readable.
import type { RecordedEvent } from '../event-store.port';
import { anEvent, newStreams, type CurrentStore } from './contract-fixtures';

export function describeStreamMetadata(store: CurrentStore): void {
  describe('stream metadata', () => {
    it('has none until set', async () => {
      expect(await store().getStreamMetadata(newStreams().name('1'))).toEqual({});
    });

    it('with maxCount keeps only the newest maxCount events readable', async () => {
      const positions = newStreams().name('vehicle');
      await store().setStreamMetadata(positions, { maxCount: 3 });
      for (let i = 0; i < 5; i++) await store().appendToStream(positions, [anEvent('VehiclePositionReported', { i })]);

      expect(await store().getStreamMetadata(positions)).toEqual({ maxCount: 3 });
      expect((await store().readStream(positions)).map((e) => e.revision)).toEqual([2, 3, 4]);
      expect((await store().readStream(positions, { direction: 'backwards' })).map((e) => e.revision)).toEqual([4, 3, 2]);
      const next = await store().appendToStream(positions, [anEvent('VehiclePositionReported')], { expectedRevision: 4 });
      expect(next.nextExpectedRevision).toBe(5);
    });

    it('reads all with every retained event of a truncated stream; truncated ones only before them, until removed', async () => {
      const { prefix, name } = newStreams();
      const after = await store().headPosition();
      await store().setStreamMetadata(name('vehicle'), { maxCount: 3 });
      for (let i = 0; i < 5; i++) await store().appendToStream(name('vehicle'), [anEvent('VehiclePositionReported', { i })]);

      const read: RecordedEvent[] = [];
      for await (const page of store().readAll({ after, filter: { streamNamePrefixes: [prefix] } })) read.push(...page);
      const revisions = read.map((e) => e.revision);
      expect(revisions.length).toBeGreaterThanOrEqual(3);
      expect(revisions).toEqual([0, 1, 2, 3, 4].slice(-revisions.length));
    });
  });
}
