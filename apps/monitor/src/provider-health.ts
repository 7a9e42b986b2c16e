// Whether a provider serves an organization: one INFO "monitoring degraded" notification per provider and organization while it does not.
import { Injectable } from '@nestjs/common';
import { providerSubjectId, type Reading } from '@tourops/domain';
import { Clock } from '@tourops/runtime';
import { ProviderRateLimited, ProviderRejectedKey } from './providers/provider-errors';
import { NotificationDecisions } from './notification-decisions';

/** Checks without data in a row (of any subject of the organization) after which a provider counts as degraded. */
export const DEGRADED_AFTER_FAILURES = 3;

interface Health {
  failures: number;
  /** Whether a degraded notification may be open: unknown after a restart, so the first success looks once. */
  mayBeOpen: boolean;
}

@Injectable()
export class ProviderHealth {
  private readonly health = new Map<string, Health>();

  constructor(
    private readonly decisions: NotificationDecisions,
    private readonly clock: Clock,
  ) {}

  /** A check without data: degraded at once for a missing or refused key or a rate limit, else after repeated failures. */
  async failed(orgId: string, provider: string, error: unknown): Promise<void> {
    const health = this.healthOf(orgId, provider);
    health.failures += 1;
    const atOnce = error instanceof ProviderRejectedKey || error instanceof ProviderRateLimited;
    if (!atOnce && health.failures < DEGRADED_AFTER_FAILURES) return;
    health.mayBeOpen = true;
    await this.decisions.evaluate(orgId, '', providerSubjectId(provider), this.reading(provider, 1));
  }

  /** A check with data: a normal evaluation of the degraded notification, until it is resolved by calm checks. */
  async succeeded(orgId: string, provider: string): Promise<void> {
    const health = this.healthOf(orgId, provider);
    health.failures = 0;
    if (!health.mayBeOpen) return;
    const subjectId = providerSubjectId(provider);
    if (await this.decisions.isOpen(orgId, subjectId, 'monitoring.degraded')) await this.decisions.evaluate(orgId, '', subjectId, this.reading(provider, 0));
    health.mayBeOpen = await this.decisions.isOpen(orgId, subjectId, 'monitoring.degraded');
  }

  private reading(provider: string, value: 0 | 1): Reading {
    const now = this.clock.now().toISOString();
    return { measure: 'monitoring.degraded', value, unit: '', observedAt: now, provider, fetchedAt: now, simulated: provider === 'simulated' };
  }

  private healthOf(orgId: string, provider: string): Health {
    const key = `${orgId}\u0000${provider}`;
    let health = this.health.get(key);
    if (!health) this.health.set(key, (health = { failures: 0, mayBeOpen: true }));
    return health;
  }
}
