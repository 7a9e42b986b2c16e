// Specifications of the backtest: recorded wind and flight checks replayed with default and draft thresholds.
import { defaultSettings, type NotificationSettings } from '../settings/settings';
import { backtest, type RecordedCheck } from './backtest';
import type { Measure } from './measures';
import type { Reading } from './notification';

const defaults = defaultSettings().notifications;
/** Wind at 20/35/55 km/h instead of 30/50/70. */
const stricter: NotificationSettings = { ...defaults, weather: { ...defaults.weather, windSpeed: { WARNING: 20, ALERT: 35, CRITICAL: 55 } } };

const reading = (measure: Measure, value: number): Reading => ({ measure, value, unit: '', observedAt: '2026-06-10T12:00:00.000Z', provider: 'simulated', fetchedAt: '2026-06-10T12:00:00.000Z', simulated: true });
const at = (minute: number) => new Date(Date.parse('2026-06-10T12:00:00.000Z') + minute * 60_000).toISOString();

/** A subject's wind checks, one every minute. */
const windChecks = (values: number[], subjectId = 'tour-1/weather:a1'): RecordedCheck[] =>
  values.map((value, minute) => ({ subjectId, tourId: 'tour-1', readings: [reading('weather.windSpeed', value)], at: at(minute) }));

const none = { WARNING: 0, ALERT: 0, CRITICAL: 0 };

describe('backtest', () => {
  it.each([
    ['nothing for calm readings', [10, 20, 29], { counts: none, escalations: 0 }],
    ['one WARNING for a crossing that stays there', [31, 35, 40], { counts: { ...none, WARNING: 1 }, escalations: 0 }],
    ['one notification at its highest level, escalated in place', [31, 51, 71, 40], { counts: { ...none, CRITICAL: 1 }, escalations: 2 }],
    ['never twice for a level, never lowered', [55, 31, 56, 52], { counts: { ...none, ALERT: 1 }, escalations: 0 }],
    ['one calm check does not resolve: the next crossing is the same notification', [35, 10, 36], { counts: { ...none, WARNING: 1 }, escalations: 0 }],
    ['two calm checks resolve: the next crossing is a new notification', [35, 10, 10, 36], { counts: { ...none, WARNING: 2 }, escalations: 0 }],
    ['a resolved ALERT and a new WARNING count apart', [52, 10, 10, 31], { counts: { ...none, WARNING: 1, ALERT: 1 }, escalations: 0 }],
  ] as const)('counts %s', (_what, values, expected) => {
    expect(backtest(windChecks([...values]), defaults)).toEqual({ checks: values.length, subjects: 1, ...expected });
  });

  it('raises more with stricter thresholds than with the defaults', () => {
    const checks = windChecks([25, 40, 10, 10, 60, 45]);
    expect(backtest(checks, defaults)).toMatchObject({ counts: { ...none, WARNING: 1, ALERT: 1 }, escalations: 0 });
    expect(backtest(checks, stricter)).toMatchObject({ counts: { ...none, ALERT: 1, CRITICAL: 1 }, escalations: 1 });
  });

  it('replays each subject and measure on its own, in time order', () => {
    const a = windChecks([35, 10, 10], 'tour-1/weather:a1');
    const b = windChecks([10, 52], 'tour-1/weather:a2');
    const shuffled = [a[2], b[1], a[0], b[0], a[1], { ...a[0], readings: [reading('weather.precipitation', 0)], at: at(5) }];
    expect(backtest(shuffled, defaults)).toEqual({ checks: 6, subjects: 2, counts: { ...none, WARNING: 1, ALERT: 1 }, escalations: 0 });
  });

  it('mutes the delays of a cancelled flight, as the monitor does, and counts the cancellation at CRITICAL', () => {
    const flight = (readings: Reading[], minute: number): RecordedCheck => ({ subjectId: 'tour-1/flight:f1', tourId: 'tour-1', readings, at: at(minute) });
    const checks = [flight([reading('flight.departureDelay', 20), reading('flight.cancelled', 0)], 0), flight([reading('flight.departureDelay', 90), reading('flight.cancelled', 1)], 1)];
    expect(backtest(checks, defaults)).toEqual({ checks: 2, subjects: 1, counts: { ...none, WARNING: 1, CRITICAL: 1 }, escalations: 0 });
  });

  it('counts nothing without checks', () => {
    expect(backtest([], defaults)).toEqual({ checks: 0, subjects: 0, counts: none, escalations: 0 });
  });
});
