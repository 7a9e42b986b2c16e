// HTTP routes of tours: create, list, read (now or as it was), change, status, soft delete, restore, history.
import { Body, Controller, Delete, Get, Headers, HttpCode, HttpException, Param, Patch, Post, Query, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  changeTourBody,
  changeTourStatusBody,
  copyTourBody,
  createTourBody,
  historyQuery,
  type HistoryFilter,
  saveAsTemplateBody,
  shiftTourBody,
  tourAsOfQuery,
  tourListQuery,
  type TourAsOfQuery,
  undoBody,
  wizardStepBody,
} from '@tourops/contracts';
import { AllowRoles, CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { ChangeTourDetailsCommand } from './commands/change-tour-details.command';
import { ChangeTourStatusCommand } from './commands/change-tour-status.command';
import { CopyTourCommand } from './commands/copy-tour.command';
import { CreateTourCommand } from './commands/create-tour.command';
import { DeleteTourCommand } from './commands/delete-tour.command';
import { PurgeTourCommand } from './commands/purge-tour.command';
import { ReachWizardStepCommand } from './commands/reach-wizard-step.command';
import { RestoreTourCommand } from './commands/restore-tour.command';
import { ShiftTourCommand } from './commands/shift-tour.command';
import { UndoTourChangesCommand } from './commands/undo-tour-changes.command';
import { GetTourAsOfQuery } from './tour-time-travel';
import { GetTourHistoryQuery, GetTourQuery, ListToursQuery, type TourListCriteria } from './tours.queries';
import { CausedByInterceptor } from './caused-by.interceptor';

type ListQuery = z.output<typeof tourListQuery>;

function criteria(query: ListQuery, kind: TourListCriteria['kind']): TourListCriteria {
  return {
    kind,
    statuses: query.status ?? [],
    search: query.q,
    sort: query.sort,
    order: query.order ?? (query.sort === 'title' ? 'asc' : query.sort === 'startDate' ? 'asc' : 'desc'),
    from: query.from,
    to: query.to,
    period: query.period,
    limit: query.limit,
    cursor: query.cursor,
  };
}

@Controller('api/tours')
@UseInterceptors(CausedByInterceptor)
export class ToursController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @Operators()
  @HttpCode(201)
  create(@CurrentCaller() caller: Caller, @Body(validBody(createTourBody)) body: z.output<typeof createTourBody>) {
    return this.commandBus.execute(new CreateTourCommand(caller, body));
  }

  @Get()
  list(@CurrentCaller() caller: Caller, @Query(validQuery(tourListQuery)) query: ListQuery) {
    return this.queryBus.execute(new ListToursQuery(caller.orgId, criteria(query, 'tours')));
  }

  @Get('deleted')
  deleted(@CurrentCaller() caller: Caller, @Query(validQuery(tourListQuery)) query: ListQuery) {
    return this.queryBus.execute(new ListToursQuery(caller.orgId, criteria(query, 'deleted')));
  }

  @Get('templates')
  templates(@CurrentCaller() caller: Caller, @Query(validQuery(tourListQuery)) query: ListQuery) {
    return this.queryBus.execute(new ListToursQuery(caller.orgId, criteria(query, 'templates')));
  }

  @Get(':tourId')
  async get(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Query(validQuery(tourAsOfQuery)) query: TourAsOfQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (query.asOf !== undefined) return this.queryBus.execute(new GetTourAsOfQuery(caller.orgId, tourId, { asOf: query.asOf }));
    if (query.revision !== undefined) return this.queryBus.execute(new GetTourAsOfQuery(caller.orgId, tourId, { revision: query.revision }));
    const tour = await this.queryBus.execute(new GetTourQuery(caller.orgId, tourId));
    void reply.header('ETag', `"${tour.revision}"`);
    return tour;
  }

  @Get(':tourId/history')
  history(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Query(validQuery(historyQuery)) filter: HistoryFilter) {
    return this.queryBus.execute(new GetTourHistoryQuery(caller.orgId, tourId, filter));
  }

  @Patch(':tourId')
  @Operators()
  change(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(changeTourBody)) changes: z.output<typeof changeTourBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ChangeTourDetailsCommand(caller, tourId, changes, parseIfMatch(ifMatch)));
  }

  @Post(':tourId/status')
  @Operators()
  @HttpCode(200)
  changeStatus(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(changeTourStatusBody)) body: z.output<typeof changeTourStatusBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ChangeTourStatusCommand(caller, tourId, body.status, parseIfMatch(ifMatch)));
  }

  @Delete(':tourId')
  @Operators()
  remove(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new DeleteTourCommand(caller, tourId, parseIfMatch(ifMatch)));
  }

  @Post(':tourId/copy')
  @Operators()
  @HttpCode(201)
  copy(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Body(validBody(copyTourBody)) body: z.output<typeof copyTourBody>) {
    return this.commandBus.execute(new CopyTourCommand(caller, tourId, { ...body, template: false }));
  }

  @Post(':tourId/template')
  @Operators()
  @HttpCode(201)
  saveAsTemplate(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Body(validBody(saveAsTemplateBody)) body: z.output<typeof saveAsTemplateBody>) {
    return this.commandBus.execute(new CopyTourCommand(caller, tourId, { title: body.title, template: true }));
  }

  @Post(':tourId/wizard')
  @Operators()
  @HttpCode(200)
  reachWizardStep(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(wizardStepBody)) body: z.output<typeof wizardStepBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ReachWizardStepCommand(caller, tourId, body.step, parseIfMatch(ifMatch)));
  }

  @Post(':tourId/shift')
  @Operators()
  @HttpCode(200)
  shift(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(shiftTourBody)) body: z.output<typeof shiftTourBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ShiftTourCommand(caller, tourId, body.startDate, parseIfMatch(ifMatch)));
  }

  /** Undo needs If-Match: the revision the caller's own last change produced. */
  @Post(':tourId/undo')
  @Operators()
  @HttpCode(200)
  undo(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(undoBody)) body: z.output<typeof undoBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const expectedRevision = parseIfMatch(ifMatch);
    if (expectedRevision === undefined) throw new HttpException('Send If-Match with the revision your last change produced.', 428);
    return this.commandBus.execute(new UndoTourChangesCommand(caller, tourId, body.toRevision, expectedRevision));
  }

  /** Admins only: the read models forget a deleted tour; its events stay as the audit trail. */
  @Post(':tourId/purge')
  @AllowRoles('org:admin')
  @HttpCode(200)
  purge(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new PurgeTourCommand(caller, tourId, parseIfMatch(ifMatch)));
  }

  @Post(':tourId/restore')
  @Operators()
  @HttpCode(200)
  restore(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new RestoreTourCommand(caller, tourId, parseIfMatch(ifMatch)));
  }
}
