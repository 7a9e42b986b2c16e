// A notification: one occurrence of a subject's measure crossing its thresholds, its events, state and evolve.
import type { Severity } from '../settings/settings';
import type { Measure, Unit } from './measures';
import type { Level } from './threshold-levels';

export const NOTIFICATION_STATUSES = ['UNREAD', 'READ', 'ACKNOWLEDGED', 'RESOLVED', 'DISMISSED', 'EXPIRED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const FINAL_STATUSES: readonly NotificationStatus[] = ['RESOLVED', 'DISMISSED', 'EXPIRED'];
export const isFinalStatus = (status: NotificationStatus): boolean => FINAL_STATUSES.includes(status);

/** One value a provider gave for a measure. */
export interface Reading {
  measure: Measure;
  value: number;
  unit: Unit;
  /** The instant the value is for: when it was observed, or the hour a forecast is valid for. */
  observedAt: string;
  /** 'open-meteo', 'aerodatabox', 'mapbox', 'simulated'… */
  provider: string;
  fetchedAt: string;
  simulated: boolean;
}

/** Why a notification is at its level: the reading, the threshold it was compared with, the settings revision in force. */
export interface Explanation {
  reading: Reading;
  /** The level's threshold (WARNING's when the reading is back to normal); value null for fixed-level measures. */
  threshold: { level: Severity; value: number | null };
  settingsRevision: number;
}

export type ClosedBy = 'system' | 'operator';

export type NotificationEvent =
  | {
      type: 'NotificationRaised';
      data: { notificationId: string; orgId?: string; tourId: string; subjectId: string; measure: Measure; occurrence: number; level: Severity; explanation: Explanation; at: string };
    }
  | { type: 'NotificationEscalated'; data: { notificationId: string; level: Severity; explanation: Explanation; at: string } }
  /** A check found the reading back to normal: one calm check towards resolving. */
  | { type: 'NotificationEased'; data: { notificationId: string; explanation: Explanation } }
  /** A check after a calm one found the reading at a level again: the calm checks start over. */
  | { type: 'NotificationEasingInterrupted'; data: { notificationId: string; level: Level; explanation: Explanation } }
  | { type: 'NotificationRead'; data: { notificationId: string } }
  | { type: 'NotificationAcknowledged'; data: { notificationId: string; note?: string } }
  | { type: 'NotificationResolved'; data: { notificationId: string; by: ClosedBy; note?: string; explanation?: Explanation } }
  | { type: 'NotificationDismissed'; data: { notificationId: string; reason: string } }
  | { type: 'NotificationExpired'; data: { notificationId: string } };

export type NotificationEventType = NotificationEvent['type'];

export const NOTIFICATION_EVENT_TYPES: readonly NotificationEventType[] = [
  'NotificationRaised',
  'NotificationEscalated',
  'NotificationEased',
  'NotificationEasingInterrupted',
  'NotificationRead',
  'NotificationAcknowledged',
  'NotificationResolved',
  'NotificationDismissed',
  'NotificationExpired',
];

export interface Notification {
  notificationId: string;
  orgId?: string;
  tourId: string;
  subjectId: string;
  measure: Measure;
  occurrence: number;
  status: NotificationStatus;
  /** The highest level reached: it never falls while the notification is open. */
  level: Severity;
  /** When it was raised or last escalated, so unread at its level since then. */
  levelSince: string;
  explanation: Explanation;
  /** Checks in a row that found the reading back to normal; two resolve it. */
  calmChecks: number;
  closedBy: ClosedBy | null;
  note?: string;
}

export type NotificationState = { status: 'absent' } | { status: 'present'; notification: Notification };

export const initialNotificationState: NotificationState = { status: 'absent' };

export const isOpen = (state: NotificationState): boolean => state.status === 'present' && !isFinalStatus(state.notification.status);

const closed = (notification: Notification, status: NotificationStatus, closedBy: ClosedBy, note?: string): Notification => ({
  ...notification,
  status,
  closedBy,
  ...(note === undefined ? {} : { note }),
});

/** Applies one event to a notification. Used by the decider and, unchanged, by the projections. */
export function evolveNotification(notification: Notification | null, event: NotificationEvent): Notification | null {
  if (event.type === 'NotificationRaised') {
    const { at, ...data } = event.data;
    return { ...data, status: 'UNREAD', levelSince: at, calmChecks: 0, closedBy: null };
  }
  if (!notification) return null;
  switch (event.type) {
    case 'NotificationEscalated':
      return { ...notification, status: 'UNREAD', level: event.data.level, levelSince: event.data.at, explanation: event.data.explanation, calmChecks: 0 };
    case 'NotificationEased':
      return { ...notification, calmChecks: notification.calmChecks + 1 };
    case 'NotificationEasingInterrupted':
      return { ...notification, calmChecks: 0 };
    case 'NotificationRead':
      return { ...notification, status: 'READ' };
    case 'NotificationAcknowledged':
      return { ...notification, status: 'ACKNOWLEDGED', ...(event.data.note === undefined ? {} : { note: event.data.note }) };
    case 'NotificationResolved':
      return closed(notification, 'RESOLVED', event.data.by, event.data.note);
    case 'NotificationDismissed':
      return closed(notification, 'DISMISSED', 'operator', event.data.reason);
    case 'NotificationExpired':
      return closed(notification, 'EXPIRED', 'system');
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function evolveNotificationState(state: NotificationState, event: NotificationEvent): NotificationState {
  const notification = evolveNotification(state.status === 'present' ? state.notification : null, event);
  return notification ? { status: 'present', notification } : state;
}

export const notificationStreamName = (orgId: string, notificationId: string) => `notification-${orgId}.${notificationId}`;
