// How far the read models have got: told by an in-process projector, else read from the stored checkpoint.
import type { ReadStore } from '@tourops/read-store';
import type { ReadModelProgress } from './tokens';

const POLL_INTERVAL_MS = 20;

export class CheckpointProgress implements ReadModelProgress {
  private position = -1n;
  private inProcess = false;
  private readonly waiters = new Set<{ position: bigint; resolve: (reached: boolean) => void }>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly checkpointName: string,
  ) {}

  /** Called by an in-process projector after each committed batch. */
  advance(position: bigint) {
    this.inProcess = true;
    if (position > this.position) this.position = position;
    for (const waiter of this.waiters)
      if (waiter.position <= this.position) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
  }

  current(): bigint {
    return this.position;
  }

  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (position <= this.position) return true;
    return this.inProcess ? this.waitInProcess(position, timeoutMs) : this.poll(position, timeoutMs);
  }

  private waitInProcess(position: bigint, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  private async poll(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoint = await this.readStore.getCheckpoint(this.checkpointName);
      if (checkpoint && BigInt(checkpoint.position) > this.position) this.position = BigInt(checkpoint.position);
      if (position <= this.position) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_INTERVAL_MS, Math.max(0, deadline - Date.now()))));
    }
  }
}
