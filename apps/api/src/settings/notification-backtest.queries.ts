// The backtest of draft thresholds: the organization's recorded checks of the last days, replayed with the draft and with the stored settings.
import { Inject, Injectable } from '@nestjs/common';
import { backtest, type NotificationSettings, type RecordedCheck, type SubjectCheckEvent } from '@tourops/domain';
import type { NotificationBacktestView } from '@tourops/contracts';
import type { EventStore } from '@tourops/event-store';
import { Clock, EVENT_STORE, SettingsStreams } from '@tourops/runtime';

type SubjectChecked = Extract<SubjectCheckEvent, { type: 'SubjectChecked' }>;

const DAY_MS = 86_400_000;
const PAGE_SIZE = 1000;

@Injectable()
export class NotificationBacktestQueries {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly settings: SettingsStreams,
    private readonly clock: Clock,
  ) {}

  /** Writes nothing: reads the SubjectChecked events of the organization's monitoring streams since `days` ago. */
  async run(orgId: string, draft: NotificationSettings, days: number): Promise<NotificationBacktestView> {
    const now = this.clock.now();
    const to = now.toISOString();
    const from = new Date(now.getTime() - days * DAY_MS).toISOString();
    const checks = await this.recordedChecks(orgId, from);
    const stored = await this.settings.get(orgId, 'notifications');
    const { counts, escalations, subjects } = backtest(checks, draft);
    const current = backtest(checks, stored);
    return { days, from, to, checks: checks.length, subjects, counts, escalations, current: { counts: current.counts, escalations: current.escalations } };
  }

  private async recordedChecks(orgId: string, from: string): Promise<RecordedCheck[]> {
    const prefix = `monitoring-${orgId}.`;
    const since = Date.parse(from);
    const checks: RecordedCheck[] = [];
    const pages = this.eventStore.readAll({ filter: { eventTypes: ['SubjectChecked'], streamNamePrefixes: [prefix] }, pageSize: PAGE_SIZE });
    for await (const page of pages) {
      for (const event of page) {
        if (event.type !== 'SubjectChecked' || !event.streamName.startsWith(prefix) || event.metadata.orgId !== orgId) continue;
        if (!(Date.parse(event.metadata.occurredAt) >= since)) continue;
        const { subjectId, tourId, readings, at } = (event as unknown as SubjectChecked).data;
        checks.push({ subjectId, tourId, readings, at });
      }
    }
    return checks;
  }
}
