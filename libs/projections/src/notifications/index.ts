// Notification read models.
import type { DocumentProjection } from '../projection';
import { notificationsProjection } from './notifications.projection';

export * from './notifications.projection';

export const NOTIFICATION_PROJECTIONS: readonly DocumentProjection[] = [notificationsProjection];
