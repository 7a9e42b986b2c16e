// The scheduler: one loop that picks the subjects due for a check (by proximity, or asked for by an operator) and runs them, a few at a time per provider,
// expires the notifications the watch list left behind, and gives the SMS outbox its look (retries, reminders).
import { channel } from 'node:diagnostics_channel';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { SUBJECT_KINDS } from '@tourops/contracts';
import { nextCheckAt, type CheckOutcome, type SubjectKind, type SubjectOnWatch } from '@tourops/domain';
import { MONITORING_SUBJECTS_COLLECTION, type MonitoringSubjectDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { Clock, READ_STORE, type MonitorLooks } from '@tourops/runtime';
import { LeftOpenNotifications } from './left-open-notifications';
import { SmsOutbox } from './sms-outbox';
import { SubjectCheck, type CheckDone } from './subject-check';
import { WatchList } from './watch-list';

/** Checks of one provider (one subject kind) running at once. */
export const MAX_CHECKS_IN_FLIGHT_PER_PROVIDER = 4;

/** Own checks remembered before the memory is cleared (the read model then says when each subject was checked). */
const MAX_REMEMBERED_CHECKS = 100_000;

/**
 * Each look's cost, published once the checks it started have settled, when something listens (the benchmark's probe):
 * subjects looked at, checks started, and the process CPU (user + system, µs) of the look alone and until its checks (and the SMS outbox's look) settled.
 */
export const MONITOR_LOOK_CHANNEL = 'tourops:monitor:look';
const lookChannel = channel(MONITOR_LOOK_CHANNEL);

export interface LookFigures {
  subjects: number;
  checks: number;
  lookCpuMicros: number;
  lookWallMs: number;
  cycleCpuMicros: number;
  cycleWallMs: number;
}

interface LastCheck {
  at: string;
  outcome: CheckOutcome | null;
}

/** The later of what the read model says and what this monitor did itself (the read model may lag behind). */
function lastCheckOf(document: MonitoringSubjectDocument | undefined, own: CheckDone | undefined): LastCheck | null {
  const stored: LastCheck | null =
    document?.lastCheckAt && document.lastOutcome
      ? { at: document.lastCheckAt, outcome: document.lastOutcome.kind === 'reading' ? { kind: 'reading' } : { kind: 'no data', consecutiveFailures: document.consecutiveFailures } }
      : null;
  if (!own) return stored;
  return !stored || own.at >= stored.at ? own : stored;
}

/** Whether a subject in its horizon is due: never checked, its next check has come, or an operator asked since the last check. */
export function isDue(subject: SubjectOnWatch, document: MonitoringSubjectDocument | undefined, own: CheckDone | undefined, now: string): boolean {
  const last = lastCheckOf(document, own);
  if (!last) return true;
  if (document?.checkRequestedAt && document.checkRequestedAt > last.at) return true;
  const next = nextCheckAt(subject, last.at, last.outcome ?? { kind: 'reading' });
  return next !== null && next <= now;
}

@Injectable()
export class CheckScheduler implements MonitorLooks {
  private readonly logger = new Logger('Monitor');
  private timer: NodeJS.Timeout | null = null;
  private looking = false;
  private stopped = false;
  private readonly running = new Map<string, Promise<void>>();
  private readonly inFlight: Record<SubjectKind, number> = { flight: 0, transfer: 0, weather: 0 };
  /**
   * Due subjects waiting for a slot of their provider, in order (requested checks first): a finished check starts the
   * next one at once, so a backlog (a monitor's first pass over thousands of subjects) drains at the providers' pace,
   * not one look's worth at a time.
   */
  private readonly waiting: Record<SubjectKind, string[]> = { flight: [], transfer: [], weather: [] };
  private readonly queued = new Map<string, { orgId: string; subject: SubjectOnWatch; key: string }>();
  /** The subjects of the latest look: a queued subject no longer watched (its tour cancelled, say) is not checked. */
  private seen = new Set<string>();
  /** This monitor's own last check per organization and subject. */
  private readonly done = new Map<string, CheckDone>();
  /** Subjects over whose notifications this monitor has expired. */
  private readonly expired = new Set<string>();
  /** Expiries of notifications left behind, under way. */
  private readonly expiring = new Set<Promise<void>>();
  private outboxTick: Promise<void> = Promise.resolve();
  /** Checks started since this scheduler was made. */
  private launched = 0;

  constructor(
    private readonly watchList: WatchList,
    private readonly check: SubjectCheck,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly clock: Clock,
    private readonly leftOpen: LeftOpenNotifications,
    @Optional() private readonly outbox?: SmsOutbox,
  ) {}

  /** Looks every `tickMs` (0: never; tests call tick()). */
  start(tickMs: number): void {
    this.stopped = false;
    if (tickMs <= 0) return;
    const loop = () => {
      if (this.stopped) return;
      void this.look()
        .catch((error: unknown) => this.logger.error(`Monitoring tick failed: ${(error as Error).message}`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, tickMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops looking and waits for the checks under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.running.values(), ...this.expiring, this.outboxTick]);
  }

  /** One look, resolved once the checks it started have finished (tests drive the monitor with it). */
  async tick(): Promise<void> {
    await Promise.allSettled(await this.look());
  }

  /**
   * One look, resolved once every check it queued has finished, not only the first ones (a demo season's steered
   * looks, see MONITOR_LOOKS); answers how many checks ran meanwhile.
   */
  async lookAndSettle(): Promise<number> {
    const before = this.launched;
    await this.look();
    while (this.running.size > 0 || this.expiring.size > 0) await Promise.allSettled([...this.running.values(), ...this.expiring]);
    await this.outboxTick;
    return this.launched - before;
  }

  /**
   * Every organization's subjects; the due ones join their provider's queue and start as slots free up (within the
   * per-provider bound); the open notifications the watch list left behind start expiring; resolves once the first
   * ones are started, so the loop never waits for a slow provider.
   */
  private async look(): Promise<Promise<void>[]> {
    if (this.looking) return [];
    this.looking = true;
    const started: Promise<void>[] = [];
    const measured = lookChannel.hasSubscribers ? { cpu: process.cpuUsage(), at: performance.now(), subjects: 0, checks: 0 } : null;
    try {
      const now = this.clock.now().toISOString();
      const seen = new Set<string>();
      for (const orgId of await this.watchList.organizations()) {
        if (this.stopped) break;
        const subjects = await this.watchList.subjectsOf(orgId, now);
        const leftOpen = await this.leftOpen.find(orgId, subjects);
        if (leftOpen.length > 0) started.push(this.expireLeftOpen(orgId, leftOpen));
        if (subjects.length === 0) continue;
        const documents = await this.readStore
          .forOrganization(orgId)
          .collection<MonitoringSubjectDocument>(MONITORING_SUBJECTS_COLLECTION)
          .find({ tourId: { $in: [...new Set(subjects.map((subject) => subject.tourId))] } });
        const byId = new Map(documents.map((document) => [document.subjectId, document]));
        if (measured) measured.subjects += subjects.length;
        for (const subject of subjects) {
          const key = `${orgId}\u0000${subject.id}`;
          seen.add(key);
          if (this.running.has(key) || this.queued.has(key)) continue;
          const document = byId.get(subject.id);
          const due = subject.over ? document !== undefined && !this.expired.has(key) : subject.inHorizon && isDue(subject, document, this.done.get(key), now);
          if (!due) continue;
          // An operator's "check now" goes before the subjects due by the clock.
          const asked = document?.checkRequestedAt !== undefined && document.checkRequestedAt !== null;
          this.queued.set(key, { orgId, subject, key });
          if (asked) this.waiting[subject.kind].unshift(key);
          else this.waiting[subject.kind].push(key);
        }
      }
      this.seen = seen;
      for (const kind of SUBJECT_KINDS) started.push(...this.pump(kind));
      if (measured) measured.checks = started.length;
      if (this.outbox && !this.stopped) started.push(this.outboxLook(this.outbox));
    } finally {
      this.looking = false;
    }
    if (measured) this.publishFigures(measured, started);
    return started;
  }

  private publishFigures(measured: { cpu: NodeJS.CpuUsage; at: number; subjects: number; checks: number }, started: Promise<void>[]): void {
    const lookCpu = process.cpuUsage(measured.cpu);
    const lookWallMs = performance.now() - measured.at;
    void Promise.allSettled(started).then(() => {
      const cycleCpu = process.cpuUsage(measured.cpu);
      const figures: LookFigures = {
        subjects: measured.subjects,
        checks: measured.checks,
        lookCpuMicros: lookCpu.user + lookCpu.system,
        lookWallMs,
        cycleCpuMicros: cycleCpu.user + cycleCpu.system,
        cycleWallMs: performance.now() - measured.at,
      };
      lookChannel.publish(figures);
    });
  }

  private expireLeftOpen(orgId: string, ids: string[]): Promise<void> {
    const expiry: Promise<void> = this.leftOpen
      .expire(orgId, ids)
      .catch((error: unknown) => this.logger.error(`Expiry of notifications left open failed: ${(error as Error).message}`))
      .finally(() => this.expiring.delete(expiry));
    this.expiring.add(expiry);
    return expiry;
  }

  private outboxLook(outbox: SmsOutbox): Promise<void> {
    const tick = outbox.tick().catch((error: unknown) => this.logger.error(`SMS outbox tick failed: ${(error as Error).message}`));
    this.outboxTick = tick;
    return tick;
  }

  /** Starts waiting checks of one provider while it has free slots; answers what it started. */
  private pump(kind: SubjectKind): Promise<void>[] {
    const started: Promise<void>[] = [];
    const waiting = this.waiting[kind];
    while (!this.stopped && this.inFlight[kind] < MAX_CHECKS_IN_FLIGHT_PER_PROVIDER && waiting.length > 0) {
      const next = this.queued.get(waiting.shift()!);
      if (!next) continue;
      this.queued.delete(next.key);
      if (this.seen.has(next.key) && !this.running.has(next.key)) started.push(this.launch(next.orgId, next.subject, next.key));
    }
    return started;
  }

  private launch(orgId: string, subject: SubjectOnWatch, key: string): Promise<void> {
    this.inFlight[subject.kind] += 1;
    this.launched += 1;
    const run = this.check
      .run(orgId, subject)
      .then((done) => {
        if (subject.over) this.expired.add(key);
        else {
          if (this.done.size >= MAX_REMEMBERED_CHECKS) this.done.clear();
          this.done.set(key, done);
        }
      })
      .catch((error: unknown) => this.logger.error(`Check of ${subject.id} failed: ${(error as Error).message}`))
      .finally(() => {
        this.inFlight[subject.kind] -= 1;
        this.running.delete(key);
        this.pump(subject.kind);
      });
    this.running.set(key, run);
    return run;
  }
}
