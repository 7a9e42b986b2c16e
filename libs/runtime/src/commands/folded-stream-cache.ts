// Folded stream states kept per event store and decider, so a command reads only the events after the cached revision.
import type { EventStore } from '@tourops/event-store';

/** A stream's state folded up to `revision` (the revision of its last event, -1: no stream) and that event's position. */
export interface FoldedStream<S> {
  state: S;
  revision: number;
  position: bigint;
}

/** Streams whose folded state each (event store, decider) pair keeps; least recently used first out. */
export const FOLDED_STREAM_CACHE_SIZE = 1_000;

/**
 * Folded states by stream name, least recently used first. Recorded events never change, so a state
 * folded up to revision r stays right: the next load reads only the events after r. States are
 * treated as immutable (evolve returns new values), so concurrent commands may share one.
 */
class FoldedStreamCache<S> {
  private readonly entries = new Map<string, FoldedStream<S>>();

  constructor(private readonly capacity: number) {}

  get(streamName: string): FoldedStream<S> | undefined {
    const entry = this.entries.get(streamName);
    if (entry) {
      this.entries.delete(streamName);
      this.entries.set(streamName, entry);
    }
    return entry;
  }

  /** Keeps the furthest-folded state (a slower concurrent load never replaces a fresher one). */
  set(streamName: string, entry: FoldedStream<S>): void {
    const current = this.entries.get(streamName);
    if (current && current.revision >= entry.revision) return;
    this.entries.delete(streamName);
    this.entries.set(streamName, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** One cache per event store and decider: the same stream name always folds the same events the same way. */
const caches = new WeakMap<EventStore, WeakMap<object, FoldedStreamCache<unknown>>>();

export function cacheFor<S>(eventStore: EventStore, decider: object): FoldedStreamCache<S> {
  let byDecider = caches.get(eventStore);
  if (!byDecider) caches.set(eventStore, (byDecider = new WeakMap()));
  let cache = byDecider.get(decider);
  if (!cache) byDecider.set(decider, (cache = new FoldedStreamCache<unknown>(FOLDED_STREAM_CACHE_SIZE)));
  return cache as FoldedStreamCache<S>;
}
