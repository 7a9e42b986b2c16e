// Which notification a crossing belongs to: the deduplication key, deterministic ids per occurrence, and when a closed one gives way to the next.
import { isAbove, type Level } from './threshold-levels';
import { isFinalStatus, type NotificationState } from './notification';
import type { Measure } from './measures';
import { hash64 } from '../shared/stable-hash';

/** One key per subject and measure: at most one open notification for it at a time. */
export const deduplicationKeyOf = (subjectId: string, measure: Measure): string => `${subjectId}#${measure}`;

/** The subject of an organization's INFO "monitoring degraded" notification about one provider. */
export const providerSubjectId = (provider: string): string => `monitoring:${provider}`;
/** The subject of an organization's INFO notification that the provider refused its SMS number for good. */
export const smsNumberSubjectId = (to: string): string => `sms:${to}`;

/**
 * The id of the n-th notification of a subject's measure (n from 1): 'ntf-{hash of the key}-{n}', letters, digits
 * and dashes only, so it fits a URL. Two monitors deciding the same crossing name the same stream.
 */
export function notificationIdOf(subjectId: string, measure: Measure, occurrence: number): string {
  if (!Number.isInteger(occurrence) || occurrence < 1) throw new RangeError(`An occurrence counts from 1, not ${occurrence}.`);
  return `ntf-${hash64(deduplicationKeyOf(subjectId, measure))}-${occurrence}`;
}

/** What the monitor remembers per deduplication key: the occurrence in force, and whether a normal reading came since it closed. */
export interface OccurrenceTrack {
  occurrence: number;
  normalSinceClosed: boolean;
}

export const firstOccurrence: OccurrenceTrack = { occurrence: 1, normalSinceClosed: false };

/**
 * Whether a reading at `level` opens the next occurrence, given the current one. Only when the current one is closed
 * and the reading is at a level, and then: after the system resolved or expired it (the condition had ended), after
 * a normal reading since an operator closed it, or when the level is above the one the operator closed (a person who
 * dismissed a WARNING has not dismissed the ALERT). Otherwise an operator's dismissal or resolution mutes the key.
 */
export function opensNextOccurrence(current: NotificationState, level: Level, normalSinceClosed: boolean): boolean {
  if (current.status === 'absent' || !isFinalStatus(current.notification.status) || level === 'normal') return false;
  const { closedBy, level: closedAt } = current.notification;
  return closedBy !== 'operator' || normalSinceClosed || isAbove(level, closedAt);
}

/**
 * The occurrence a reading is decided on, and what to remember afterwards: the next occurrence when the current one
 * gives way to it, otherwise the current one (a reading on a closed occurrence then decides nothing).
 */
export function occurrenceForReading(track: OccurrenceTrack, current: NotificationState, level: Level): OccurrenceTrack {
  if (opensNextOccurrence(current, level, track.normalSinceClosed)) return { occurrence: track.occurrence + 1, normalSinceClosed: false };
  const closedNow = current.status === 'present' && isFinalStatus(current.notification.status);
  return { occurrence: track.occurrence, normalSinceClosed: closedNow && (track.normalSinceClosed || level === 'normal') };
}
