// Contract: appending to a stream, every expected-revision mode, and concurrent appends.
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../event-store.port';
import { anEvent, newStreams, rejection, someMetadata, type CurrentStore } from './contract-fixtures';

export function describeAppending(store: CurrentStore): void {
  describe('appending', () => {
    it('numbers events of a stream from 0 and answers the next expected revision and the position', async () => {
      const tour = newStreams().name('t1');
      const first = await store().appendToStream(tour, [anEvent('TourCreated'), anEvent('SegmentAdded')]);
      const second = await store().appendToStream(tour, [anEvent('SegmentRetimed')], { expectedRevision: 1 });

      expect(first.nextExpectedRevision).toBe(1);
      expect(second.nextExpectedRevision).toBe(2);
      expect(typeof second.position).toBe('bigint');
      expect(second.position > first.position).toBe(true);
      const events = await store().readStream(tour);
      expect(events.map((e) => [e.revision, e.type])).toEqual([
        [0, 'TourCreated'],
        [1, 'SegmentAdded'],
        [2, 'SegmentRetimed'],
      ]);
      expect(events[2].position).toBe(second.position);
    });

    it('keeps data, metadata and a client-chosen id, and generates an id when none is given', async () => {
      const tour = newStreams().name('t1');
      const id = randomUUID();
      await store().appendToStream(tour, [anEvent('TourCreated', { title: 'Alps', days: 5 }, id), anEvent('TourPlanned')]);

      const [created, planned] = await store().readStream(tour);
      expect(created).toMatchObject({ id, streamName: tour, data: { title: 'Alps', days: 5 } });
      expect(created.metadata).toEqual(someMetadata);
      expect(planned.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("with 'no_stream' creates a stream and rejects an existing one", async () => {
      const tour = newStreams().name('t1');
      await store().appendToStream(tour, [anEvent('TourCreated')], { expectedRevision: 'no_stream' });

      const error = await rejection(store().appendToStream(tour, [anEvent('TourCreated')], { expectedRevision: 'no_stream' }));
      expect(error).toMatchObject({ streamName: tour, expected: 'no_stream', actual: 0 });
    });

    it("with 'stream_exists' rejects a missing stream and appends to an existing one", async () => {
      const tour = newStreams().name('t1');
      const error = await rejection(store().appendToStream(tour, [anEvent('TourPlanned')], { expectedRevision: 'stream_exists' }));
      expect(error).toMatchObject({ expected: 'stream_exists', actual: -1 });

      await store().appendToStream(tour, [anEvent('TourCreated')]);
      const result = await store().appendToStream(tour, [anEvent('TourPlanned')], { expectedRevision: 'stream_exists' });
      expect(result.nextExpectedRevision).toBe(1);
    });

    it('with an exact revision appends only when it is the revision of the last event', async () => {
      const tour = newStreams().name('t1');
      await store().appendToStream(tour, [anEvent('TourCreated'), anEvent('TourPlanned')]);

      const stale = await rejection(store().appendToStream(tour, [anEvent('TourConfirmed')], { expectedRevision: 0 }));
      expect(stale).toMatchObject({ expected: 0, actual: 1 });
      const missing = await rejection(store().appendToStream(newStreams().name('t2'), [anEvent('X')], { expectedRevision: 0 }));
      expect(missing.actual).toBe(-1);
      await expect(store().appendToStream(tour, [anEvent('TourConfirmed')], { expectedRevision: 1 })).resolves.toMatchObject({
        nextExpectedRevision: 2,
      });
    });

    it("with 'any' (the default) appends whatever the stream holds", async () => {
      const tour = newStreams().name('t1');
      await store().appendToStream(tour, [anEvent('TourCreated')], { expectedRevision: 'any' });
      const result = await store().appendToStream(tour, [anEvent('TourPlanned')]);
      expect(result.nextExpectedRevision).toBe(1);
    });

    it('writes nothing when the expected revision is wrong', async () => {
      const tour = newStreams().name('t1');
      await store().appendToStream(tour, [anEvent('TourCreated')]);
      await rejection(store().appendToStream(tour, [anEvent('A'), anEvent('B')], { expectedRevision: 5 }));
      expect((await store().readStream(tour)).map((e) => e.type)).toEqual(['TourCreated']);
    });

    it('lets exactly one of concurrent appends expecting the same revision win', async () => {
      const tour = newStreams().name('t1');
      await store().appendToStream(tour, [anEvent('TourCreated')]);

      const attempts = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          store().appendToStream(tour, [anEvent('SegmentRetimed', { attempt: i })], { expectedRevision: 0 }),
        ),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(won).toHaveLength(1);
      lost.forEach((a) => expect(a.reason).toBeInstanceOf(WrongExpectedRevisionError));
      expect(await store().readStream(tour)).toHaveLength(2);
    });
  });
}
