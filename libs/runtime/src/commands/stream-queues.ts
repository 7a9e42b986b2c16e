// One queue per stream: the work waiting for a stream runs as batches, one batch at a time.

/** The most commands decided and appended together. */
export const MAX_BATCH = 64;

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Items queued under a key run through `runBatch` in arrival order, one batch per key at a time; a
 * batch takes every waiting item that `sameBatch` says goes with the first (up to MAX_BATCH). The
 * batch answers one result or error per item, in order, for at least its first item: items past its
 * answers (a batch that would not fit in one append) stay queued and lead the next batch. If it
 * throws, every item of the batch gets the error.
 */
export class StreamQueues<T, R> {
  private readonly waiting = new Map<string, Waiting<T, R>[]>();

  constructor(private readonly runBatch: (key: string, batch: T[]) => Promise<(R | Error)[]>) {}

  enqueue(key: string, item: T, sameBatch: (first: T, other: T) => boolean): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.waiting.set(key, [{ item, resolve, reject }]);
      void this.drain(key, sameBatch);
    });
  }

  private async drain(key: string, sameBatch: (first: T, other: T) => boolean): Promise<void> {
    const queue = this.waiting.get(key)!;
    while (queue.length > 0) {
      let size = 1;
      while (size < queue.length && size < MAX_BATCH && sameBatch(queue[0].item, queue[size].item)) size++;
      const batch = queue.slice(0, size);
      try {
        const results = await this.runBatch(
          key,
          batch.map((waiting) => waiting.item),
        );
        if (results.length === 0) throw new Error(`The batch of ${key} answered none of its ${size} items`);
        size = Math.min(size, results.length);
        batch.slice(0, size).forEach((waiting, index) => {
          const result = results[index];
          if (result instanceof Error) waiting.reject(result);
          else waiting.resolve(result);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
      queue.splice(0, size);
    }
    this.waiting.delete(key);
  }
}
