// A notification's own stream: the one way an operator's command is run on it, decided with the organization's notifications settings.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { notificationDecider, notificationStreamName, type NotificationCommand, type NotificationContext, type NotificationEvent } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { CommandPath, EVENT_STORE, SettingsStreams, type CommandResult } from '@tourops/runtime';
import { followingNotification } from '../shared/following-notification';
import type { Caller } from '../identity/auth.guard';

@Injectable()
export class NotificationStream {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
    private readonly settings: SettingsStreams,
  ) {}

  /**
   * Runs the command on the notification's stream of the caller's organization, in the notification's correlation and
   * caused by the event it answers (followingNotification). An unknown notification is a 404
   * (the decider refuses it, so nothing creates the stream), also when If-Match names a revision.
   */
  async run(caller: Caller, notificationId: string, command: NotificationCommand, expectedRevision?: number): Promise<CommandResult<NotificationEvent>> {
    const follows = await followingNotification(this.eventStore, caller.orgId, notificationId, expectedRevision);
    if (expectedRevision !== undefined && follows === null) throw new NotFoundException('Notification not found.');
    return this.commands.run({
      streamName: notificationStreamName(caller.orgId, notificationId),
      decider: notificationDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId, ...follows },
      context: () => this.context(caller.orgId),
      expectedRevision,
      resultId: notificationId,
    });
  }

  /** The notifications settings in force and the revision of their stream (-1 while the defaults apply), as the monitor decides with them. */
  private async context(orgId: string): Promise<NotificationContext> {
    const { settings, revision } = await this.settings.withRevision(orgId, 'notifications');
    return { settings, settingsRevision: revision };
  }
}
