// Why a notification is at its level, in words: what it is about and when, the reading with its provider, the threshold it reached, the segment to re-time, and its history.
import { Button } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { clockDateTime, dayLabel, formatValue, providerWords, subjectWhen } from '@tourops/domain';
import type { NotificationView } from '@tourops/contracts';
import { RelativeTime } from '../../shared/RelativeTime';
import { HistoryPanel } from '../history/HistoryPanel';
import { useCanOperate } from '../session/permissions';

/** The tour editor at the flight's or transfer's segment ('{tourId}/flight:{segmentId}'), its saves answering the notification. */
export function retimeLink({ id, tourId, subjectId }: NotificationView): string | null {
  const match = /^[\w-]+\/(?:flight|transfer):([\w-]+)$/.exec(subjectId);
  return tourId && match ? `/tours/edit/${tourId}?cause=${id}#segment-${match[1]}` : null;
}

export function NotificationExplanation({ notification }: { notification: NotificationView }) {
  const { reading, threshold, settingsRevision } = notification.explanation;
  const { about } = notification;
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const retime = canOperate ? retimeLink(notification) : null;
  // A weather reading is for an hour at its place: read on that place's clock (a flight's or transfer's time is the subject's own).
  const readingTime = reading.measure.startsWith('weather.') && about.when ? clockDateTime(reading.observedAt, about.when) : null;
  return (
    <div className="notification-explanation" data-testid="notification-explanation">
      <p data-testid="notification-about">
        <strong>{subjectWhen(about)}</strong>
        {about.tour && <> · {about.tour.title}</>}
        {about.day && <> · day {dayLabel(about.day.date)}</>}
        {about.segment && about.segment.title !== about.label && <> · segment “{about.segment.title}”</>}
      </p>
      <p>
        <strong>{notification.label}</strong>: {formatValue(reading.measure, reading.value)}
        {readingTime && <> for {readingTime}</>}, from <span data-testid="notification-provider">{providerWords(reading.provider, reading.simulated)}</span> (fetched{' '}
        <RelativeTime instant={reading.fetchedAt} />
        ).{' '}
        {threshold.value === null
          ? `${threshold.level} whenever it happens.`
          : `${threshold.level} threshold: ${formatValue(reading.measure, threshold.value)}, reached ${reading.measure === 'weather.minTemperature' ? 'at or below' : 'at or above'} it.`}{' '}
        {settingsRevision < 0 ? 'The default thresholds were in force.' : 'The organization’s saved thresholds were in force.'}
      </p>
      {notification.reason && <p>Dismissed: {notification.reason}</p>}
      {notification.note && !notification.reason && <p>Note: {notification.note}</p>}
      {retime && <Button icon={<TimeIcon />} text="Re-time the segment" onClick={() => navigate(retime)} data-testid="retime-segment" />}
      <HistoryPanel entity="notifications" id={notification.id} testId="notification-history" entryTestId="notification-history-entry" />
    </div>
  );
}
