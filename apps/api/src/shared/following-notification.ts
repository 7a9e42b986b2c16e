// What a command answering a notification carries: the correlation of its NotificationRaised, and the event it answers as its cause.
import { notificationStreamName } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { FollowingCaller } from '@tourops/runtime';

/**
 * The notification's correlation (that of the reading which raised it) and its event at `revision`, or its latest: the
 * state the operator saw and answers. Null when the organization has no such notification.
 */
export async function followingNotification(eventStore: EventStore, orgId: string, notificationId: string, revision?: number): Promise<FollowingCaller | null> {
  const events = await eventStore.readStream(notificationStreamName(orgId, notificationId));
  if (events.length === 0) return null;
  const raised = events.find((event) => event.type === 'NotificationRaised') ?? events[0];
  const answered = events.find((event) => event.revision === revision) ?? events[events.length - 1];
  return { correlationId: raised.metadata.correlationId, causationId: answered.id };
}
