// Specifications of occurrences: deterministic ids, the statuses a notification goes through, and when a closed one gives way.
import { evolveNotificationState, initialNotificationState, isOpen, notificationStreamName, type NotificationEvent, type NotificationState } from './notification';
import { firstOccurrence, notificationIdOf, occurrenceForReading, opensNextOccurrence } from './notification-occurrences';
import { acknowledged, at, dismissed, escalated, expired, notificationId, raised, read, resolvedByOperator } from './notification.fixtures';

const fold = (...events: NotificationEvent[]): NotificationState => events.reduce(evolveNotificationState, initialNotificationState);
const resolvedBySystem: NotificationEvent = { type: 'NotificationResolved', data: { notificationId, by: 'system' } };

describe('notification ids', () => {
  it('are the same for the same subject, measure and occurrence, and fit a URL', () => {
    const id = notificationIdOf('tour-1/weather:a1', 'weather.windSpeed', 1);
    expect(notificationIdOf('tour-1/weather:a1', 'weather.windSpeed', 1)).toBe(id);
    expect(id).toMatch(/^ntf-[0-9a-f]{16}-1$/);
    expect(notificationStreamName('org-1', id)).toBe(`notification-org-1.${id}`);
  });

  it('differ by subject, measure and occurrence', () => {
    const ids = new Set([
      notificationIdOf('tour-1/weather:a1', 'weather.windSpeed', 1),
      notificationIdOf('tour-1/weather:a1', 'weather.windSpeed', 2),
      notificationIdOf('tour-1/weather:a1', 'weather.precipitation', 1),
      notificationIdOf('tour-2/weather:a1', 'weather.windSpeed', 1),
    ]);
    expect(ids.size).toBe(4);
  });

  it('count occurrences from 1', () => {
    expect(() => notificationIdOf('tour-1/flight:f1', 'flight.cancelled', 0)).toThrow('An occurrence counts from 1, not 0.');
  });
});

describe('evolve', () => {
  it('goes UNREAD, READ, ACKNOWLEDGED, and escalation makes it UNREAD again at its new level', () => {
    expect(fold(raised(31, 'WARNING'))).toMatchObject({ notification: { status: 'UNREAD', level: 'WARNING', levelSince: at, calmChecks: 0, closedBy: null } });
    expect(fold(raised(31, 'WARNING'), read)).toMatchObject({ notification: { status: 'READ' } });
    expect(fold(raised(31, 'WARNING'), read, acknowledged, escalated(72, 'CRITICAL'))).toMatchObject({ notification: { status: 'UNREAD', level: 'CRITICAL' } });
  });

  it.each<[string, NotificationEvent, string, string]>([
    ['resolved by an operator', resolvedByOperator, 'RESOLVED', 'operator'],
    ['resolved by the system', resolvedBySystem, 'RESOLVED', 'system'],
    ['dismissed', dismissed, 'DISMISSED', 'operator'],
    ['expired', expired, 'EXPIRED', 'system'],
  ])('is closed once %s', (_, closing, status, closedBy) => {
    const state = fold(raised(31, 'WARNING'), closing);
    expect(state).toMatchObject({ notification: { status, closedBy } });
    expect(isOpen(state)).toBe(false);
  });
});

describe('opensNextOccurrence', () => {
  it.each<[string, NotificationEvent[], 'normal' | 'WARNING' | 'ALERT', boolean, boolean]>([
    ['none raised yet', [], 'ALERT', false, false],
    ['the current one still open', [raised(31, 'WARNING')], 'ALERT', false, false],
    ['a normal reading after the system resolved it', [raised(31, 'WARNING'), resolvedBySystem], 'normal', false, false],
    ['a crossing after the system resolved it', [raised(31, 'WARNING'), resolvedBySystem], 'WARNING', false, true],
    ['a crossing after it expired', [raised(31, 'WARNING'), expired], 'WARNING', false, true],
    ['the same level after an operator dismissed it', [raised(31, 'WARNING'), dismissed], 'WARNING', false, false],
    ['the same level after an operator resolved it', [raised(31, 'WARNING'), resolvedByOperator], 'WARNING', false, false],
    ['a higher level after an operator dismissed it', [raised(31, 'WARNING'), dismissed], 'ALERT', false, true],
    ['the same level after a normal reading since the dismissal', [raised(31, 'WARNING'), dismissed], 'WARNING', true, true],
  ])('%s: %s', (_, events, level, normalSinceClosed, opens) => {
    expect(opensNextOccurrence(fold(...events), level, normalSinceClosed)).toBe(opens);
  });
});

describe('occurrenceForReading', () => {
  const dismissedState = fold(raised(31, 'WARNING'), dismissed);

  it('stays on an open occurrence', () => {
    expect(occurrenceForReading(firstOccurrence, fold(raised(31, 'WARNING')), 'ALERT')).toEqual(firstOccurrence);
  });

  it('keeps a dismissed key muted until a normal reading, then opens the next occurrence on the next crossing', () => {
    const muted = occurrenceForReading(firstOccurrence, dismissedState, 'WARNING');
    expect(muted).toEqual({ occurrence: 1, normalSinceClosed: false });
    const cleared = occurrenceForReading(muted, dismissedState, 'normal');
    expect(cleared).toEqual({ occurrence: 1, normalSinceClosed: true });
    expect(occurrenceForReading(cleared, dismissedState, 'WARNING')).toEqual({ occurrence: 2, normalSinceClosed: false });
  });
});
