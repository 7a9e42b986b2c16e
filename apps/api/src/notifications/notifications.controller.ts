// HTTP routes of notifications: list, summary, read with explanation and history; read, acknowledge, resolve, dismiss, one by one or in bulk.
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  acknowledgeNotificationBody,
  bulkNotificationsBody,
  dismissNotificationBody,
  historyQuery,
  notificationListQuery,
  notificationSummaryQuery,
  resolveNotificationBody,
  type HistoryFilter,
} from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { AcknowledgeNotificationCommand } from './commands/acknowledge-notification.command';
import { BulkNotificationsCommand } from './commands/bulk-notifications.command';
import { DismissNotificationCommand } from './commands/dismiss-notification.command';
import { ReadNotificationCommand } from './commands/read-notification.command';
import { ResolveNotificationCommand } from './commands/resolve-notification.command';
import { ParseNotificationIdPipe } from './notification-id.pipe';
import { GetNotificationHistoryQuery, GetNotificationQuery, GetNotificationSummaryQuery, ListNotificationsQuery } from './notifications.queries';

@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  list(@CurrentCaller() caller: Caller, @Query(validQuery(notificationListQuery)) query: z.output<typeof notificationListQuery>) {
    const { status, severity, measure, tourId, day, limit, cursor } = query;
    return this.queryBus.execute(new ListNotificationsQuery(caller.orgId, { statuses: status, severities: severity, measures: measure, tourId, day, limit, cursor }));
  }

  @Get('summary')
  summary(@CurrentCaller() caller: Caller, @Query(validQuery(notificationSummaryQuery)) _query: z.output<typeof notificationSummaryQuery>) {
    return this.queryBus.execute(new GetNotificationSummaryQuery(caller.orgId));
  }

  @Post('bulk')
  @Operators()
  @HttpCode(200)
  bulk(@CurrentCaller() caller: Caller, @Body(validBody(bulkNotificationsBody)) body: z.output<typeof bulkNotificationsBody>) {
    return this.commandBus.execute(new BulkNotificationsCommand(caller, body.ids, body.action, body.note, body.reason));
  }

  @Get(':notificationId')
  async get(@CurrentCaller() caller: Caller, @Param('notificationId', ParseNotificationIdPipe) notificationId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const notification = await this.queryBus.execute(new GetNotificationQuery(caller.orgId, notificationId));
    void reply.header('ETag', `"${notification.revision}"`);
    return notification;
  }

  @Get(':notificationId/history')
  history(@CurrentCaller() caller: Caller, @Param('notificationId', ParseNotificationIdPipe) notificationId: string, @Query(validQuery(historyQuery)) filter: HistoryFilter) {
    return this.queryBus.execute(new GetNotificationHistoryQuery(caller.orgId, notificationId, filter));
  }

  @Post(':notificationId/read')
  @Operators()
  @HttpCode(200)
  read(@CurrentCaller() caller: Caller, @Param('notificationId', ParseNotificationIdPipe) notificationId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new ReadNotificationCommand(caller, notificationId, parseIfMatch(ifMatch)));
  }

  @Post(':notificationId/acknowledge')
  @Operators()
  @HttpCode(200)
  acknowledge(
    @CurrentCaller() caller: Caller,
    @Param('notificationId', ParseNotificationIdPipe) notificationId: string,
    @Body(validBody(acknowledgeNotificationBody)) body: z.output<typeof acknowledgeNotificationBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new AcknowledgeNotificationCommand(caller, notificationId, body?.note, parseIfMatch(ifMatch)));
  }

  @Post(':notificationId/resolve')
  @Operators()
  @HttpCode(200)
  resolve(
    @CurrentCaller() caller: Caller,
    @Param('notificationId', ParseNotificationIdPipe) notificationId: string,
    @Body(validBody(resolveNotificationBody)) body: z.output<typeof resolveNotificationBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ResolveNotificationCommand(caller, notificationId, body?.note, parseIfMatch(ifMatch)));
  }

  @Post(':notificationId/dismiss')
  @Operators()
  @HttpCode(200)
  dismiss(
    @CurrentCaller() caller: Caller,
    @Param('notificationId', ParseNotificationIdPipe) notificationId: string,
    @Body(validBody(dismissNotificationBody)) body: z.output<typeof dismissNotificationBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new DismissNotificationCommand(caller, notificationId, body.reason, parseIfMatch(ifMatch)));
  }
}
