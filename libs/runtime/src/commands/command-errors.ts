// Why the command path refused a write that the decider did not: a stale If-Match, or contention that outlasted the retries.

/** The client's If-Match named a revision the stream has moved past. */
export class StaleRevisionError extends Error {
  constructor(readonly currentRevision: number) {
    super(`This was changed since you loaded it (now at revision ${currentRevision}); reload to see the changes.`);
    this.name = 'StaleRevisionError';
  }
}

/** Other processes kept appending to the stream through every retry; nothing was written. */
export class ContentionError extends Error {
  constructor(
    readonly streamName: string,
    readonly attempts: number,
  ) {
    super(`Too many writers changed this at the same moment (${attempts} attempts); nothing was written, try again.`);
    this.name = 'ContentionError';
  }
}
