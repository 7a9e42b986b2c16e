// Why a notification is at its level: the reading with its unit, time and provider, the threshold it reached, and its history.
import { Spinner, Tag } from '@blueprintjs/core';
import { formatValue } from '@tourops/domain';
import type { NotificationView } from '@tourops/contracts';
import { formatInstant } from '../../shared/format';
import { useGetNotificationHistoryQuery } from './notificationsApi';

const EVENT_TEXT: Record<string, string> = {
  NotificationRaised: 'Raised',
  NotificationEscalated: 'Escalated',
  NotificationEased: 'Back to normal once',
  NotificationEasingInterrupted: 'Above normal again',
  NotificationRead: 'Read',
  NotificationAcknowledged: 'Acknowledged',
  NotificationResolved: 'Resolved',
  NotificationDismissed: 'Dismissed',
  NotificationExpired: 'Expired',
};

export function NotificationExplanation({ notification }: { notification: NotificationView }) {
  const { reading, threshold, settingsRevision } = notification.explanation;
  const { data: history, isLoading } = useGetNotificationHistoryQuery(notification.id);
  return (
    <div className="notification-explanation" data-testid="notification-explanation">
      <p>
        <strong>{notification.label}</strong>: {formatValue(reading.measure, reading.value)} for {formatInstant(reading.observedAt)}, from {reading.provider}
        {reading.simulated && (
          <Tag minimal className="simulated-tag" data-testid="simulated">
            simulated
          </Tag>
        )}{' '}
        (fetched {formatInstant(reading.fetchedAt)}).{' '}
        {threshold.value === null
          ? `${threshold.level} whenever it happens.`
          : `${threshold.level} threshold: ${formatValue(reading.measure, threshold.value)}, reached ${reading.measure === 'weather.minTemperature' ? 'at or below' : 'at or above'} it.`}{' '}
        {settingsRevision < 0 ? 'The default thresholds were in force.' : `Thresholds as saved at settings revision ${settingsRevision}.`}
      </p>
      {notification.reason && <p>Dismissed: {notification.reason}</p>}
      {notification.note && !notification.reason && <p>Note: {notification.note}</p>}
      {isLoading ? (
        <Spinner size={16} />
      ) : (
        <ol className="notification-history" data-testid="notification-history">
          {(history ?? []).map((entry) => (
            <li key={entry.revision} data-testid="notification-history-entry">
              {formatInstant(entry.occurredAt)}: {EVENT_TEXT[entry.type] ?? entry.type} by {entry.actor}
              {typeof (entry.data as { note?: unknown }).note === 'string' ? ` (${(entry.data as { note: string }).note})` : ''}
              {typeof (entry.data as { reason?: unknown }).reason === 'string' ? ` (${(entry.data as { reason: string }).reason})` : ''}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
