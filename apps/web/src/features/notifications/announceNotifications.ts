// A pushed notification change raises a toast in the notification's one sentence when it is a new crossing or an escalation, once per notification and level.
import type { AppDispatch } from '../../app/store';
import { notificationSentence } from '@tourops/domain';
import { showToast } from '../../shared/toaster';
import { notificationsApi } from './notificationsApi';

/** Notifications and levels already announced in this tab. */
const announced = new Set<string>();
/** A change older than this is not news (a tab opening, a reconnection). */
const NEWS_MS = 120_000;

export const announceNotifications = (ids: readonly string[]) => async (dispatch: AppDispatch) => {
  for (const id of ids) {
    const read = dispatch(notificationsApi.endpoints.getNotification.initiate(id, { forceRefetch: true }));
    const { data: notification } = await read;
    read.unsubscribe();
    if (!notification || notification.status !== 'UNREAD') continue;
    const key = `${notification.id}:${notification.level}`;
    if (announced.has(key) || Date.now() - Date.parse(notification.levelSince) > NEWS_MS) continue;
    announced.add(key);
    const { reading } = notification.explanation;
    showToast({
      intent: notification.level === 'INFO' ? 'primary' : notification.level === 'WARNING' ? 'warning' : 'danger',
      message: `${notification.level}: ${notificationSentence({ measure: notification.measure, value: reading.value, about: notification.about })}${reading.simulated ? ' (simulated data)' : ''}`,
    });
  }
};
