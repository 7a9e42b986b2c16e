// Acknowledging a notification: someone is on it, with an optional note.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { writeResultOf } from '@tourops/runtime';
import { NotificationStream } from '../notifications.stream';

export class AcknowledgeNotificationCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly notificationId: string,
    readonly note?: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(AcknowledgeNotificationCommand)
export class AcknowledgeNotificationHandler implements ICommandHandler<AcknowledgeNotificationCommand, WriteResult> {
  constructor(private readonly notifications: NotificationStream) {}

  async execute({ caller, notificationId, note, expectedRevision }: AcknowledgeNotificationCommand): Promise<WriteResult> {
    return writeResultOf(await this.notifications.run(caller, notificationId, { type: 'AcknowledgeNotification', data: { note } }, expectedRevision));
  }
}
