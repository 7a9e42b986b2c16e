// Errors the HTTP layer raises itself: invalid input, and answers with their own problem members.
import type { Problem } from '@tourops/contracts';

export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** An error answered as exactly this problem, extension members included (duplicates, warnings…). */
export class ProblemError<P extends Problem = Problem> extends Error {
  constructor(readonly problem: P) {
    super(problem.detail);
    this.name = 'ProblemError';
  }
}
