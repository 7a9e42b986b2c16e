// Shared test data for the notification specifications: the wind at the Colosseum, read by Open-Meteo.
import { defaultSettings } from '../settings/settings';
import type { Severity } from '../settings/settings';
import type { Measure } from './measures';
import type { Explanation, NotificationEvent, Reading } from './notification';
import type { NotificationCommand, NotificationContext } from './notification-commands';
import { notificationIdOf } from './notification-occurrences';

export const subjectId = 'tour-1/weather:a1';
export const measure: Measure = 'weather.windSpeed';
export const notificationId = notificationIdOf(subjectId, measure, 1);
export const context: NotificationContext = { settings: defaultSettings().notifications, settingsRevision: 3 };
export const at = '2026-06-10T12:00:00.000Z';

export const wind = (value: number): Reading => ({
  measure,
  value,
  unit: 'km/h',
  observedAt: '2026-06-10T13:00:00.000Z',
  provider: 'open-meteo',
  fetchedAt: '2026-06-10T11:59:58.000Z',
  simulated: false,
});

const THRESHOLDS = { WARNING: 30, ALERT: 50, CRITICAL: 70 } as const;
export const explained = (value: number, level: Exclude<Severity, 'INFO'> = 'WARNING'): Explanation => ({
  reading: wind(value),
  threshold: { level, value: THRESHOLDS[level] },
  settingsRevision: 3,
});

export const evaluate = (reading: Reading | 'no data', occurrence = 1): NotificationCommand => ({
  type: 'EvaluateReading',
  data: { orgId: 'org-1', tourId: 'tour-1', subjectId, measure, occurrence, reading, at },
});

export const raised = (value: number, level: Exclude<Severity, 'INFO'>): NotificationEvent => ({
  type: 'NotificationRaised',
  data: { notificationId, orgId: 'org-1', tourId: 'tour-1', subjectId, measure, occurrence: 1, level, explanation: explained(value, level), at },
});
export const escalated = (value: number, level: Exclude<Severity, 'INFO'>): NotificationEvent => ({
  type: 'NotificationEscalated',
  data: { notificationId, level, explanation: explained(value, level), at },
});
export const eased = (value: number): NotificationEvent => ({ type: 'NotificationEased', data: { notificationId, explanation: explained(value) } });
export const read: NotificationEvent = { type: 'NotificationRead', data: { notificationId } };
export const acknowledged: NotificationEvent = { type: 'NotificationAcknowledged', data: { notificationId } };
export const resolvedByOperator: NotificationEvent = { type: 'NotificationResolved', data: { notificationId, by: 'operator' } };
export const dismissed: NotificationEvent = { type: 'NotificationDismissed', data: { notificationId, reason: 'Indoor visit instead' } };
export const expired: NotificationEvent = { type: 'NotificationExpired', data: { notificationId } };
