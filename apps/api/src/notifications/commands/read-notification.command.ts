// Marking a notification read (nothing to record when it is already read or acknowledged).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { writeResultOf } from '@tourops/runtime';
import { NotificationStream } from '../notifications.stream';

export class ReadNotificationCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly notificationId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ReadNotificationCommand)
export class ReadNotificationHandler implements ICommandHandler<ReadNotificationCommand, WriteResult> {
  constructor(private readonly notifications: NotificationStream) {}

  async execute({ caller, notificationId, expectedRevision }: ReadNotificationCommand): Promise<WriteResult> {
    return writeResultOf(await this.notifications.run(caller, notificationId, { type: 'ReadNotification' }, expectedRevision));
  }
}
