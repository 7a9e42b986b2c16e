// The app bar's count of open notifications, coloured by the highest open level, the most urgent one in the inbox's words on hover; it follows pushes and opens the inbox.
import { Tag } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { notificationSentence } from '@tourops/domain';
import { OPEN_NOTIFICATIONS, useGetNotificationSummaryQuery, useListNotificationsQuery } from './notificationsApi';

export function NotificationBadge() {
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const { data } = useGetNotificationSummaryQuery(undefined, { skip: !signedIn });
  const open = data?.open;
  const { data: inbox } = useListNotificationsQuery({ ...OPEN_NOTIFICATIONS, cursor: null }, { skip: !signedIn || !open?.total });
  if (!open) return null;
  const first = open.total > 0 ? inbox?.items[0] : undefined;
  const mostUrgent = first ? `; most urgent: ${first.level}: ${notificationSentence({ measure: first.measure, value: first.explanation.reading.value, about: first.about })}` : '';
  const intent = open.CRITICAL || open.ALERT ? 'danger' : open.WARNING ? 'warning' : open.INFO ? 'primary' : 'none';
  return (
    <Link to="/tools/notifications" className="app-bar-notifications" aria-label={`${open.total} open notification${open.total === 1 ? '' : 's'}${mostUrgent}`} title={`${open.total} open${mostUrgent}`}>
      <Tag intent={intent} icon={<NotificationsIcon />} round data-testid="notification-badge" data-open={open.total}>
        {open.total}
      </Tag>
    </Link>
  );
}
