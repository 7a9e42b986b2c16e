// HTTP routes of travelers: register, list and search, read, change, remove, restore, history, tours, CSV import and export.
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { changeTravelerBody, createTravelerBody, erasureBody, historyQuery, importTravelersBody, travelerExportQuery, travelerListQuery, type HistoryFilter } from '@tourops/contracts';
import { AllowRoles, CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { AssignTravelerToTourCommand } from './commands/assign-traveler-to-tour.command';
import { ChangeTravelerDetailsCommand } from './commands/change-traveler-details.command';
import { EraseTravelerCommand } from './commands/erase-traveler.command';
import { ImportTravelersCommand } from './commands/import-travelers.command';
import { RegisterTravelerCommand } from './commands/register-traveler.command';
import { RemoveTravelerCommand } from './commands/remove-traveler.command';
import { RestoreTravelerCommand } from './commands/restore-traveler.command';
import { UnassignTravelerFromTourCommand } from './commands/unassign-traveler-from-tour.command';
import {
  ExportTravelersQuery,
  GetTravelerHistoryQuery,
  GetTravelerQuery,
  GetTravelerToursQuery,
  ListTravelersQuery,
  PreviewTravelerImportQuery,
} from './travelers.queries';

type ListQuery = z.output<typeof travelerListQuery>;

@Controller('api/travelers')
export class TravelersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @Operators()
  @HttpCode(201)
  create(@CurrentCaller() caller: Caller, @Body(validBody(createTravelerBody)) body: z.output<typeof createTravelerBody>) {
    const { allowDuplicate, ...details } = body;
    return this.commandBus.execute(new RegisterTravelerCommand(caller, details, allowDuplicate));
  }

  @Get()
  list(@CurrentCaller() caller: Caller, @Query(validQuery(travelerListQuery)) query: ListQuery) {
    const { limit, cursor, ...filters } = query;
    return this.queryBus.execute(new ListTravelersQuery(caller.orgId, caller.role, filters, limit, cursor));
  }

  @Get('export.csv')
  async export(@CurrentCaller() caller: Caller, @Query(validQuery(travelerExportQuery)) query: z.output<typeof travelerExportQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const csv = await this.queryBus.execute(new ExportTravelersQuery(caller.orgId, caller.role, query));
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="travelers.csv"');
    return csv;
  }

  @Post('import/preview')
  @Operators()
  @HttpCode(200)
  previewImport(@CurrentCaller() caller: Caller, @Body(validBody(importTravelersBody)) body: z.output<typeof importTravelersBody>) {
    return this.queryBus.execute(new PreviewTravelerImportQuery(caller, body.csv, body.tourId));
  }

  @Post('import')
  @Operators()
  @HttpCode(200)
  import(@CurrentCaller() caller: Caller, @Body(validBody(importTravelersBody)) body: z.output<typeof importTravelersBody>) {
    return this.commandBus.execute(new ImportTravelersCommand(caller, body.csv, body.tourId));
  }

  @Get(':travelerId')
  async get(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const traveler = await this.queryBus.execute(new GetTravelerQuery(caller.orgId, caller.role, travelerId));
    void reply.header('ETag', `"${traveler.revision}"`);
    return traveler;
  }

  @Patch(':travelerId')
  @Operators()
  change(
    @CurrentCaller() caller: Caller,
    @Param('travelerId', ParseIdPipe) travelerId: string,
    @Body(validBody(changeTravelerBody)) changes: z.output<typeof changeTravelerBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ChangeTravelerDetailsCommand(caller, travelerId, changes, parseIfMatch(ifMatch)));
  }

  @Delete(':travelerId')
  @Operators()
  remove(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new RemoveTravelerCommand(caller, travelerId, parseIfMatch(ifMatch)));
  }

  @Post(':travelerId/restore')
  @Operators()
  @HttpCode(200)
  restore(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string, @Headers('if-match') ifMatch?: string) {
    return this.commandBus.execute(new RestoreTravelerCommand(caller, travelerId, parseIfMatch(ifMatch)));
  }

  /** Admins only, checked before the revision (a member with a stale If-Match gets 403), with a reason; the traveler's personal data then reads "erased". */
  @Post(':travelerId/erasure')
  @AllowRoles('org:admin')
  @HttpCode(200)
  erase(
    @CurrentCaller() caller: Caller,
    @Param('travelerId', ParseIdPipe) travelerId: string,
    @Body(validBody(erasureBody)) body: z.output<typeof erasureBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new EraseTravelerCommand(caller, travelerId, body.reason, parseIfMatch(ifMatch)));
  }

  @Get(':travelerId/history')
  history(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string, @Query(validQuery(historyQuery)) filter: HistoryFilter) {
    return this.queryBus.execute(new GetTravelerHistoryQuery(caller.orgId, caller.role, travelerId, filter));
  }

  @Get(':travelerId/tours')
  tours(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string) {
    return this.queryBus.execute(new GetTravelerToursQuery(caller.orgId, travelerId));
  }

  @Post(':travelerId/tours/:tourId')
  @Operators()
  @HttpCode(200)
  assign(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string, @Param('tourId', ParseIdPipe) tourId: string) {
    return this.commandBus.execute(new AssignTravelerToTourCommand(caller, travelerId, tourId));
  }

  @Delete(':travelerId/tours/:tourId')
  @Operators()
  unassign(@CurrentCaller() caller: Caller, @Param('travelerId', ParseIdPipe) travelerId: string, @Param('tourId', ParseIdPipe) tourId: string) {
    return this.commandBus.execute(new UnassignTravelerFromTourCommand(caller, travelerId, tourId));
  }
}
