// The failures of a provider call, typed by what the scheduler should do about them; each names its provider.
// Adapters never retry: the scheduler owns retries and backoff, and reads `temporary` and `retryAfterMs`.

export type ProviderName = 'open-meteo' | 'aerodatabox' | 'mapbox' | 'twilio' | 'simulated' | 'log';

export abstract class ProviderError extends Error {
  abstract readonly kind: 'unavailable' | 'rate-limited' | 'rejected-key' | 'rejected';
  /** Worth trying again later without changing anything. */
  abstract readonly temporary: boolean;

  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = new.target.name;
  }
}

/** No usable answer: a timeout, a network failure, a 5xx, or an answer that is not the documented format. */
export class ProviderUnavailable extends ProviderError {
  readonly kind = 'unavailable';
  readonly temporary = true;
}

/** HTTP 429 (or the provider's own quota answer); `retryAfterMs` when the provider said how long to wait. */
export class ProviderRateLimited extends ProviderError {
  readonly kind = 'rate-limited';
  readonly temporary = true;

  constructor(
    provider: ProviderName,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(provider, message);
  }
}

/** The organization's key is missing, wrong, or not subscribed (401/403): nothing changes until someone fixes it. */
export class ProviderRejectedKey extends ProviderError {
  readonly kind = 'rejected-key';
  readonly temporary = false;
}

/**
 * The provider refused this request (4xx input errors, no route). For SMS, `permanent` says that this recipient will
 * never receive a message from us (invalid, unsubscribed, not a mobile number); `code` is the provider's error code.
 */
export class ProviderRejected extends ProviderError {
  readonly kind = 'rejected';
  readonly temporary = false;

  constructor(
    provider: ProviderName,
    message: string,
    readonly details: { status?: number; code?: string | number; permanent?: boolean } = {},
  ) {
    super(provider, message);
  }

  get permanent(): boolean {
    return this.details.permanent ?? false;
  }
}
