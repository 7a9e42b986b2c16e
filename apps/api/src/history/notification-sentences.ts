// What a notification's event says in words: the reading that raised or moved it, and what people did with it.
import { formatValue, labelOf, type Explanation, type Notification, type NotificationEvent } from '@tourops/domain';
import { quoted, statusWords, tourWords, withArticle } from './words';

/** 'departure delay 65 min against the alert threshold 60 min'. */
const reading = ({ reading: { measure, value }, threshold }: Explanation) =>
  `${labelOf(measure).toLowerCase()} ${formatValue(measure, value)}${threshold.value === null ? '' : ` against the ${statusWords(threshold.level)} threshold ${formatValue(measure, threshold.value)}`}`;

export function describeNotificationEvent(event: NotificationEvent, _before: Notification | null, after: Notification | null, tourTitles: ReadonlyMap<string, string>): string {
  switch (event.type) {
    case 'NotificationRaised': {
      const on = event.data.tourId ? ` on ${tourWords(tourTitles.get(event.data.tourId))}` : '';
      return `A check raised ${withArticle(statusWords(event.data.level))} notification${on}: ${reading(event.data.explanation)}.`;
    }
    case 'NotificationEscalated':
      return `A check escalated it to ${statusWords(event.data.level)}: ${reading(event.data.explanation)}.`;
    case 'NotificationEased':
      return `A check found the reading back to normal (${after?.calmChecks ?? 1} calm check${after?.calmChecks === 1 ? '' : 's'}).`;
    case 'NotificationEasingInterrupted':
      return `A check found the reading at ${statusWords(event.data.level)} again: ${reading(event.data.explanation)}.`;
    case 'NotificationRead':
      return 'Read the notification.';
    case 'NotificationAcknowledged':
      return `Acknowledged the notification${event.data.note ? `: ${quoted(event.data.note)}` : ''}.`;
    case 'NotificationResolved':
      return `${event.data.by === 'system' ? 'Resolved by the monitor, the reading calm again' : 'Resolved the notification'}${event.data.note ? `: ${quoted(event.data.note)}` : ''}.`;
    case 'NotificationDismissed':
      return `Dismissed the notification: ${quoted(event.data.reason)}.`;
    case 'NotificationExpired':
      return 'The notification expired: its subject is over.';
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
