// Resolving a notification by hand, with an optional note: it is closed for good.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { writeResultOf } from '@tourops/runtime';
import { NotificationStream } from '../notifications.stream';

export class ResolveNotificationCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly notificationId: string,
    readonly note?: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ResolveNotificationCommand)
export class ResolveNotificationHandler implements ICommandHandler<ResolveNotificationCommand, WriteResult> {
  constructor(private readonly notifications: NotificationStream) {}

  async execute({ caller, notificationId, note, expectedRevision }: ResolveNotificationCommand): Promise<WriteResult> {
    return writeResultOf(await this.notifications.run(caller, notificationId, { type: 'ResolveNotification', data: { note } }, expectedRevision));
  }
}
