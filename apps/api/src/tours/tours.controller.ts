// HTTP routes of tours: create, list, read, change, status, soft delete, restore, history.
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { TOUR_STATUSES, type TourCommand } from '@tourops/domain';
import { changeTourBody, changeTourStatusBody, createTourBody, tourListQuery } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ValidationError } from '../http/errors';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { ExecuteTourCommand } from './execute-tour-command';
import { GetTourHistoryQuery, GetTourQuery, ListToursQuery } from './tour-queries';

function statusesOf(status: string | undefined): string[] {
  const statuses = status ? status.split(',') : [];
  const unknown = statuses.filter((value) => !(TOUR_STATUSES as readonly string[]).includes(value));
  if (unknown.length > 0)
    throw new ValidationError(`Unknown tour status: ${unknown.join(', ')}.`, { status: `Must be among ${TOUR_STATUSES.join(', ')}.` });
  return statuses;
}

@Controller('api/tours')
export class ToursController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  private run(caller: Caller, tourId: string, command: TourCommand, ifMatch?: string | string[], resultId = tourId) {
    return this.commandBus.execute(new ExecuteTourCommand(caller, tourId, command, resultId, parseIfMatch(ifMatch)));
  }

  @Post()
  @Operators()
  @HttpCode(201)
  create(@CurrentCaller() caller: Caller, @Body(validBody(createTourBody)) body: z.output<typeof createTourBody>) {
    const tourId = randomUUID();
    return this.run(caller, tourId, { type: 'CreateTour', data: { tourId, ...body } });
  }

  @Get()
  list(@CurrentCaller() caller: Caller, @Query(validQuery(tourListQuery)) query: z.output<typeof tourListQuery>) {
    return this.queryBus.execute(
      new ListToursQuery(caller.orgId, { deleted: false, statuses: statusesOf(query.status), search: query.q, limit: query.limit, cursor: query.cursor }),
    );
  }

  @Get('deleted')
  deleted(@CurrentCaller() caller: Caller, @Query(validQuery(tourListQuery)) query: z.output<typeof tourListQuery>) {
    return this.queryBus.execute(
      new ListToursQuery(caller.orgId, { deleted: true, statuses: statusesOf(query.status), search: query.q, limit: query.limit, cursor: query.cursor }),
    );
  }

  @Get(':tourId')
  async get(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const tour = await this.queryBus.execute(new GetTourQuery(caller.orgId, tourId));
    void reply.header('ETag', `"${tour.revision}"`);
    return tour;
  }

  @Get(':tourId/history')
  history(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string) {
    return this.queryBus.execute(new GetTourHistoryQuery(caller.orgId, tourId));
  }

  @Patch(':tourId')
  @Operators()
  change(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(changeTourBody)) changes: z.output<typeof changeTourBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.run(caller, tourId, { type: 'ChangeTourDetails', data: { changes } }, ifMatch);
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
    return this.run(caller, tourId, { type: 'ChangeTourStatus', data: { status: body.status } }, ifMatch);
  }

  @Delete(':tourId')
  @Operators()
  remove(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Headers('if-match') ifMatch?: string) {
    return this.run(caller, tourId, { type: 'DeleteTour' }, ifMatch);
  }

  @Post(':tourId/restore')
  @Operators()
  @HttpCode(200)
  restore(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string, @Headers('if-match') ifMatch?: string) {
    return this.run(caller, tourId, { type: 'RestoreTour' }, ifMatch);
  }
}
