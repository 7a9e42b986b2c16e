// Errors the HTTP layer raises itself: invalid input and writes against a stale revision.

export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class StaleRevisionError extends Error {
  constructor(readonly currentRevision: number) {
    super(`This was changed since you loaded it (now at revision ${currentRevision}); reload to see the changes.`);
    this.name = 'StaleRevisionError';
  }
}
