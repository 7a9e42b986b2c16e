import { exec } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { EventStoreDBClient } from '@eventstore/db-client';
import { describeEventStoreContract, type Capability } from '../event-store.contract';
import type { EventStore } from '../event-store.port';
import { eventually, within } from '../testing/bounded-wait';
import { createEsdbEventStore } from './esdb-event-store';

const url = process.env.EVENTSTORE_URL;
/** A shell command that restarts the server at EVENTSTORE_URL, e.g. `docker restart eventstore`. */
const restartCommand = process.env.EVENTSTORE_RESTART_COMMAND;

/** Runs the restart command, then waits until the server answers again. */
async function restartServer(command: string, store: EventStore): Promise<void> {
  await promisify(exec)(command);
  await eventually(() => store.headPosition(), 60_000, 250, 'the server to answer after its restart');
}

const capabilities: Capability[] = ['deleteStreamOutOfBand', 'tombstoneStreamOutOfBand', ...(restartCommand ? ['restartable' as const] : [])];

/** Streams are deleted through a client of their own, as an operator's tool would. */
describeEventStoreContract(
  url ? `esdb at ${url}` : 'esdb (set EVENTSTORE_URL to run)',
  async () => {
    const store = createEsdbEventStore({ connectionString: url! });
    const operator = EventStoreDBClient.connectionString(url!);
    const followers: EventStore[] = [];
    return {
      store,
      cleanup: async () => {
        await Promise.all([store, ...followers].map((opened) => opened.close()));
        await operator.dispose();
      },
      deleteStreamOutOfBand: async (streamName) => void (await operator.deleteStream(streamName)),
      tombstoneStreamOutOfBand: async (streamName) => void (await operator.tombstoneStream(streamName)),
      restartable: restartCommand
        ? {
            openFollower: async () => {
              const follower = createEsdbEventStore({ connectionString: url!, subscriptionBackoff: { initialMs: 100, maxMs: 2_000 } });
              followers.push(follower);
              return follower;
            },
            restart: () => restartServer(restartCommand, store),
          }
        : undefined,
    };
  },
  url ? describe : describe.skip,
  capabilities,
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
