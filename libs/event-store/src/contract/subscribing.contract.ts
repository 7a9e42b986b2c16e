// Contract: catch-up subscriptions to all events: history then live, filters, batches, closing.
import type { RecordedEvent } from '../event-store.port';
import { within } from '../testing/bounded-wait';
import { anEvent, newStreams, take, WAIT_MS, type CurrentStore } from './contract-fixtures';

export function describeSubscribing(store: CurrentStore): void {
  describe('subscribing to all events', () => {
    it('catches up with past events, then delivers new ones live, in batches of at most maxBatchSize', async () => {
      const { prefix, name } = newStreams();
      const after = await store().headPosition();
      await store().appendToStream(name('1'), [anEvent('TourCreated'), anEvent('TourPlanned'), anEvent('TourConfirmed')]);
      const subscription = store().subscribeToAll({ after, maxBatchSize: 2, filter: { streamNamePrefixes: [prefix] } });
      const batches: RecordedEvent[][] = [];

      const past = await take(subscription, 3, batches);
      const appendedLive = store().appendToStream(name('2'), [anEvent('TourCreated'), anEvent('TourStarted')]);
      const live = await take(subscription, 2, batches);
      await subscription.close();

      expect(past.map((e) => e.type)).toEqual(['TourCreated', 'TourPlanned', 'TourConfirmed']);
      expect(live.map((e) => [e.streamName, e.type])).toEqual([
        [name('2'), 'TourCreated'],
        [name('2'), 'TourStarted'],
      ]);
      expect(live[1].position).toBe((await appendedLive).position);
      expect(batches.every((batch) => batch.length > 0 && batch.length <= 2)).toBe(true);
    });

    it('delivers only the event types asked for', async () => {
      const { prefix, name } = newStreams();
      const after = await store().headPosition();
      const subscription = store().subscribeToAll({ after, filter: { eventTypes: ['TourPlanned'], streamNamePrefixes: [prefix] } });
      await store().appendToStream(name('1'), [anEvent('TourCreated'), anEvent('TourPlanned'), anEvent('TourStarted')]);
      await store().appendToStream(name('2'), [anEvent('TourPlanned')]);

      const events = await take(subscription, 2);
      await subscription.close();
      expect(events.map((e) => [e.streamName, e.type])).toEqual([
        [name('1'), 'TourPlanned'],
        [name('2'), 'TourPlanned'],
      ]);
    });

    it('ends the iteration when closed, also while waiting for new events', async () => {
      const subscription = store().subscribeToAll({ after: await store().headPosition(), filter: { streamNamePrefixes: [newStreams().prefix] } });
      const iterator = subscription[Symbol.asyncIterator]();
      const waiting = iterator.next();

      await subscription.close();
      await expect(within(waiting, WAIT_MS, 'the iteration to end')).resolves.toEqual({ done: true, value: undefined });
      await expect(within(iterator.next(), WAIT_MS, 'the next pull')).resolves.toMatchObject({ done: true });
    });

    it('closes when the consumer leaves the for-await loop', async () => {
      const { prefix, name } = newStreams();
      const after = await store().headPosition();
      await store().appendToStream(name('1'), [anEvent('TourCreated'), anEvent('TourPlanned')]);
      const subscription = store().subscribeToAll({ after, maxBatchSize: 1, filter: { streamNamePrefixes: [prefix] } });

      const seen: string[] = [];
      for await (const batch of subscription) {
        seen.push(...batch.map((e) => e.type));
        break;
      }
      expect(seen).toEqual(['TourCreated']);
      const next = await within(subscription[Symbol.asyncIterator]().next(), WAIT_MS, 'the next pull');
      expect(next.done).toBe(true);
    });
  });
}
