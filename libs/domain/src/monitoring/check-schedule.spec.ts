// Specifications of check scheduling: by proximity for each kind, at once when new, at the horizon, backed off after no data.
import { nextCheckAt, type CheckOutcome } from './check-schedule';
import { watchedSubjects } from './watched-subjects';
import { romeWeek } from './monitoring.fixtures';

const subjects = Object.fromEntries(watchedSubjects(romeWeek, '2026-06-01T00:00:00Z').map((subject) => [subject.id.replace('tour-1/', ''), subject]));
const reading: CheckOutcome = { kind: 'reading' };
const noData = (consecutiveFailures: number): CheckOutcome => ({ kind: 'no data', consecutiveFailures });

describe('nextCheckAt', () => {
  it.each<[string, string, CheckOutcome | null, string | null]>([
    ['flight:f1', '2026-06-08T07:00:00Z', reading, '2026-06-08T08:00:00.000Z'],
    ['flight:f1', '2026-06-09T07:00:00Z', reading, '2026-06-09T07:15:00.000Z'],
    ['flight:f1', '2026-06-10T03:59:00Z', reading, '2026-06-10T04:14:00.000Z'],
    ['flight:f1', '2026-06-10T04:00:00Z', reading, '2026-06-10T04:05:00.000Z'],
    ['flight:f1', '2026-06-10T08:00:00Z', reading, '2026-06-10T08:05:00.000Z'],
    ['flight:f1', '2026-06-10T09:43:00Z', reading, '2026-06-10T09:45:00.000Z'],
    ['flight:f1', '2026-06-10T09:45:00Z', reading, null],
    ['flight:f1', '2026-06-09T00:00:00Z', null, '2026-06-09T00:00:00.000Z'],
    ['flight:f1', '2026-06-01T00:00:00Z', null, '2026-06-07T07:00:00.000Z'],
    ['transfer:t1', '2026-06-10T07:30:00Z', reading, '2026-06-10T07:40:00.000Z'],
    ['transfer:t1', '2026-06-10T07:29:00Z', reading, '2026-06-10T07:59:00.000Z'],
    ['transfer:t1', '2026-06-10T11:00:00Z', reading, '2026-06-10T11:10:00.000Z'],
    ['transfer:t1', '2026-06-09T00:00:00Z', reading, '2026-06-09T10:30:00.000Z'],
    ['weather:a2', '2026-06-13T08:00:00Z', reading, '2026-06-13T09:00:00.000Z'],
    ['weather:a2', '2026-06-13T07:59:00Z', reading, '2026-06-13T10:59:00.000Z'],
    ['weather:a2', '2026-06-14T10:30:00Z', reading, '2026-06-14T11:00:00.000Z'],
  ])('%s checked at %s (%j) is checked next at %s', (id, now, outcome, expected) => {
    expect(nextCheckAt(subjects[id], now, outcome)).toBe(expected);
  });

  it.each<[string, number, number]>([
    ['flight:f1', 1, 10],
    ['flight:f1', 2, 20],
    ['flight:f1', 3, 40],
    ['flight:f1', 4, 60],
    ['flight:f1', 9, 60],
    ['transfer:t1', 1, 60],
    ['weather:a2', 1, 180],
  ])('%s after %d checks without data in a row waits %d minutes', (id, failures, minutes) => {
    const now = { 'flight:f1': '2026-06-10T04:00:00Z', 'transfer:t1': '2026-06-09T12:00:00Z', 'weather:a2': '2026-06-10T00:00:00Z' }[id]!;
    expect(nextCheckAt(subjects[id], now, noData(failures))).toBe(new Date(Date.parse(now) + minutes * 60_000).toISOString());
  });
});
