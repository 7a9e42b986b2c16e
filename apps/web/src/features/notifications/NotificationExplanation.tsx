// Why a notification is at its level: the reading with its unit, time and provider, the threshold it reached, the segment to re-time, and its history.
import { Button, Tag } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { formatValue } from '@tourops/domain';
import type { NotificationView } from '@tourops/contracts';
import { formatInstant } from '../../shared/format';
import { HistoryPanel } from '../history/HistoryPanel';
import { useCanOperate } from '../session/permissions';

/** The tour editor at the flight's or transfer's segment ('{tourId}/flight:{segmentId}'), its saves answering the notification. */
export function retimeLink({ id, tourId, subjectId }: NotificationView): string | null {
  const match = /^[\w-]+\/(?:flight|transfer):([\w-]+)$/.exec(subjectId);
  return tourId && match ? `/tours/edit/${tourId}?cause=${id}#segment-${match[1]}` : null;
}

export function NotificationExplanation({ notification }: { notification: NotificationView }) {
  const { reading, threshold, settingsRevision } = notification.explanation;
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const retime = canOperate ? retimeLink(notification) : null;
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
      {retime && <Button icon={<TimeIcon />} text="Re-time the segment" onClick={() => navigate(retime)} data-testid="retime-segment" />}
      <HistoryPanel entity="notifications" id={notification.id} testId="notification-history" entryTestId="notification-history-entry" />
    </div>
  );
}
