// A catch-up subscription to the event log: pages read on demand, then live on commits or by polling.
import type { AllSubscription, RecordedEvent, SubscribeToAllOptions } from '../event-store.port';
import type { CommitSignal } from './commit-signal';
import type { EventLogReads } from './sqlite-reads';

type Pull = IteratorResult<RecordedEvent[], undefined>;

/**
 * Each `next()` reads at most one batch from the file (backpressure: nothing is read ahead). When the
 * consumer has caught up, it waits for a commit of this process, or polls so that appends made by
 * another process on the same file are seen too.
 */
export function subscribeToEventLog(
  reads: EventLogReads,
  commits: CommitSignal,
  options: SubscribeToAllOptions & { pollIntervalMs: number },
  onClosed: () => void,
): AllSubscription {
  const limit = options.maxBatchSize ?? options.pageSize ?? 500;
  let after = options.after ?? 0n;
  let closed = false;
  let waiting: { cancel(): void } | null = null;
  let turn: Promise<Pull> = Promise.resolve({ done: true, value: undefined });

  async function pull(): Promise<Pull> {
    while (!closed) {
      const head = reads.headPosition();
      if (head > after) {
        const batch = reads.readPage(after, head, limit, options.filter);
        after = batch.length === limit ? batch[batch.length - 1].position : head;
        if (batch.length > 0) return { done: false, value: batch };
      }
      const next = commits.nextCommit(options.pollIntervalMs);
      waiting = next;
      await next.committed;
      waiting = null;
    }
    return { done: true, value: undefined };
  }

  async function close(): Promise<void> {
    if (!closed) {
      closed = true;
      waiting?.cancel();
      onClosed();
    }
    await turn.catch(() => undefined);
  }

  const iterator: AsyncIterator<RecordedEvent[], undefined> = {
    next: () => (turn = turn.then(pull, pull)),
    return: async () => {
      await close();
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator, close };
}
