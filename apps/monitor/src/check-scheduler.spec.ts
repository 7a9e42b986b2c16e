// When the scheduler checks a subject: never checked, its next check come, or asked for since the last check; its own checks ahead of the read model.
import { watchedSubjects } from '@tourops/domain';
import type { MonitoringSubjectDocument } from '@tourops/projections';
import { romeWeek } from '../../../libs/domain/src/monitoring/monitoring.fixtures';
import { isDue } from './check-scheduler';

const now = '2026-06-10T05:00:00.000Z';
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
