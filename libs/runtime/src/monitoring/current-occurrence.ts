// Where a deduplication key stands without the monitor's memory: the highest occurrence whose notification stream exists.
import { firstOccurrence, notificationDecider, notificationIdOf, notificationStreamName, isFinalStatus, type Measure, type NotificationState, type OccurrenceTrack } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { loadFolded } from '../commands/folded-stream';

export interface CurrentOccurrence {
  track: OccurrenceTrack;
  state: NotificationState;
}

/** The state of the n-th notification of a subject's measure, folded from its stream. */
export async function loadOccurrence(eventStore: EventStore, orgId: string, subjectId: string, measure: Measure, occurrence: number): Promise<NotificationState> {
  const streamName = notificationStreamName(orgId, notificationIdOf(subjectId, measure, occurrence));
  return (await loadFolded(eventStore, streamName, notificationDecider)).state;
}

/**
 * Reads the notification streams of a key upward from occurrence 1 while each is closed, and answers the highest that
 * exists (occurrence 1 when none does). `normalSinceClosed` starts false: after a restart it errs on the quiet side by
 * one normal reading (ADR 0017).
 */
export async function findCurrentOccurrence(eventStore: EventStore, orgId: string, subjectId: string, measure: Measure): Promise<CurrentOccurrence> {
  let occurrence = firstOccurrence.occurrence;
  let state = await loadOccurrence(eventStore, orgId, subjectId, measure, occurrence);
  while (state.status === 'present' && isFinalStatus(state.notification.status)) {
    const next = await loadOccurrence(eventStore, orgId, subjectId, measure, occurrence + 1);
    if (next.status === 'absent') break;
    occurrence += 1;
    state = next;
  }
  return { track: { occurrence, normalSinceClosed: false }, state };
}
