// A catch-up subscription to $all on EventStoreDB that resubscribes, with backoff, after a drop.
import type { Readable } from 'node:stream';
import {
  AccessDeniedError,
  InvalidArgumentError,
  UnsupportedError,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import type { AllSubscription, RecordedEvent } from '../event-store.port';

/** What the client's subscribeToAll returns, reduced to what is used here. */
export interface DroppableSubscription extends Readable {
  unsubscribe(): Promise<void>;
}

export interface ResubscribingOptions {
  /** Opens a subscription delivering the events strictly after `after` (from the start when undefined). */
  open(after: bigint | undefined): DroppableSubscription;
  /** The port's event, or undefined for an event the consumer does not want (it still advances). */
  select(resolved: AllStreamResolvedEvent): RecordedEvent | undefined;
  after?: bigint;
  maxBatchSize: number;
  backoff?: { initialMs: number; maxMs: number };
  /** Told about each drop before the wait; the subscription then resubscribes from the last position seen. */
  onDrop?(error: unknown, delayMs: number): void;
}

const isFatal = (error: unknown) =>
  error instanceof AccessDeniedError || error instanceof InvalidArgumentError || error instanceof UnsupportedError;

const positionOf = (resolved: AllStreamResolvedEvent) => resolved.event?.position?.commit ?? resolved.commitPosition;

/**
 * Reads what the source has buffered, up to `max` items, waiting when it has none. Resolves null when
 * the source ended and rejects when it failed. The source stays paused between calls (backpressure).
 */
function batchReader<T>(source: Readable, max: number): () => Promise<T[] | null> {
  let failure: unknown;
  let ended = false;
  let wake: (() => void) | null = null;
  const poke = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  source.on('readable', poke);
  source.on('error', (error) => ((failure ??= error), poke()));
  source.on('end', () => ((ended = true), poke()));
  source.on('close', () => ((ended = true), poke()));
  return async () => {
    for (;;) {
      const batch: T[] = [];
      let item: T | null;
      while (batch.length < max && (item = source.read()) !== null) batch.push(item);
      if (batch.length > 0) return batch;
      if (failure !== undefined) throw failure;
      if (ended) return null;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
}

export function subscribeWithResubscription(options: ResubscribingOptions): AllSubscription {
  const { initialMs, maxMs } = options.backoff ?? { initialMs: 200, maxMs: 15_000 };
  let after = options.after;
  let closed = false;
  let current: DroppableSubscription | null = null;
  let cancelWait: (() => void) | null = null;

  const stop = (source: DroppableSubscription) => {
    source.unsubscribe().catch(() => undefined);
    source.destroy();
  };

  async function* batches(): AsyncGenerator<RecordedEvent[], void, undefined> {
    let attempt = 0;
    while (!closed) {
      const source = (current = options.open(after));
      const next = batchReader<AllStreamResolvedEvent>(source, options.maxBatchSize);
      let drop: unknown = new Error('Subscription ended by the server');
      try {
        for (let resolved = await next(); resolved !== null && !closed; resolved = await next()) {
          attempt = 0;
          const batch: RecordedEvent[] = [];
          for (const one of resolved) {
            const position = positionOf(one);
            if (position !== undefined && after !== undefined && position <= after) continue;
            const event = options.select(one);
            if (event) batch.push(event);
            if (position !== undefined) after = position;
          }
          if (batch.length > 0) yield batch;
        }
      } catch (error) {
        if (isFatal(error)) throw error;
        drop = error;
      } finally {
        current = null;
        stop(source);
      }
      if (closed) return;
      const delayMs = Math.min(maxMs, initialMs * 2 ** attempt++);
      options.onDrop?.(drop, delayMs);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        cancelWait = () => (clearTimeout(timer), resolve());
      });
      cancelWait = null;
    }
  }

  const iterator = batches();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      closed = true;
      cancelWait?.();
      if (current) stop(current);
    },
  };
}
