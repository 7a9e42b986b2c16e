// Dismissing a notification, with the reason why: it is closed for good and mutes its measure at that level.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { writeResultOf } from '@tourops/runtime';
import { NotificationStream } from '../notifications.stream';

export class DismissNotificationCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly notificationId: string,
    readonly reason: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(DismissNotificationCommand)
export class DismissNotificationHandler implements ICommandHandler<DismissNotificationCommand, WriteResult> {
  constructor(private readonly notifications: NotificationStream) {}

  async execute({ caller, notificationId, reason, expectedRevision }: DismissNotificationCommand): Promise<WriteResult> {
    return writeResultOf(await this.notifications.run(caller, notificationId, { type: 'DismissNotification', data: { reason } }, expectedRevision));
  }
}
