// A fixed-window limit per client address on the public shared-link endpoints (SHARE_RATE_LIMIT per SHARE_RATE_WINDOW_S): 429 with Retry-After beyond it.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import { RateLimitedError } from '../http/errors';

interface Window {
  startedAt: number;
  count: number;
}

/** Windows of addresses not seen for this many windows are forgotten, so the map stays as small as the recent callers. */
const FORGET_AFTER_WINDOWS = 2;

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();
  private sweptAt = 0;

  constructor(
    private readonly requests: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request of `address`: null when allowed, else the seconds until its window ends. */
  take(address: string): number | null {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(address);
    const window = current && now - current.startedAt < this.windowMs ? current : { startedAt: now, count: 0 };
    window.count++;
    this.windows.set(address, window);
    if (window.count <= this.requests) return null;
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
  }

  private sweep(now: number) {
    if (now - this.sweptAt < this.windowMs) return;
    this.sweptAt = now;
    for (const [address, window] of this.windows) if (now - window.startedAt >= FORGET_AFTER_WINDOWS * this.windowMs) this.windows.delete(address);
  }
}

@Injectable()
export class ShareRateLimitGuard implements CanActivate {
  private readonly limiter: FixedWindowLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new FixedWindowLimiter(config.shareRateLimit.requests, config.shareRateLimit.windowMs);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ ip?: string; socket?: { remoteAddress?: string } }>();
    const retryAfter = this.limiter.take(request.ip ?? request.socket?.remoteAddress ?? 'unknown');
    if (retryAfter !== null) throw new RateLimitedError(retryAfter);
    return true;
  }
}
