// HTTP routes of field staff: register, list, read, change details and days off, remove, history, schedule.
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { changeFieldStaffBody, daysOffBody, erasureBody, fieldStaffListQuery, historyQuery, registerFieldStaffBody, scheduleQuery, type HistoryFilter } from '@tourops/contracts';
import { Clock } from '@tourops/runtime';
import { AllowRoles, CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { ChangeFieldStaffDetailsCommand } from './commands/change-field-staff-details.command';
import { EraseFieldStaffMemberCommand } from './commands/erase-field-staff-member.command';
import { RegisterFieldStaffCommand } from './commands/register-field-staff.command';
import { RemoveFieldStaffCommand } from './commands/remove-field-staff.command';
import { SetDaysOffCommand } from './commands/set-days-off.command';
import { GetFieldStaffHistoryQuery, GetFieldStaffQuery, GetScheduleQuery, ListFieldStaffQuery } from './field-staff.queries';

type ListQuery = z.output<typeof fieldStaffListQuery>;

@Controller('api/field-staff')
export class FieldStaffController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Post()
  @Operators()
  @HttpCode(201)
  register(@CurrentCaller() caller: Caller, @Body(validBody(registerFieldStaffBody)) body: z.output<typeof registerFieldStaffBody>) {
    return this.commandBus.execute(new RegisterFieldStaffCommand(caller, body));
  }

  @Get()
  list(@CurrentCaller() caller: Caller, @Query(validQuery(fieldStaffListQuery)) query: ListQuery) {
    return this.queryBus.execute(
      new ListFieldStaffQuery(caller.orgId, {
        search: query.q,
        role: query.role,
        language: query.language,
        sort: query.sort,
        order: query.order ?? (query.sort === 'name' ? 'asc' : 'desc'),
        limit: query.limit,
        cursor: query.cursor,
      }),
    );
  }

  @Get(':staffId')
  async get(@CurrentCaller() caller: Caller, @Param('staffId', ParseIdPipe) staffId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const member = await this.queryBus.execute(new GetFieldStaffQuery(caller.orgId, staffId));
    void reply.header('ETag', `"${member.revision}"`);
    return member;
  }

  @Get(':staffId/history')
  history(@CurrentCaller() caller: Caller, @Param('staffId', ParseIdPipe) staffId: string, @Query(validQuery(historyQuery)) filter: HistoryFilter) {
    return this.queryBus.execute(new GetFieldStaffHistoryQuery(caller.orgId, staffId, filter));
  }

  @Get(':staffId/schedule')
  schedule(@CurrentCaller() caller: Caller, @Param('staffId', ParseIdPipe) staffId: string, @Query(validQuery(scheduleQuery)) query: z.output<typeof scheduleQuery>) {
    return this.queryBus.execute(new GetScheduleQuery(caller.orgId, staffId, query.past === 'true', this.clock.now()));
  }

  @Patch(':staffId')
  @Operators()
  change(
    @CurrentCaller() caller: Caller,
    @Param('staffId', ParseIdPipe) staffId: string,
    @Body(validBody(changeFieldStaffBody)) changes: z.output<typeof changeFieldStaffBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ChangeFieldStaffDetailsCommand(caller, staffId, changes, parseIfMatch(ifMatch)));
  }

  @Put(':staffId/days-off')
  @Operators()
  setDaysOff(
    @CurrentCaller() caller: Caller,
    @Param('staffId', ParseIdPipe) staffId: string,
    @Body(validBody(daysOffBody)) body: z.output<typeof daysOffBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new SetDaysOffCommand(caller, staffId, body.daysOff, parseIfMatch(ifMatch)));
  }

  @Delete(':staffId')
  @Operators()
  remove(@CurrentCaller() caller: Caller, @Param('staffId', ParseIdPipe) staffId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new RemoveFieldStaffCommand(caller, staffId, parseIfMatch(ifMatch)));
  }

  /** Admins only, checked before the revision (a member with a stale If-Match gets 403), with a reason; name, email and phone then read "erased". */
  @Post(':staffId/erasure')
  @AllowRoles('org:admin')
  @HttpCode(200)
  erase(
    @CurrentCaller() caller: Caller,
    @Param('staffId', ParseIdPipe) staffId: string,
    @Body(validBody(erasureBody)) body: z.output<typeof erasureBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new EraseFieldStaffMemberCommand(caller, staffId, body.reason, parseIfMatch(ifMatch)));
  }
}
