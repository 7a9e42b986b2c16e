// The one place a stream is folded: the cached fold plus the events recorded after it.
import type { EventStore } from '@tourops/event-store';
import { cacheFor, type FoldedStream } from './folded-stream-cache';

export type { FoldedStream } from './folded-stream-cache';

export interface Fold<S, E> {
  evolve(state: S, event: E): S;
  initialState: S;
}

export interface FoldOptions {
  /** On a cache miss fold only the newest `tail` events (states that by definition remember only recent events). */
  tail?: number;
  /** The state as it was at this revision (inclusive): folded from the start, past the cache. */
  toRevision?: number;
}

/**
 * The stream's state: the cached fold plus the events recorded after it, so a warm read is one small
 * query. On a miss the whole stream is folded (or its `tail`); a gap left by $maxCount scavenging is
 * folded again from what the stream holds now.
 */
export async function loadFolded<S, E>(eventStore: EventStore, streamName: string, fold: Fold<S, E>, options: FoldOptions = {}): Promise<FoldedStream<S>> {
  if (options.toRevision !== undefined) return foldEvents(fold, undefined, await eventStore.readStream(streamName, { toRevision: options.toRevision }));
  const cache = cacheFor<S>(eventStore, fold);
  const { tail } = options;
  const readFromScratch = async () =>
    tail === undefined ? eventStore.readStream(streamName) : (await eventStore.readStream(streamName, { direction: 'backwards', maxCount: tail })).reverse();
  let base = cache.get(streamName);
  let events = base ? await eventStore.readStream(streamName, { fromRevision: base.revision + 1 }) : await readFromScratch();
  if (base && events.length > 0 && events[0].revision !== base.revision + 1) {
    base = undefined;
    events = await readFromScratch();
  }
  const folded = foldEvents(fold, base, events);
  if (events.length > 0) cache.set(streamName, folded);
  return folded;
}

/** Remembers a state the command path has just folded and appended, so the next command on the stream reads nothing new. */
export function rememberFolded<S, E>(eventStore: EventStore, streamName: string, fold: Fold<S, E>, folded: FoldedStream<S>): void {
  cacheFor<S>(eventStore, fold).set(streamName, folded);
}

function foldEvents<S, E>(fold: Fold<S, E>, base: FoldedStream<S> | undefined, events: { type: string; data: unknown; revision: number; position: bigint }[]): FoldedStream<S> {
  let state = base ? base.state : fold.initialState;
  for (const event of events) state = fold.evolve(state, { type: event.type, data: event.data } as E);
  const last = events.at(-1);
  if (!last) return base ?? { state, revision: -1, position: 0n };
  return { state, revision: last.revision, position: last.position };
}
