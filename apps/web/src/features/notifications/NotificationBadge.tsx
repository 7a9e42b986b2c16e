// The app bar's count of open notifications, coloured by the highest open level; it follows pushes and opens the inbox.
import { Tag } from '@blueprintjs/core';
import { NotificationsIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useGetNotificationSummaryQuery } from './notificationsApi';

export function NotificationBadge() {
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const { data } = useGetNotificationSummaryQuery(undefined, { skip: !signedIn });
  const open = data?.open;
  if (!open) return null;
  const intent = open.CRITICAL || open.ALERT ? 'danger' : open.WARNING ? 'warning' : open.INFO ? 'primary' : 'none';
  return (
    <Link to="/tools/notifications" className="app-bar-notifications" aria-label={`${open.total} open notifications`}>
      <Tag intent={intent} icon={<NotificationsIcon />} round data-testid="notification-badge" data-open={open.total}>
        {open.total}
      </Tag>
    </Link>
  );
}
