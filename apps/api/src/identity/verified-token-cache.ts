// Verified session tokens remembered until they expire, so a token's signature is checked once, not on every request.
import type { Principal } from './principal';

const MAX_ENTRIES = 10_000;

export class VerifiedTokenCache {
  /** Token -> principal and expiry (ms since epoch), oldest first. */
  private readonly entries = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /** Remembers a verified token until `expiresAt` (its `exp` claim); a token without one is not remembered. */
  remember(token: string, principal: Principal, expiresAt: number | undefined) {
    if (expiresAt === undefined || expiresAt <= this.now()) return;
    this.entries.set(token, { principal, expiresAt });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
