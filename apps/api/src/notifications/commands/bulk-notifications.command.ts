// One action on many notifications: one command per notification, each on its own stream, each with its own outcome.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BulkNotificationResult, BulkNotificationsResult, NotificationAction } from '@tourops/contracts';
import { DomainError, type NotificationCommand } from '@tourops/domain';
import { ContentionError } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { NotificationStream } from '../notifications.stream';

/** Notifications acted on at the same time; the rest wait their turn. */
const CONCURRENCY = 16;

export class BulkNotificationsCommand extends Command<BulkNotificationsResult> {
  constructor(
    readonly caller: Caller,
    readonly ids: string[],
    readonly action: NotificationAction,
    readonly note?: string,
    readonly reason?: string,
  ) {
    super();
  }
}

function commandOf({ action, note, reason }: BulkNotificationsCommand): NotificationCommand {
  switch (action) {
    case 'read':
      return { type: 'ReadNotification' };
    case 'acknowledge':
      return { type: 'AcknowledgeNotification', data: { note } };
    case 'resolve':
      return { type: 'ResolveNotification', data: { note } };
    case 'dismiss':
      return { type: 'DismissNotification', data: { reason: reason ?? '' } };
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
}

@CommandHandler(BulkNotificationsCommand)
export class BulkNotificationsHandler implements ICommandHandler<BulkNotificationsCommand, BulkNotificationsResult> {
  constructor(private readonly notifications: NotificationStream) {}

  async execute(bulk: BulkNotificationsCommand): Promise<BulkNotificationsResult> {
    const command = commandOf(bulk);
    const results: BulkNotificationResult[] = [];
    let position = 0n;
    for (let start = 0; start < bulk.ids.length; start += CONCURRENCY) {
      const chunk = bulk.ids.slice(start, start + CONCURRENCY);
      const outcomes = await Promise.all(
        chunk.map(async (id): Promise<BulkNotificationResult> => {
          try {
            const result = await this.notifications.run(bulk.caller, id, command);
            if (BigInt(result.position) > position) position = BigInt(result.position);
            return { id, status: result.events.length > 0 ? 'done' : 'unchanged' };
          } catch (error) {
            if (error instanceof DomainError || error instanceof ContentionError) return { id, status: 'refused', detail: error.message };
            throw error;
          }
        }),
      );
      results.push(...outcomes);
    }
    return { results, position: position.toString() };
  }
}
