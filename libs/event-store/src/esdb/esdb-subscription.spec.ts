import { PassThrough } from 'node:stream';
import { AccessDeniedError, UnavailableError, type AllStreamResolvedEvent } from '@eventstore/db-client';
import type { RecordedEvent } from '../event-store.port';
import { within } from '../testing/bounded-wait';
import { toRecordedEvent } from './esdb-mapping';
import { subscribeWithResubscription, type DroppableSubscription } from './esdb-subscription';

const WAIT_MS = 5_000;

function resolved(position: bigint, type = 'TourPlanned'): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'tour-org1.1',
      type,
      id: `event-${position}`,
      revision: position,
      isJson: true,
      created: new Date(0),
      data: {},
      metadata: {},
      position: { commit: position, prepare: position },
    },
  } as AllStreamResolvedEvent;
}

/** Stands in for the client's subscriptions: records where each was opened from. */
function fakeServer() {
  const opened: { after: bigint | undefined; source: PassThrough & DroppableSubscription }[] = [];
  const waiters: { count: number; resolve(): void }[] = [];
  const open = (after: bigint | undefined) => {
    const source = Object.assign(new PassThrough({ objectMode: true }), { unsubscribe: jest.fn(async () => undefined) });
    opened.push({ after, source });
    waiters.filter((w) => w.count <= opened.length).forEach((w) => w.resolve());
    return source;
  };
  const latest = () => opened[opened.length - 1].source;
  /** Resolves once `count` subscriptions have been opened. */
  const openedTimes = (count: number) =>
    within(
      new Promise<void>((resolve) => (opened.length >= count ? resolve() : waiters.push({ count, resolve }))),
      WAIT_MS,
      `subscription number ${count}`,
    );
  return { opened, open, latest, openedTimes };
}

const positions = (events: RecordedEvent[] | undefined) => (events ?? []).map((e) => e.position);

describe('esdb subscription', () => {
  it('resubscribes after a drop from the last position seen and delivers each event once', async () => {
    const server = fakeServer();
    const drops: unknown[] = [];
    const subscription = subscribeWithResubscription({
      open: server.open,
      select: toRecordedEvent,
      maxBatchSize: 10,
      backoff: { initialMs: 1, maxMs: 1 },
      onDrop: (error) => drops.push(error),
    });
    const iterator = subscription[Symbol.asyncIterator]();

    const first = iterator.next();
    server.latest().write(resolved(10n));
    server.latest().write(resolved(20n));
    expect(positions((await within(first, WAIT_MS, 'the first batch')).value)).toEqual([10n, 20n]);

    const afterDrop = iterator.next();
    server.latest().emit('error', new UnavailableError());
    await server.openedTimes(2);
    server.latest().write(resolved(20n));
    server.latest().write(resolved(30n));

    expect(positions((await within(afterDrop, WAIT_MS, 'the batch after the drop')).value)).toEqual([30n]);
    expect(server.opened.map((o) => o.after)).toEqual([undefined, 20n]);
    expect(server.opened[0].source.unsubscribe).toHaveBeenCalled();
    expect(drops).toEqual([expect.any(UnavailableError)]);
    await subscription.close();
  });

  it('waits twice as long after each drop in a row, up to the maximum', async () => {
    const server = fakeServer();
    const delays: number[] = [];
    const subscription = subscribeWithResubscription({
      open: (after) => {
        const source = server.open(after);
        setImmediate(() => source.end());
        return source;
      },
      select: toRecordedEvent,
      maxBatchSize: 10,
      backoff: { initialMs: 1, maxMs: 4 },
      onDrop: (_, delayMs) => {
        delays.push(delayMs);
        if (delays.length === 5) void subscription.close();
      },
    });

    const end = await within(subscription[Symbol.asyncIterator]().next(), WAIT_MS, 'five drops');
    expect(end.done).toBe(true);
    expect(delays).toEqual([1, 2, 4, 4, 4]);
  });

  it('resumes after the events it skipped for the consumer', async () => {
    const server = fakeServer();
    const subscription = subscribeWithResubscription({
      open: server.open,
      select: (r) => (r.event?.type === 'TourPlanned' ? toRecordedEvent(r) : undefined),
      after: 5n,
      maxBatchSize: 10,
      backoff: { initialMs: 1, maxMs: 1 },
    });
    const iterator = subscription[Symbol.asyncIterator]();
    const batch = iterator.next();
    server.latest().write(resolved(6n, 'TourCreated'));
    server.latest().write(resolved(7n));
    await within(batch, WAIT_MS, 'the planned tour');

    const next = iterator.next();
    server.latest().write(resolved(8n, 'TourCreated'));
    server.latest().emit('error', new UnavailableError());
    await server.openedTimes(2);
    expect(server.opened.map((o) => o.after)).toEqual([5n, 8n]);
    await subscription.close();
    expect(await within(next, WAIT_MS, 'the end')).toEqual({ done: true, value: undefined });
  });

  it('gives up on an access error instead of resubscribing', async () => {
    const server = fakeServer();
    const subscription = subscribeWithResubscription({ open: server.open, select: toRecordedEvent, maxBatchSize: 10 });
    const next = subscription[Symbol.asyncIterator]().next();
    server.latest().emit('error', new AccessDeniedError());

    await expect(within(next, WAIT_MS, 'the failure')).rejects.toBeInstanceOf(AccessDeniedError);
    expect(server.opened).toHaveLength(1);
  });

  it('reads no more than the consumer asks for: the source stays paused with the rest buffered', async () => {
    const server = fakeServer();
    const subscription = subscribeWithResubscription({ open: server.open, select: toRecordedEvent, maxBatchSize: 2 });
    const iterator = subscription[Symbol.asyncIterator]();
    const first = iterator.next();
    for (let p = 1n; p <= 5n; p++) server.latest().write(resolved(p));

    expect(positions((await within(first, WAIT_MS, 'the first batch')).value)).toEqual([1n, 2n]);
    expect(server.latest().readableLength).toBe(3);
    expect(positions((await within(iterator.next(), WAIT_MS, 'the second batch')).value)).toEqual([3n, 4n]);
    await subscription.close();
  });
});
