import net from 'node:net';
import { describeEventStoreContract } from '../event-store.contract';
import { within } from '../testing/bounded-wait';
import { createEsdbEventStore } from './esdb-event-store';

const url = process.env.EVENTSTORE_URL;

describeEventStoreContract(
  url ? `esdb at ${url}` : 'esdb (set EVENTSTORE_URL to run)',
  async () => {
    const store = createEsdbEventStore({ connectionString: url! });
    return { store, cleanup: () => store.close() };
  },
  url ? describe : describe.skip,
);

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('esdb event store without a reachable server', () => {
  it('keeps resubscribing with growing delays until the subscription is closed', async () => {
    const delays: number[] = [];
    let threeDrops!: () => void;
    const dropped = new Promise<void>((resolve) => (threeDrops = resolve));
    const store = createEsdbEventStore({
      connectionString: `esdb://127.0.0.1:${await closedPort()}?tls=false`,
      subscriptionBackoff: { initialMs: 5, maxMs: 20 },
      onSubscriptionDrop: (_, delayMs) => delays.push(delayMs) === 3 && threeDrops(),
    });
    const subscription = store.subscribeToAll();
    const next = subscription[Symbol.asyncIterator]().next();

    await within(dropped, 10_000, 'three drops');
    await subscription.close();
    expect(await within(next, 10_000, 'the end of the iteration')).toEqual({ done: true, value: undefined });
    expect(delays.slice(0, 3)).toEqual([5, 10, 20]);
    await store.close();
  });
});
