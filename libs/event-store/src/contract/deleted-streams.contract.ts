// Contract: a stream deleted outside the product reads as absent and can be created again; a tombstoned one takes no append.
import { StreamDeletedError, type RecordedEvent } from '../event-store.port';
import { anEvent, capabilityOf, itWith, newStreams, take, type Capability, type CurrentStoreUnderTest } from './contract-fixtures';

export function describeDeletedStreams(underTest: CurrentStoreUnderTest, capabilities: readonly Capability[]): void {
  const store = () => underTest().store;

  /** The types of the events in the log after `after` under `prefix`: never one of a deletion itself. */
  async function typesInLog(prefix: string, after: bigint) {
    const events: RecordedEvent[] = [];
    for await (const page of store().readAll({ after, filter: { streamNamePrefixes: [prefix] } })) events.push(...page);
    return new Set(events.map((event) => event.type));
  }

  describe('a stream deleted outside the product', () => {
    const readsAsAbsent = 'reads as a stream that does not exist, and is created again by an append expecting no stream';
    itWith(capabilities, 'deleteStreamOutOfBand', 'a store whose streams the test can delete', readsAsAbsent, async () => {
      const { prefix, name } = newStreams();
      const tour = name('1');
      const after = await store().headPosition();
      const subscription = store().subscribeToAll({ after, filter: { streamNamePrefixes: [prefix] } });
      const first = await store().appendToStream(tour, [anEvent('TourCreated'), anEvent('TourPlanned')]);
      const delivered = await take(subscription, 2);

      await capabilityOf(underTest(), 'deleteStreamOutOfBand')(tour);

      expect(await store().readStream(tour)).toEqual([]);
      expect(await store().readStream(tour, { direction: 'backwards' })).toEqual([]);
      expect(await store().readStream(tour, { fromRevision: 1 })).toEqual([]);
      const again = await store().appendToStream(tour, [anEvent('TourCreated', { again: true })], { expectedRevision: 'no_stream' });
      const next = await store().appendToStream(tour, [anEvent('TourPlanned', { again: true })], { expectedRevision: again.nextExpectedRevision });
      delivered.push(...(await take(subscription, 2)));
      await subscription.close();

      const read = await store().readStream(tour);
      expect(read.map((e) => [e.type, e.data, e.revision, e.position])).toEqual([
        ['TourCreated', { again: true }, again.nextExpectedRevision, again.position],
        ['TourPlanned', { again: true }, next.nextExpectedRevision, next.position],
      ]);
      expect(again.position > first.position).toBe(true);
      expect(delivered.map((e) => [e.type, e.data])).toEqual([
        ['TourCreated', {}],
        ['TourPlanned', {}],
        ['TourCreated', { again: true }],
        ['TourPlanned', { again: true }],
      ]);
      expect([...(await typesInLog(prefix, after))].sort()).toEqual(['TourCreated', 'TourPlanned']);
    });

    const refusesAppends = 'reads a tombstoned stream as absent and refuses every append to it with StreamDeletedError';
    itWith(capabilities, 'tombstoneStreamOutOfBand', 'a store that can tombstone a stream (EventStoreDB)', refusesAppends, async () => {
      const { prefix, name } = newStreams();
      const tour = name('1');
      const after = await store().headPosition();
      await store().appendToStream(tour, [anEvent('TourCreated')]);

      await capabilityOf(underTest(), 'tombstoneStreamOutOfBand')(tour);

      expect(await store().readStream(tour)).toEqual([]);
      for (const expectedRevision of ['any', 'no_stream', 'stream_exists', 0] as const) {
        const refusal = await store().appendToStream(tour, [anEvent('TourPlanned')], { expectedRevision }).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(StreamDeletedError);
        expect(refusal).toMatchObject({ streamName: tour });
      }
      expect([...(await typesInLog(prefix, after))].filter((type) => type !== 'TourCreated')).toEqual([]);
    });
  });
}
