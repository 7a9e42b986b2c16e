// Group commit: writes queued while a flush is pending run in ONE transaction and one fsync.
import type { SqliteDatabase } from './sqlite-database';

/**
 * A write runs inside the shared transaction. It either returns its result, or throws a rejection
 * (see `isRejection`) BEFORE changing anything, which fails only that write. Any other error aborts
 * the batch, which is then retried write by write, each in its own transaction, so one bad write
 * cannot fail its neighbours.
 */
export type Write<T> = () => T;

export interface GroupCommitStats {
  /** Writes committed or rejected. */
  writes: number;
  /** Transactions committed (a batch is one, a write-by-write retry is one per write). */
  transactions: number;
}

export interface GroupCommit {
  submit<T>(write: Write<T>): Promise<T>;
  /** Resolves when every write submitted so far is settled. */
  drain(): Promise<void>;
  stats(): GroupCommitStats;
}

interface Pending {
  write: Write<unknown>;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; reason: unknown };

/** Bounds the time one transaction holds the event loop; the rest of the queue goes in the next one. */
export const MAX_WRITES_PER_TRANSACTION = 1_000;

export function createGroupCommit(
  db: SqliteDatabase,
  isRejection: (error: unknown) => boolean,
  onCommitted: () => void,
): GroupCommit {
  const queue: Pending[] = [];
  let flushing: Promise<void> | null = null;
  const counters: GroupCommitStats = { writes: 0, transactions: 0 };

  const runAll = db.transaction((batch: Pending[]): Outcome[] =>
    batch.map(({ write }) => {
      try {
        return { ok: true, value: write() };
      } catch (reason) {
        if (isRejection(reason)) return { ok: false, reason };
        throw reason;
      }
    }),
  );

  function commit(batch: Pending[]): Outcome[] {
    try {
      const outcomes = runAll.immediate(batch);
      counters.transactions++;
      return outcomes;
    } catch (batchError) {
      if (batch.length === 1) return [{ ok: false, reason: batchError }];
      return batch.flatMap((one) => commit([one]));
    }
  }

  function schedule(): Promise<void> {
    return new Promise<void>((done) =>
      setImmediate(() => {
        try {
          flush();
        } finally {
          done();
        }
      }),
    );
  }

  function flush(): void {
    const batch = queue.splice(0, MAX_WRITES_PER_TRANSACTION);
    flushing = queue.length > 0 ? schedule() : null;
    const outcomes = commit(batch);
    counters.writes += batch.length;
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.reason);
    });
    if (outcomes.some((o) => o.ok)) onCommitted();
  }

  return {
    submit<T>(write: Write<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
        flushing ??= schedule();
      });
    },
    async drain() {
      while (flushing) await flushing;
    },
    stats: () => ({ ...counters }),
  };
}
