// What the monitor measures: each measure named by its settings path, its unit, its label, its direction and its thresholds.
import type { NotificationSettings, Severity, Thresholds } from '../settings/settings';

/** Measures with a threshold table in the notifications settings (SPEC.md §3, §9). */
export const THRESHOLD_MEASURES = [
  'weather.minTemperature',
  'weather.maxTemperature',
  'weather.windSpeed',
  'weather.precipitation',
  'flight.departureDelay',
  'flight.arrivalDelay',
  'transfer.durationDelay',
] as const;
export type ThresholdMeasure = (typeof THRESHOLD_MEASURES)[number];

/** Measures that either happened (value 1) or did not (value 0), each at a fixed level. */
export const FIXED_LEVEL_MEASURES = {
  'flight.cancelled': 'CRITICAL',
  'flight.diverted': 'ALERT',
  'monitoring.degraded': 'INFO',
  'sms.numberRejected': 'INFO',
} as const satisfies Record<string, Severity>;
export type FixedLevelMeasure = keyof typeof FIXED_LEVEL_MEASURES;

export type Measure = ThresholdMeasure | FixedLevelMeasure;
export const MEASURES: readonly Measure[] = [...THRESHOLD_MEASURES, ...(Object.keys(FIXED_LEVEL_MEASURES) as FixedLevelMeasure[])];

export const isMeasure = (value: unknown): value is Measure => typeof value === 'string' && (MEASURES as readonly string[]).includes(value);
export const isThresholdMeasure = (measure: Measure): measure is ThresholdMeasure => (THRESHOLD_MEASURES as readonly string[]).includes(measure);

/** °C; km/h of the sustained wind 10 m above ground; mm of precipitation per hour; minutes of delay; '' for what happened or not. */
export type Unit = '°C' | 'km/h' | 'mm/h' | 'min' | '';

const UNITS: Record<Measure, Unit> = {
  'weather.minTemperature': '°C',
  'weather.maxTemperature': '°C',
  'weather.windSpeed': 'km/h',
  'weather.precipitation': 'mm/h',
  'flight.departureDelay': 'min',
  'flight.arrivalDelay': 'min',
  'transfer.durationDelay': 'min',
  'flight.cancelled': '',
  'flight.diverted': '',
  'monitoring.degraded': '',
  'sms.numberRejected': '',
};

const LABELS: Record<Measure, string> = {
  'weather.minTemperature': 'Low temperature',
  'weather.maxTemperature': 'High temperature',
  'weather.windSpeed': 'Wind (sustained, 10 m)',
  'weather.precipitation': 'Precipitation',
  'flight.departureDelay': 'Departure delay',
  'flight.arrivalDelay': 'Arrival delay',
  'transfer.durationDelay': 'Transfer delay',
  'flight.cancelled': 'Flight cancelled',
  'flight.diverted': 'Flight diverted',
  'monitoring.degraded': 'Monitoring degraded',
  'sms.numberRejected': 'SMS number rejected',
};

export const unitOf = (measure: Measure): Unit => UNITS[measure];
export const labelOf = (measure: Measure): string => LABELS[measure];

/** A value with its unit, as pages and messages show it: '52 km/h', '-6 °C', '45 min'. */
export function formatValue(measure: Measure, value: number): string {
  const unit = unitOf(measure);
  return unit === '' ? String(value) : `${Number(value.toFixed(1))} ${unit}`;
}

/** The minimum temperature is crossed downwards (colder is worse); every other measure upwards. */
export type Direction = 'upwards' | 'downwards';
export const directionOf = (measure: ThresholdMeasure): Direction => (measure === 'weather.minTemperature' ? 'downwards' : 'upwards');

/** The organization's thresholds for a measure, read at its settings path. */
export function thresholdsOf(measure: ThresholdMeasure, settings: NotificationSettings): Thresholds {
  switch (measure) {
    case 'weather.minTemperature':
      return settings.weather.minTemperature;
    case 'weather.maxTemperature':
      return settings.weather.maxTemperature;
    case 'weather.windSpeed':
      return settings.weather.windSpeed;
    case 'weather.precipitation':
      return settings.weather.precipitation;
    case 'flight.departureDelay':
      return settings.flight.departureDelay;
    case 'flight.arrivalDelay':
      return settings.flight.arrivalDelay;
    case 'transfer.durationDelay':
      return settings.transfer.durationDelay;
    default: {
      const exhaustive: never = measure;
      return exhaustive;
    }
  }
}

/**
 * The measures of a subject not to evaluate while others say more: a cancelled flight mutes both its delays (there is
 * no departure to be late), a diverted flight mutes its arrival delay (it lands elsewhere). `happened` lists the
 * fixed-level measures whose latest reading was 1, or whose notification is open.
 */
export function mutedMeasures(happened: readonly Measure[]): Measure[] {
  const muted = new Set<Measure>();
  if (happened.includes('flight.cancelled')) muted.add('flight.departureDelay').add('flight.arrivalDelay');
  if (happened.includes('flight.diverted')) muted.add('flight.arrivalDelay');
  return [...muted];
}
