// Contract: re-appending events by id writes nothing again, by EventStoreDB's rules (expected revision, then the ids there).
import { randomUUID } from 'node:crypto';
import { anEvent, newStreams, rejection, type CurrentStore } from './contract-fixtures';

export function describeIdempotence(store: CurrentStore): void {
  describe('re-appending events already recorded (same ids)', () => {
    const types = async (streamName: string) => (await store().readStream(streamName)).map((e) => e.type);

    it('with the expected revision they followed, writes nothing and answers their revision and position', async () => {
      const tour = newStreams().name('t1');
      const [created, planned, confirmed] = [randomUUID(), randomUUID(), randomUUID()];
      const first = await store().appendToStream(tour, [anEvent('TourCreated', {}, created), anEvent('TourPlanned', {}, planned)], { expectedRevision: 'no_stream' });
      const second = await store().appendToStream(tour, [anEvent('TourConfirmed', {}, confirmed)], { expectedRevision: 1 });

      const again = await store().appendToStream(tour, [anEvent('TourCreated', {}, created), anEvent('TourPlanned', {}, planned)], { expectedRevision: 'no_stream' });
      const confirmedAgain = await store().appendToStream(tour, [anEvent('TourConfirmed', {}, confirmed)], { expectedRevision: 1 });

      expect(again).toEqual(first);
      expect(confirmedAgain).toEqual(second);
      expect(await types(tour)).toEqual(['TourCreated', 'TourPlanned', 'TourConfirmed']);
    });

    it('rejects events only some of which are those recorded after the expected revision, writing nothing', async () => {
      const tour = newStreams().name('t1');
      const created = randomUUID();
      await store().appendToStream(tour, [anEvent('TourCreated', {}, created), anEvent('TourPlanned', {}, randomUUID())], { expectedRevision: 'no_stream' });

      const error = await rejection(store().appendToStream(tour, [anEvent('TourCreated', {}, created), anEvent('TourRenamed', {}, randomUUID())], { expectedRevision: 'no_stream' }));
      expect(error).toMatchObject({ expected: 'no_stream', actual: 1 });
      expect(await types(tour)).toEqual(['TourCreated', 'TourPlanned']);
    });

    it("with 'any', writes nothing again for the stream's newest events", async () => {
      const tour = newStreams().name('t1');
      const planned = randomUUID();
      await store().appendToStream(tour, [anEvent('TourCreated')]);
      const first = await store().appendToStream(tour, [anEvent('TourPlanned', {}, planned)], { expectedRevision: 'any' });

      expect(await store().appendToStream(tour, [anEvent('TourPlanned', {}, planned)], { expectedRevision: 'any' })).toEqual(first);
      expect(await types(tour)).toEqual(['TourCreated', 'TourPlanned']);
    });

    it('records an event whose id another stream already holds: ids are unique per stream', async () => {
      const streams = newStreams();
      const id = randomUUID();
      await store().appendToStream(streams.name('1'), [anEvent('TourCreated', {}, id)], { expectedRevision: 'no_stream' });
      await store().appendToStream(streams.name('2'), [anEvent('TourCreated', {}, id)], { expectedRevision: 'no_stream' });

      expect((await store().readStream(streams.name('2'))).map((e) => e.id)).toEqual([id]);
    });
  });
}
