// The notifications endpoints: the inbox with its filters, the summary for the badge, one notification's history, the actions.
import type { BulkNotificationsResult, NotificationAction, NotificationSummary, NotificationView, Page, WriteResult } from '@tourops/contracts';
import { api, LIST } from '../../app/api';

export const NOTIFICATION_PAGE_SIZE = 50;

export interface NotificationFilters {
  /** Comma-separated statuses; '' for all. */
  status: string;
  severity: string;
  measure: string;
  /** '' for any tour. */
  tourId: string;
  /** 'YYYY-MM-DD' of the tour day; '' for any day. */
  day: string;
}

/** What the inbox shows first, and what the badge and the overview read: open notifications of any level, tour and day, most urgent first. */
export const OPEN_NOTIFICATIONS: NotificationFilters = { status: 'UNREAD,READ,ACKNOWLEDGED', severity: '', measure: '', tourId: '', day: '' };

const notificationTag = (id: string) => ({ type: 'Notification' as const, id });
const LIST_TAG = notificationTag(LIST);

const paramsOf = (filters: NotificationFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<Page<NotificationView>, NotificationFilters & { cursor: string | null }>({
      query: ({ cursor, ...filters }) => ({ url: 'notifications', params: { ...paramsOf(filters), limit: NOTIFICATION_PAGE_SIZE, cursor: cursor ?? undefined } }),
      providesTags: (page) => [LIST_TAG, ...(page?.items ?? []).map((notification) => notificationTag(notification.id))],
    }),
    getNotification: build.query<NotificationView, string>({
      query: (id) => `notifications/${id}`,
      providesTags: (_notification, _error, id) => [notificationTag(id)],
    }),
    getNotificationSummary: build.query<NotificationSummary, void>({
      query: () => 'notifications/summary',
      providesTags: [LIST_TAG],
    }),
    actOnNotification: build.mutation<WriteResult, { id: string; action: NotificationAction; note?: string; reason?: string }>({
      query: ({ id, action, note, reason }) => ({ url: `notifications/${id}/${action}`, method: 'POST', body: action === 'dismiss' ? { reason } : note ? { note } : undefined }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, notificationTag(id)],
    }),
    actOnNotifications: build.mutation<BulkNotificationsResult, { ids: string[]; action: NotificationAction; note?: string; reason?: string }>({
      query: (body) => ({ url: 'notifications/bulk', method: 'POST', body }),
      invalidatesTags: (_result, _error, { ids }) => [LIST_TAG, ...ids.map(notificationTag)],
    }),
  }),
});

export const { useListNotificationsQuery, useGetNotificationQuery, useGetNotificationSummaryQuery, useActOnNotificationMutation, useActOnNotificationsMutation } = notificationsApi;
