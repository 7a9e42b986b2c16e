// Why the command path refused a write that the decider did not: a stale If-Match, contention that outlasted the retries, or a change too large to record.
import { HttpException, HttpStatus } from '@nestjs/common';

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

const bytes = (count: number) => count.toLocaleString('en-US');

/**
 * One command's events come to more than one append may carry (MAX_APPEND_BYTES); nothing of it was written. An
 * HttpException, so the api answers 422 with these words: the request was understood, its result is what is too large.
 */
export class CommandTooLargeError extends HttpException {
  constructor(
    readonly sizeInBytes: number,
    readonly maxBytes: number,
  ) {
    super(
      `This change is too large to record in one write: its events come to ${bytes(sizeInBytes)} bytes, more than the ${bytes(maxBytes)} bytes one write may hold. Make it in smaller steps.`,
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
    this.name = 'CommandTooLargeError';
  }
}
