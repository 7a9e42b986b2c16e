// Specifications of levels: every measure at, just below and just above each SPEC.md §9 default threshold; and thresholds-table checks.
import { defaultSettings, type NotificationSettings } from '../settings/settings';
import { formatValue, labelOf, mutedMeasures, unitOf, type Measure, type ThresholdMeasure } from './measures';
import { isE164Phone, levelOf, notificationSettingsProblems, thresholdOf, type Level } from './threshold-levels';

const settings = defaultSettings().notifications;

/** SPEC.md §9, written out again so a change of the defaults shows here. */
const SECTION_9: [ThresholdMeasure, number, number, number][] = [
  ['weather.minTemperature', 0, -5, -10],
  ['weather.maxTemperature', 30, 35, 40],
  ['weather.windSpeed', 30, 50, 70],
  ['weather.precipitation', 5, 15, 30],
  ['flight.departureDelay', 15, 30, 60],
  ['flight.arrivalDelay', 15, 30, 60],
  ['transfer.durationDelay', 5, 15, 30],
];

const levels = ['normal', 'WARNING', 'ALERT', 'CRITICAL'] as const;

/** [measure, value, expected level]: at each threshold, one tenth short of it, one tenth past it. */
const rows: [Measure, number, Level][] = SECTION_9.flatMap(([measure, ...thresholds]) => {
  const worse = measure === 'weather.minTemperature' ? -0.1 : 0.1;
  return thresholds.flatMap((threshold, index): [Measure, number, Level][] => [
    [measure, threshold - worse, levels[index]],
    [measure, threshold, levels[index + 1]],
    [measure, threshold + worse, levels[index + 1]],
  ]);
});

describe('levelOf with the §9 defaults', () => {
  it.each(rows)('%s at %d is %s', (measure, value, level) => {
    expect(levelOf(measure, Number(value.toFixed(1)), settings)).toBe(level);
  });

  it.each([
    ['weather.minTemperature', 25],
    ['weather.maxTemperature', -20],
    ['weather.windSpeed', 0],
    ['flight.departureDelay', -10],
  ] as const)('%s at %d (the good side) is normal', (measure, value) => {
    expect(levelOf(measure, value, settings)).toBe('normal');
  });

  it.each([
    ['flight.cancelled', 'CRITICAL'],
    ['flight.diverted', 'ALERT'],
    ['monitoring.degraded', 'INFO'],
    ['sms.numberRejected', 'INFO'],
  ] as const)('%s is %s when it happened, normal when not', (measure, level) => {
    expect(levelOf(measure, 1, settings)).toBe(level);
    expect(levelOf(measure, 0, settings)).toBe('normal');
  });

  it('reads the organization thresholds, not the defaults', () => {
    const custom: NotificationSettings = { ...settings, weather: { ...settings.weather, windSpeed: { WARNING: 20, ALERT: 25, CRITICAL: 45 } } };
    expect(levelOf('weather.windSpeed', 26, custom)).toBe('ALERT');
    expect(thresholdOf('weather.windSpeed', 'ALERT', custom)).toBe(25);
    expect(thresholdOf('flight.cancelled', 'CRITICAL', custom)).toBeNull();
  });
});

describe('units and labels', () => {
  it.each([
    ['weather.minTemperature', '°C', '-6 °C'],
    ['weather.maxTemperature', '°C', '36.5 °C'],
    ['weather.windSpeed', 'km/h', '52 km/h'],
    ['weather.precipitation', 'mm/h', '7.2 mm/h'],
    ['flight.departureDelay', 'min', '45 min'],
    ['transfer.durationDelay', 'min', '12 min'],
  ] as const)('%s is in %s', (measure, unit, shown) => {
    expect(unitOf(measure)).toBe(unit);
    expect(formatValue(measure, Number.parseFloat(shown))).toBe(shown);
    expect(labelOf(measure)).not.toBe('');
  });
});

describe('mutedMeasures', () => {
  it('mutes both delays of a cancelled flight and the arrival delay of a diverted one', () => {
    expect(mutedMeasures(['flight.cancelled']).sort()).toEqual(['flight.arrivalDelay', 'flight.departureDelay']);
    expect(mutedMeasures(['flight.diverted'])).toEqual(['flight.arrivalDelay']);
    expect(mutedMeasures([])).toEqual([]);
  });
});

describe('notificationSettingsProblems', () => {
  const withWind = (WARNING: number, ALERT: number, CRITICAL: number): NotificationSettings => ({
    ...settings,
    weather: { ...settings.weather, windSpeed: { WARNING, ALERT, CRITICAL } },
  });
  const withCold = (WARNING: number, ALERT: number, CRITICAL: number): NotificationSettings => ({
    ...settings,
    weather: { ...settings.weather, minTemperature: { WARNING, ALERT, CRITICAL } },
  });

  it('finds nothing wrong with the defaults', () => {
    expect(notificationSettingsProblems(settings)).toEqual({});
  });

  it.each<[string, NotificationSettings, Record<string, string>]>([
    ['an ALERT not above WARNING', withWind(30, 30, 70), { 'weather.windSpeed.ALERT': 'weather.windSpeed.ALERT must be above WARNING (30 km/h).' }],
    ['a CRITICAL below ALERT', withWind(30, 50, 40), { 'weather.windSpeed.CRITICAL': 'weather.windSpeed.CRITICAL must be above ALERT (50 km/h).' }],
    ['a cold ALERT warmer than WARNING', withCold(0, 2, -10), { 'weather.minTemperature.ALERT': 'weather.minTemperature.ALERT must be below WARNING (0 °C).' }],
    ['a cold CRITICAL not below ALERT', withCold(0, -5, -5), { 'weather.minTemperature.CRITICAL': 'weather.minTemperature.CRITICAL must be below ALERT (-5 °C).' }],
    ['a threshold that is not a number', withWind(30, Number.NaN, 70), { 'weather.windSpeed.ALERT': 'weather.windSpeed.ALERT must be a number of km/h.' }],
    ['an infinite threshold', withWind(30, 50, Number.POSITIVE_INFINITY), { 'weather.windSpeed.CRITICAL': 'weather.windSpeed.CRITICAL must be a number of km/h.' }],
    ['a phone without its country code', { ...settings, phone: '333 123 4567' }, { phone: 'phone must be an international number in E.164 form, like +393331234567, or empty for no SMS.' }],
  ])('names %s', (_, candidate, problems) => {
    expect(notificationSettingsProblems(candidate)).toEqual(problems);
  });

  it('accepts an empty phone (no SMS) and an E.164 number', () => {
    expect(notificationSettingsProblems({ ...settings, phone: '' })).toEqual({});
    expect(notificationSettingsProblems({ ...settings, phone: '+393331234567' })).toEqual({});
  });

  it.each([
    ['+393331234567', true],
    ['+14155550100', true],
    ['+0123456', false],
    ['393331234567', false],
    ['+39 333 123 4567', false],
    ['+1234567890123456', false],
  ])('E.164: %s is %s', (phone, valid) => {
    expect(isE164Phone(phone)).toBe(valid);
  });
});
