// The notification settings form's values as typed, and the document they make once the domain finds nothing wrong with it.
import { THRESHOLD_LEVELS, THRESHOLD_MEASURES, notificationSettingsProblems, thresholdsOf, type NotificationSettings, type ThresholdMeasure, type Thresholds } from '@tourops/domain';
import type { FieldErrors } from '../../shared/forms/fieldErrors';

type Level = (typeof THRESHOLD_LEVELS)[number];

export interface NotificationSettingsDraft {
  phone: string;
  /** Each threshold as typed, keyed `${measure}.${level}`. */
  thresholds: Record<string, string>;
}

export const thresholdField = (measure: ThresholdMeasure, level: Level) => `${measure}.${level}`;

export function draftOfNotificationSettings(settings: NotificationSettings): NotificationSettingsDraft {
  const thresholds: Record<string, string> = {};
  for (const measure of THRESHOLD_MEASURES) for (const level of THRESHOLD_LEVELS) thresholds[thresholdField(measure, level)] = String(thresholdsOf(measure, settings)[level]);
  return { phone: settings.phone, thresholds };
}

/** The stored document with a measure's thresholds replaced, at its settings path. */
function withThresholds(settings: NotificationSettings, measure: ThresholdMeasure, thresholds: Thresholds): NotificationSettings {
  const [group, name] = measure.split('.') as ['weather' | 'flight' | 'transfer', string];
  return { ...settings, [group]: { ...settings[group], [name]: thresholds } };
}

/** The document of a draft over the stored one (SMS settings kept); numbers that are not numbers stay NaN for the check to name. */
export function notificationSettingsOf(draft: NotificationSettingsDraft, stored: NotificationSettings): NotificationSettings {
  let settings: NotificationSettings = { ...stored, phone: draft.phone.trim().replace(/[\s()-]/g, '') };
  for (const measure of THRESHOLD_MEASURES) {
    const value = (level: Level) => {
      const typed = draft.thresholds[thresholdField(measure, level)].trim();
      return typed === '' ? Number.NaN : Number(typed);
    };
    settings = withThresholds(settings, measure, { WARNING: value('WARNING'), ALERT: value('ALERT'), CRITICAL: value('CRITICAL') });
  }
  return settings;
}

/** What the API would refuse, by field: the domain's one rule. */
export const checkNotificationSettings = (draft: NotificationSettingsDraft, stored: NotificationSettings): FieldErrors =>
  notificationSettingsProblems(notificationSettingsOf(draft, stored));
