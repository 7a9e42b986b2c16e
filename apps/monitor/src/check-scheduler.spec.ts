// When the scheduler checks a subject: never checked, its next check come, or asked for since the last check; its own checks ahead of the read model.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { watchedSubjects } from '@tourops/domain';
import type { MonitoringSubjectDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import type { Clock } from '@tourops/runtime';
import { romeWeek } from '../../../libs/domain/src/monitoring/monitoring.fixtures';
import { CheckScheduler, MAX_CHECKS_IN_FLIGHT_PER_PROVIDER, MONITOR_LOOK_CHANNEL, isDue, type LookFigures } from './check-scheduler';
import type { LeftOpenNotifications } from './left-open-notifications';
import type { SubjectCheck } from './subject-check';
import type { WatchList } from './watch-list';

const now = '2026-06-10T05:00:00.000Z';
/** Nothing left open behind the watch list (left-open-notifications.spec.ts specifies the expiry). */
const nothingLeftOpen = { find: async () => [], expire: async () => undefined } as unknown as LeftOpenNotifications;
const flight = watchedSubjects(romeWeek, now).find((subject) => subject.id === 'tour-1/flight:f1')!;
const checkedAt = (at: string, fields: Partial<MonitoringSubjectDocument> = {}): MonitoringSubjectDocument => ({
  _id: flight.id,
  subjectId: flight.id,
  tourId: 'tour-1',
  kind: 'flight',
  lastCheckAt: at,
  lastOutcome: { kind: 'reading' },
  readings: {},
  consecutiveFailures: 0,
  checkRequestedAt: null,
  ...fields,
});

describe('isDue', () => {
  it('checks a subject never checked at once', () => {
    expect(isDue(flight, undefined, undefined, now)).toBe(true);
  });

  it('waits for the proximity interval after a check (a flight 2 hours away: 5 minutes)', () => {
    expect(isDue(flight, checkedAt('2026-06-10T04:56:00.000Z'), undefined, now)).toBe(false);
    expect(isDue(flight, checkedAt('2026-06-10T04:55:00.000Z'), undefined, now)).toBe(true);
  });

  it('backs off after checks without data', () => {
    const failed = checkedAt('2026-06-10T04:50:00.000Z', { lastOutcome: { kind: 'no data', provider: 'aerodatabox', reason: 'timeout' }, consecutiveFailures: 2 });
    expect(isDue(flight, failed, undefined, now)).toBe(false);
    expect(isDue(flight, failed, undefined, '2026-06-10T05:10:00.000Z')).toBe(true);
  });

  it('checks at once when an operator asked since the last check', () => {
    expect(isDue(flight, checkedAt('2026-06-10T04:59:00.000Z', { checkRequestedAt: '2026-06-10T04:59:30.000Z' }), undefined, now)).toBe(true);
  });

  it('trusts its own later check over a read model that lags behind, request included', () => {
    const stale = checkedAt('2026-06-10T04:00:00.000Z', { checkRequestedAt: '2026-06-10T04:58:00.000Z' });
    expect(isDue(flight, stale, { at: '2026-06-10T04:59:00.000Z', outcome: { kind: 'reading' } }, now)).toBe(false);
  });
});

describe('CheckScheduler look figures', () => {
  const subjects = watchedSubjects(romeWeek, now);
  const scheduler = new CheckScheduler(
    { organizations: async () => ['org-1'], subjectsOf: async () => subjects } as unknown as WatchList,
    { run: async () => ({ at: now, outcome: { kind: 'reading' } }) } as unknown as SubjectCheck,
    { forOrganization: () => ({ collection: () => ({ find: async () => [] }) }) } as unknown as ReadStore,
    { now: () => new Date(now) } as unknown as Clock,
    nothingLeftOpen,
  );

  it('publishes, while someone listens, the subjects looked at, the checks started and the CPU of the look and of its checks', async () => {
    const published: LookFigures[] = [];
    const listener = (figures: unknown) => published.push(figures as LookFigures);
    subscribe(MONITOR_LOOK_CHANNEL, listener);
    try {
      await scheduler.tick();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      unsubscribe(MONITOR_LOOK_CHANNEL, listener);
    }
    const due = subjects.filter((subject) => subject.inHorizon);
    const expectedChecks = (['flight', 'transfer', 'weather'] as const).reduce(
      (total, kind) => total + Math.min(MAX_CHECKS_IN_FLIGHT_PER_PROVIDER, due.filter((subject) => subject.kind === kind).length),
      0,
    );
    expect(published).toEqual([
      { subjects: subjects.length, checks: expectedChecks, lookCpuMicros: expect.any(Number), lookWallMs: expect.any(Number), cycleCpuMicros: expect.any(Number), cycleWallMs: expect.any(Number) },
    ]);
    expect(published[0].cycleCpuMicros).toBeGreaterThanOrEqual(published[0].lookCpuMicros);
  });
});

describe('CheckScheduler backlog', () => {
  /** Twelve flights of the same provider, all due: three times the provider's bound. */
  const flights = Array.from({ length: 12 }, (_, index) => ({ ...flight, id: `tour-1/flight:f${index}`, segmentId: `f${index}` }));

  function schedulerChecking(checked: string[], release: Promise<void>, requested: string | null = null) {
    return new CheckScheduler(
      { organizations: async () => ['org-1'], subjectsOf: async () => flights } as unknown as WatchList,
      {
        run: async (_orgId: string, subject: { id: string }) => {
          checked.push(subject.id);
          await release;
          return { at: now, outcome: { kind: 'reading' } };
        },
      } as unknown as SubjectCheck,
      {
        forOrganization: () => ({
          collection: () => ({ find: async () => (requested ? [{ ...checkedAt('2026-06-10T04:59:00.000Z'), _id: requested, subjectId: requested, checkRequestedAt: now }] : []) }),
        }),
      } as unknown as ReadStore,
      { now: () => new Date(now) } as unknown as Clock,
      nothingLeftOpen,
    );
  }

  it('starts the next waiting check as each one finishes, so one look drains a backlog beyond the bound', async () => {
    const checked: string[] = [];
    let release!: () => void;
    const scheduler = schedulerChecking(checked, new Promise<void>((resolve) => (release = resolve)));
    const look = scheduler.tick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(checked).toHaveLength(MAX_CHECKS_IN_FLIGHT_PER_PROVIDER);
    release();
    await look;
    await scheduler.stop();
    expect([...checked].sort()).toEqual(flights.map((subject) => subject.id).sort());
  });

  it('puts a subject an operator asked to check before those due by the clock', async () => {
    const checked: string[] = [];
    const scheduler = schedulerChecking(checked, Promise.resolve(), 'tour-1/flight:f11');
    await scheduler.tick();
    await scheduler.stop();
    expect(checked[0]).toBe('tour-1/flight:f11');
  });
});
