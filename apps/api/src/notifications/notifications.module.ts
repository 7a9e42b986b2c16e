// Notifications: what the monitor raised, as operators list, read, acknowledge, resolve and dismiss it.
import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { SettingsModule } from '../settings/settings.module';
import { AcknowledgeNotificationHandler } from './commands/acknowledge-notification.command';
import { BulkNotificationsHandler } from './commands/bulk-notifications.command';
import { DismissNotificationHandler } from './commands/dismiss-notification.command';
import { ReadNotificationHandler } from './commands/read-notification.command';
import { ResolveNotificationHandler } from './commands/resolve-notification.command';
import { NotificationsController } from './notifications.controller';
import { NOTIFICATION_QUERY_HANDLERS } from './notifications.queries';
import { NotificationStream } from './notifications.stream';

const NOTIFICATION_COMMAND_HANDLERS = [
  ReadNotificationHandler,
  AcknowledgeNotificationHandler,
  ResolveNotificationHandler,
  DismissNotificationHandler,
  BulkNotificationsHandler,
];

@Module({
  imports: [SettingsModule, HistoryModule],
  controllers: [NotificationsController],
  providers: [NotificationStream, ...NOTIFICATION_COMMAND_HANDLERS, ...NOTIFICATION_QUERY_HANDLERS],
})
export class NotificationsModule {}
