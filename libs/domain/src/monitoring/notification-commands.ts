// The notification decider: the monitor evaluates readings and expires; operators read, acknowledge, resolve and dismiss.
import { conflict, invalid, notFound, type Decider } from '../shared/decider';
import type { NotificationSettings } from '../settings/settings';
import { FIXED_LEVEL_MEASURES, isThresholdMeasure, labelOf, type Measure } from './measures';
import { isAbove, levelOf, thresholdOf, type Level } from './threshold-levels';
import {
  evolveNotificationState,
  initialNotificationState,
  isFinalStatus,
  type Explanation,
  type Notification,
  type NotificationEvent,
  type NotificationState,
  type Reading,
} from './notification';
import { notificationIdOf } from './notification-occurrences';

/** Calm checks in a row (readings back to normal) that resolve a notification. */
export const CALM_CHECKS_TO_RESOLVE = 2;

export interface EvaluateReadingData {
  orgId?: string;
  tourId: string;
  subjectId: string;
  measure: Measure;
  occurrence: number;
  /** 'no data' when the provider failed or answered nothing: never taken for back to normal. */
  reading: Reading | 'no data';
  /** The instant of the decision. */
  at: string;
}

export type NotificationCommand =
  | { type: 'EvaluateReading'; data: EvaluateReadingData }
  | { type: 'ExpireNotification' }
  | { type: 'ReadNotification' }
  | { type: 'AcknowledgeNotification'; data: { note?: string } }
  | { type: 'ResolveNotification'; data: { note?: string } }
  | { type: 'DismissNotification'; data: { reason: string } };

/** The organization's notifications settings in force, and the revision of their stream, for the explanation. */
export interface NotificationContext {
  settings: NotificationSettings;
  settingsRevision: number;
}

function explanationOf(reading: Reading, level: Level, context: NotificationContext): Explanation {
  const { measure } = reading;
  const thresholdLevel = isThresholdMeasure(measure) ? (level === 'normal' || level === 'INFO' ? 'WARNING' : level) : FIXED_LEVEL_MEASURES[measure];
  return { reading, threshold: { level: thresholdLevel, value: thresholdOf(measure, thresholdLevel, context.settings) }, settingsRevision: context.settingsRevision };
}

/**
 * Raises at the first level reached, escalates in place when the level rises, never raises twice for a level and
 * never lowers one; two calm checks in a row resolve it. No data changes nothing, nor does a reading on a closed
 * notification (the caller opens the next occurrence, see notification-occurrences.ts).
 */
export function evaluateReading(data: EvaluateReadingData, state: NotificationState, context: NotificationContext): NotificationEvent[] {
  if (data.reading === 'no data') return [];
  const { reading, measure, subjectId, at } = data;
  if (reading.measure !== measure) throw invalid(`The reading is of ${reading.measure}, not ${measure}.`, { 'reading.measure': `Must be ${measure}.` });
  const level = levelOf(measure, reading.value, context.settings);
  const explanation = explanationOf(reading, level, context);
  if (state.status === 'absent') {
    if (level === 'normal') return [];
    const notificationId = notificationIdOf(subjectId, measure, data.occurrence);
    const orgId = data.orgId === undefined ? {} : { orgId: data.orgId };
    return [{ type: 'NotificationRaised', data: { notificationId, ...orgId, tourId: data.tourId, subjectId, measure, occurrence: data.occurrence, level, explanation, at } }];
  }
  const notification = state.notification;
  if (notification.subjectId !== subjectId || notification.measure !== measure)
    throw conflict(`Notification ${notification.notificationId} is about ${notification.measure} of ${notification.subjectId}, not ${measure} of ${subjectId}.`);
  if (isFinalStatus(notification.status)) return [];
  const { notificationId } = notification;
  if (level === 'normal') {
    if (notification.calmChecks + 1 < CALM_CHECKS_TO_RESOLVE) return [{ type: 'NotificationEased', data: { notificationId, explanation } }];
    const note = `${labelOf(measure)} back to normal on ${CALM_CHECKS_TO_RESOLVE} checks in a row.`;
    return [{ type: 'NotificationResolved', data: { notificationId, by: 'system', note, explanation } }];
  }
  if (isAbove(level, notification.level)) return [{ type: 'NotificationEscalated', data: { notificationId, level, explanation, at } }];
  if (notification.calmChecks > 0) return [{ type: 'NotificationEasingInterrupted', data: { notificationId, level, explanation } }];
  return [];
}

/** The monitor expires what is still open once its subject is over; a closed notification stays as it was. */
export function expireNotification(state: NotificationState): NotificationEvent[] {
  if (state.status === 'absent' || isFinalStatus(state.notification.status)) return [];
  return [{ type: 'NotificationExpired', data: { notificationId: state.notification.notificationId } }];
}

/** The notification an operator acts on: it must exist and still be open. */
function openNotification(state: NotificationState): Notification {
  if (state.status === 'absent') throw notFound('Notification not found.');
  const { notification } = state;
  if (isFinalStatus(notification.status))
    throw conflict(`The notification is already ${notification.status.toLowerCase()}; a closed notification stays closed.`, undefined, { notificationStatus: notification.status });
  return notification;
}

const optionalNote = (note: string | undefined) => (note === undefined || note.trim() === '' ? {} : { note: note.trim() });

export function readNotification(state: NotificationState): NotificationEvent[] {
  const notification = openNotification(state);
  if (notification.status !== 'UNREAD') return [];
  return [{ type: 'NotificationRead', data: { notificationId: notification.notificationId } }];
}

export function acknowledgeNotification(data: { note?: string }, state: NotificationState): NotificationEvent[] {
  const notification = openNotification(state);
  if (notification.status === 'ACKNOWLEDGED') return [];
  return [{ type: 'NotificationAcknowledged', data: { notificationId: notification.notificationId, ...optionalNote(data.note) } }];
}

export function resolveNotification(data: { note?: string }, state: NotificationState): NotificationEvent[] {
  const notification = openNotification(state);
  return [{ type: 'NotificationResolved', data: { notificationId: notification.notificationId, by: 'operator', ...optionalNote(data.note) } }];
}

export function dismissNotification(data: { reason: string }, state: NotificationState): NotificationEvent[] {
  const notification = openNotification(state);
  const reason = typeof data.reason === 'string' ? data.reason.trim() : '';
  if (reason === '') throw invalid('Dismissing a notification needs a reason.', { reason: 'Required.' });
  return [{ type: 'NotificationDismissed', data: { notificationId: notification.notificationId, reason } }];
}

export function decideNotification(command: NotificationCommand, state: NotificationState, context: NotificationContext): NotificationEvent[] {
  switch (command.type) {
    case 'EvaluateReading':
      return evaluateReading(command.data, state, context);
    case 'ExpireNotification':
      return expireNotification(state);
    case 'ReadNotification':
      return readNotification(state);
    case 'AcknowledgeNotification':
      return acknowledgeNotification(command.data, state);
    case 'ResolveNotification':
      return resolveNotification(command.data, state);
    case 'DismissNotification':
      return dismissNotification(command.data, state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState, NotificationContext> = {
  decide: decideNotification,
  evolve: evolveNotificationState,
  initialState: initialNotificationState,
};
