// The OpenAPI entries of the notifications slice; a test checks them against the routes the server really has.
import { acknowledgeNotificationBody, bulkNotificationsBody, dismissNotificationBody, resolveNotificationBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';
import { historyRoute } from '../history/history.routes';

export const NOTIFICATION_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/notifications',
    summary:
      'Notifications, highest level first (CRITICAL), then newest to reach its level: {items, nextCursor}, each with what it is about (tour, day, segment, subject, when where it happens); status, severity and measure take one value or several comma-separated, tourId one tour, day a date (YYYY-MM-DD) of the tour day its segment is on',
    query: ['status', 'severity', 'measure', 'tourId', 'day', 'limit', 'cursor', 'minPosition'],
  },
  { method: 'get', path: '/api/notifications/summary', summary: 'Counts by status and by severity, and the open ones (unread, read, acknowledged) by severity for a badge', query: ['minPosition'] },
  { method: 'get', path: '/api/notifications/{notificationId}', summary: 'One notification with its explanation: the reading, the threshold and the settings revision (ETag: revision)', query: ['minPosition'] },
  historyRoute('/api/notifications/{notificationId}/history', 'the notification, with who and when'),
  { method: 'post', path: '/api/notifications/{notificationId}/read', summary: 'Mark read (operators; If-Match: revision); a closed notification answers 409' },
  { method: 'post', path: '/api/notifications/{notificationId}/acknowledge', summary: 'Acknowledge, with an optional note (operators; If-Match: revision)', body: acknowledgeNotificationBody },
  { method: 'post', path: '/api/notifications/{notificationId}/resolve', summary: 'Resolve by hand, with an optional note (operators; If-Match: revision)', body: resolveNotificationBody },
  { method: 'post', path: '/api/notifications/{notificationId}/dismiss', summary: 'Dismiss with a reason (operators; If-Match: revision)', body: dismissNotificationBody },
  {
    method: 'post',
    path: '/api/notifications/bulk',
    summary: 'One action on up to 200 notifications, one command each: {results: [{id, status: done|unchanged|refused, detail?}], position}',
    body: bulkNotificationsBody,
  },
];
