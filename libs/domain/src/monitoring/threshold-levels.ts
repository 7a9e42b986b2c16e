// The level a reading reaches against the organization's thresholds, and the checks a thresholds table must pass.
import type { NotificationSettings, Severity, Thresholds } from '../settings/settings';
import {
  FIXED_LEVEL_MEASURES,
  THRESHOLD_MEASURES,
  directionOf,
  formatValue,
  isThresholdMeasure,
  thresholdsOf,
  unitOf,
  type Measure,
  type ThresholdMeasure,
} from './measures';

/** A severity, or 'normal' when a reading reaches no level (below WARNING, or a thing that did not happen). */
export type Level = 'normal' | Severity;

export const THRESHOLD_LEVELS = ['WARNING', 'ALERT', 'CRITICAL'] as const;
export type ThresholdLevel = (typeof THRESHOLD_LEVELS)[number];

const RANKS: Record<Level, number> = { normal: 0, INFO: 1, WARNING: 2, ALERT: 3, CRITICAL: 4 };

/** Orders levels: normal < INFO < WARNING < ALERT < CRITICAL. */
export const rankOf = (level: Level): number => RANKS[level];
export const isAbove = (level: Level, other: Level): boolean => rankOf(level) > rankOf(other);

const reaches = (measure: ThresholdMeasure, value: number, threshold: number) =>
  directionOf(measure) === 'downwards' ? value <= threshold : value >= threshold;

/**
 * The highest of WARNING, ALERT and CRITICAL whose threshold the value reaches, inclusive; 'normal' below WARNING.
 * A fixed-level measure (flight.cancelled…) is at its level when the value is 1, and normal otherwise.
 */
export function levelOf(measure: Measure, value: number, settings: NotificationSettings): Level {
  if (!isThresholdMeasure(measure)) return value >= 1 ? FIXED_LEVEL_MEASURES[measure] : 'normal';
  const thresholds = thresholdsOf(measure, settings);
  for (const level of [...THRESHOLD_LEVELS].reverse()) if (reaches(measure, value, thresholds[level])) return level;
  return 'normal';
}

/** The threshold a level of a measure stands for; null for fixed-level measures and for 'normal' or INFO. */
export function thresholdOf(measure: Measure, level: Level, settings: NotificationSettings): number | null {
  if (!isThresholdMeasure(measure) || level === 'normal' || level === 'INFO') return null;
  return thresholdsOf(measure, settings)[level];
}

/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
export const isE164Phone = (value: unknown): value is string => typeof value === 'string' && /^\+[1-9]\d{1,14}$/.test(value);

function thresholdsProblems(measure: ThresholdMeasure, thresholds: Thresholds | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  const kind = directionOf(measure) === 'upwards' ? 'above' : 'below';
  for (const [index, level] of THRESHOLD_LEVELS.entries()) {
    const value: unknown = thresholds?.[level];
    const field = `${measure}.${level}`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems[field] = `${field} must be a number of ${unitOf(measure)}.`;
      continue;
    }
    if (index === 0) continue;
    const lower = THRESHOLD_LEVELS[index - 1];
    const previous: unknown = thresholds?.[lower];
    if (typeof previous !== 'number' || !Number.isFinite(previous)) continue;
    const ordered = directionOf(measure) === 'upwards' ? value > previous : value < previous;
    if (!ordered) problems[field] = `${field} must be ${kind} ${lower} (${formatValue(measure, previous)}).`;
  }
  return problems;
}

/**
 * The problems of a notifications settings document, keyed by the field they concern: every threshold a finite
 * number, the levels of each measure in its direction (WARNING < ALERT < CRITICAL, or the other way round for the
 * minimum temperature), and a phone in E.164 form or empty (no SMS). Empty when the document is sound.
 */
export function notificationSettingsProblems(settings: NotificationSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  if (settings.phone !== '' && !isE164Phone(settings.phone))
    problems.phone = `phone must be an international number in E.164 form, like +393331234567, or empty for no SMS.`;
  for (const measure of THRESHOLD_MEASURES) {
    let thresholds: Thresholds | undefined;
    try {
      thresholds = thresholdsOf(measure, settings);
    } catch {
      thresholds = undefined;
    }
    Object.assign(problems, thresholdsProblems(measure, thresholds));
  }
  return problems;
}
