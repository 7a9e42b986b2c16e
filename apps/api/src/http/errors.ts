// The errors the HTTP layer raises itself: invalid input with one message per field, a shared link gone, too many requests.

export class ValidationError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** A shared link that existed but can no longer be opened: 410, saying whether it was revoked or expired. */
export class GoneError extends Error {
  constructor(
    message: string,
    readonly reason: 'revoked' | 'expired',
  ) {
    super(message);
    this.name = 'GoneError';
  }
}

/** The caller's address sent too many requests in the current window: 429 with Retry-After in seconds. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests from your address; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`);
    this.name = 'RateLimitedError';
  }
}
