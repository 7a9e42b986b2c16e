// Contract: reading one stream (directions, bounds, maxCount) and the whole log (order, pages, filters).
import type { RecordedEvent } from '../event-store.port';
import { anEvent, newStreams, type CurrentStore } from './contract-fixtures';

export function describeReading(store: CurrentStore): void {
  describe('reading a stream', () => {
    let tour: string;
    beforeEach(async () => {
      tour = newStreams().name('t1');
      await store().appendToStream(tour, ['E0', 'E1', 'E2', 'E3', 'E4'].map((t) => anEvent(t)));
    });
    const types = (events: RecordedEvent[]) => events.map((e) => e.type);

    it('reads an unknown stream as empty', async () => {
      expect(await store().readStream(newStreams().name('nobody'))).toEqual([]);
    });

    it('reads backwards from the last event', async () => {
      expect(types(await store().readStream(tour, { direction: 'backwards' }))).toEqual(['E4', 'E3', 'E2', 'E1', 'E0']);
    });

    it('reads forwards from a revision, up to a revision, at most maxCount events', async () => {
      expect(types(await store().readStream(tour, { fromRevision: 2 }))).toEqual(['E2', 'E3', 'E4']);
      expect(types(await store().readStream(tour, { fromRevision: 1, toRevision: 3 }))).toEqual(['E1', 'E2', 'E3']);
      expect(types(await store().readStream(tour, { fromRevision: 1, maxCount: 2 }))).toEqual(['E1', 'E2']);
    });

    it('reads backwards from a revision, down to a revision, at most maxCount events', async () => {
      expect(types(await store().readStream(tour, { direction: 'backwards', fromRevision: 2 }))).toEqual(['E2', 'E1', 'E0']);
      expect(types(await store().readStream(tour, { direction: 'backwards', toRevision: 3 }))).toEqual(['E4', 'E3']);
      expect(types(await store().readStream(tour, { direction: 'backwards', maxCount: 1 }))).toEqual(['E4']);
    });
  });

  describe('reading all events', () => {
    it('reads the events after a position in log order, page by page, to the current end', async () => {
      const { prefix, name } = newStreams();
      const after = await store().headPosition();
      const appended: bigint[] = [];
      for (const entity of ['a', 'b', 'a', 'c', 'b']) appended.push((await store().appendToStream(name(entity), [anEvent('TourPlanned')])).position);

      const pages: RecordedEvent[][] = [];
      for await (const page of store().readAll({ after, pageSize: 2, filter: { streamNamePrefixes: [prefix] } })) pages.push(page);

      expect(pages.every((page) => page.length > 0 && page.length <= 2)).toBe(true);
      expect(pages.flat().map((e) => e.position)).toEqual(appended);
      expect(pages.flat().map((e) => e.streamName)).toEqual(['a', 'b', 'a', 'c', 'b'].map(name));
    });

    it('filters by event type and by stream name prefix', async () => {
      const tours = newStreams();
      const others = newStreams();
      const after = await store().headPosition();
      await store().appendToStream(tours.name('1'), [anEvent('TourCreated'), anEvent('SegmentAdded'), anEvent('TourPlanned')]);
      await store().appendToStream(others.name('1'), [anEvent('TourCreated')]);

      const read = async (filter: { eventTypes?: string[]; streamNamePrefixes?: string[] }) => {
        const events: RecordedEvent[] = [];
        for await (const page of store().readAll({ after, filter })) events.push(...page);
        return events.map((e) => `${e.streamName}:${e.type}`);
      };
      expect(await read({ streamNamePrefixes: [tours.prefix, others.prefix], eventTypes: ['TourCreated', 'TourPlanned'] })).toEqual([
        `${tours.name('1')}:TourCreated`,
        `${tours.name('1')}:TourPlanned`,
        `${others.name('1')}:TourCreated`,
      ]);
      expect(await read({ streamNamePrefixes: [others.prefix] })).toEqual([`${others.name('1')}:TourCreated`]);
    });

    it('answers a head position at or after the last append (other writers of a shared server may append after it)', async () => {
      const before = await store().headPosition();
      const { position } = await store().appendToStream(newStreams().name('1'), [anEvent('TourCreated')]);
      const head = await store().headPosition();
      expect(position > before).toBe(true);
      expect(head >= position).toBe(true);
    });
  });
}
