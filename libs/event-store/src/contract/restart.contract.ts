// Contract: a subscription of another process survives a restart of the store's server, every event once, in order.
import type { RecordedEvent } from '../event-store.port';
import { anEvent, capabilityOf, itWith, newStreams, take, type Capability, type CurrentStoreUnderTest } from './contract-fixtures';

/** A real server takes seconds to come back, and a subscription as long again to resubscribe. */
const RESTART_WAIT_MS = 60_000;

export function describeRestart(underTest: CurrentStoreUnderTest, capabilities: readonly Capability[]): void {
  const store = () => underTest().store;

  describe("a restart of the store's server", () => {
    itWith(
      capabilities,
      'restartable',
      'a restartable server; on EventStoreDB set EVENTSTORE_RESTART_COMMAND',
      "keeps another process's subscription going: every event once, in log order, none lost",
      async () => {
        const { openFollower, restart } = capabilityOf(underTest(), 'restartable');
        const { prefix, name } = newStreams();
        const after = await store().headPosition();
        const follower = await openFollower();
        const subscription = follower.subscribeToAll({ after, maxBatchSize: 2, filter: { streamNamePrefixes: [prefix] } });
        await store().appendToStream(name('1'), [anEvent('TourCreated'), anEvent('TourPlanned')]);
        const delivered = await take(subscription, 2);

        const pulledAcrossTheRestart = take(subscription, 3, [], RESTART_WAIT_MS);
        await restart();
        await store().appendToStream(name('1'), [anEvent('TourStarted')], { expectedRevision: 1 });
        await store().appendToStream(name('2'), [anEvent('TourCreated'), anEvent('TourPlanned')], { expectedRevision: 'no_stream' });
        delivered.push(...(await pulledAcrossTheRestart));
        await subscription.close();

        const logged: RecordedEvent[] = [];
        for await (const page of store().readAll({ after, filter: { streamNamePrefixes: [prefix] } })) logged.push(...page);
        expect(delivered.map((e) => `${e.streamName}:${e.type}`)).toEqual([
          `${name('1')}:TourCreated`,
          `${name('1')}:TourPlanned`,
          `${name('1')}:TourStarted`,
          `${name('2')}:TourCreated`,
          `${name('2')}:TourPlanned`,
        ]);
        expect(delivered.map((e) => [e.id, e.position])).toEqual(logged.map((e) => [e.id, e.position]));
      },
      3 * RESTART_WAIT_MS,
    );
  });
}
