// A stream's folded state read through the shared cache: the cached fold plus the events recorded after it.
import type { EventStore } from '@tourops/event-store';
import { cacheFor, type FoldedStream } from './folded-stream-cache';

export interface Fold<S, E> {
  evolve(state: S, event: E): S;
  initialState: S;
}

/**
 * The stream's state: the cached fold plus the events recorded after it, so a warm read is one small
 * query. On a miss the whole stream is folded, or with `tail` only its newest `tail` events (for
 * states that by definition only remember recent events, like the position history).
 */
export async function loadFolded<S, E>(eventStore: EventStore, streamName: string, fold: Fold<S, E>, tail?: number): Promise<FoldedStream<S>> {
  const cache = cacheFor<S>(eventStore, fold);
  const readFromScratch = async () =>
    tail === undefined ? eventStore.readStream(streamName) : (await eventStore.readStream(streamName, { direction: 'backwards', maxCount: tail })).reverse();
  let base = cache.get(streamName);
  let events = base ? await eventStore.readStream(streamName, { fromRevision: base.revision + 1 }) : await readFromScratch();
  if (base && events.length > 0 && events[0].revision !== base.revision + 1) {
    // A gap: events were scavenged under $maxCount. Fold what the stream holds now, as without the cache.
    base = undefined;
    events = await readFromScratch();
  }
  let state = base ? base.state : fold.initialState;
  for (const event of events) state = fold.evolve(state, { type: event.type, data: event.data } as E);
  const last = events.at(-1);
  if (!last) return base ?? { state, revision: -1, position: 0n };
  const folded = { state, revision: last.revision, position: last.position };
  cache.set(streamName, folded);
  return folded;
}
