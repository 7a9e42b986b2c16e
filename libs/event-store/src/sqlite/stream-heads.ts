// Heads of streams this connection knows, trusted while no other connection has committed: a read past a known head needs no query.
import type { SqliteDatabase } from './sqlite-database';

/** Streams whose heads are kept; past this the knowledge starts over (a miss costs one query). */
const CAPACITY = 100_000;

export interface StreamHeads {
  /** True when the stream certainly holds no event at or after `fromRevision`. */
  nothingFrom(streamName: string, fromRevision: number): boolean;
  /** The stream held nothing beyond `revision` when last looked at; a known head only ever rises. */
  note(streamName: string, revision: number): void;
}

/**
 * `PRAGMA data_version` changes when another connection (another process) commits, never for this
 * connection's own commits: while it stands still, a head noted from a read, or from an append once it
 * is committed, is still the head. Any change forgets every head. It is looked at once per turn of the
 * event loop: a read answered from a head is as of the start of the turn, as if it had come first in it
 * (a command decided on it and beaten by another process meets a wrong expected revision and decides again).
 */
export function createStreamHeads(db: SqliteDatabase): StreamHeads {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get();
  let lookedThisTurn = false;
  const heads = new Map<string, number>();

  /** False when another connection committed since the last look (and every head is forgotten). */
  function stillStanding(): boolean {
    if (lookedThisTurn) return true;
    lookedThisTurn = true;
    setImmediate(() => (lookedThisTurn = false));
    const version = dataVersion.get();
    if (version === seenVersion) return true;
    seenVersion = version;
    heads.clear();
    return false;
  }

  return {
    nothingFrom(streamName, fromRevision) {
      if (!stillStanding()) return false;
      const head = heads.get(streamName);
      return head !== undefined && head < fromRevision;
    },

    note(streamName, revision) {
      const head = heads.get(streamName);
      if (head !== undefined && head >= revision) return;
      if (heads.size >= CAPACITY) heads.clear();
      heads.set(streamName, revision);
    },
  };
}
