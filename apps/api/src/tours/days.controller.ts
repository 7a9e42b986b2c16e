// HTTP routes of a tour's days and their segments. New days and segments carry the client's ids (the server makes one when none is sent).
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Headers, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { TourCommand } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { EVENT_STORE } from '@tourops/runtime';
import { addDayBody, addSegmentBody, changeDayBody, changeSegmentBody, duplicateDayBody, insertDayBody, removeDayQuery, reorderSegmentsBody } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { AirportZoneResolver } from '../places/airport-zones';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { ExecuteTourCommand } from './execute-tour-command';
import { readTour } from './tours.stream';

@Controller('api/tours/:tourId/days')
@Operators()
export class DaysController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly airportZones: AirportZoneResolver,
  ) {}

  /** How many new ids a duplicate needs; the decider checks them against the day it decides on. */
  private async segmentCountOf(caller: Caller, tourId: string, dayId: string) {
    const tour = await readTour(this.eventStore, caller.orgId, tourId);
    return tour.days.find((day) => day.id === dayId)?.segments.length ?? 0;
  }

  private run(caller: Caller, tourId: string, command: TourCommand, resultId: string, ifMatch?: string) {
    return this.commandBus.execute(new ExecuteTourCommand(caller, tourId, command, resultId, parseIfMatch(ifMatch)));
  }

  @Post()
  @HttpCode(201)
  addDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(addDayBody)) body: z.output<typeof addDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const { id: dayId = randomUUID(), ...fields } = body;
    return this.run(caller, tourId, { type: 'AddDay', data: { dayId, ...fields } }, dayId, ifMatch);
  }

  /** Inserts a day at a date; the days from that date on move one day later (the tour grows when needed). */
  @Post('insert')
  @HttpCode(201)
  insertDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(insertDayBody)) body: z.output<typeof insertDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const { id: dayId = randomUUID(), ...fields } = body;
    return this.run(caller, tourId, { type: 'InsertDay', data: { dayId, ...fields } }, dayId, ifMatch);
  }

  /** A copy of the day on the next date; later days move one day later. Ids of the copies from the body, or made here. */
  @Post(':dayId/duplicate')
  @HttpCode(201)
  async duplicateDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(duplicateDayBody)) body: z.output<typeof duplicateDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const newDayId = body?.id ?? randomUUID();
    // Without ids from the client, a few spare ones cover segments added between this read and the decision.
    const newSegmentIds = body?.segmentIds ?? Array.from({ length: (await this.segmentCountOf(caller, tourId, dayId)) + 8 }, () => randomUUID());
    return this.run(caller, tourId, { type: 'DuplicateDay', data: { dayId, newDayId, newSegmentIds } }, newDayId, ifMatch);
  }

  @Patch(':dayId')
  changeDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(changeDayBody)) changes: z.output<typeof changeDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.run(caller, tourId, { type: 'ChangeDay', data: { dayId, changes } }, dayId, ifMatch);
  }

  /** ?redate=true closes the gap: later days move one day earlier and the tour ends a day sooner. */
  @Delete(':dayId')
  removeDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Query(validQuery(removeDayQuery)) query: z.output<typeof removeDayQuery>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.run(caller, tourId, { type: 'RemoveDay', data: { dayId, redate: query.redate === 'true' } }, dayId, ifMatch);
  }

  @Post(':dayId/segments')
  @HttpCode(201)
  addSegment(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(addSegmentBody)) body: z.output<typeof addSegmentBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const { id: segmentId = randomUUID(), ...segment } = body;
    const airportZones = this.airportZones.zonesOf(segment.flight);
    return this.run(caller, tourId, { type: 'AddSegment', data: { dayId, segmentId, segment, airportZones } }, segmentId, ifMatch);
  }

  @Post(':dayId/segments/reorder')
  @HttpCode(200)
  reorderSegments(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(reorderSegmentsBody)) body: z.output<typeof reorderSegmentsBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.run(caller, tourId, { type: 'ReorderSegments', data: { dayId, segmentIds: body.segmentIds } }, dayId, ifMatch);
  }

  @Patch(':dayId/segments/:segmentId')
  changeSegment(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Param('segmentId', ParseIdPipe) segmentId: string,
    @Body(validBody(changeSegmentBody)) changes: z.output<typeof changeSegmentBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const airportZones = this.airportZones.zonesOf(changes.flight);
    return this.run(caller, tourId, { type: 'ChangeSegment', data: { dayId, segmentId, changes, airportZones } }, segmentId, ifMatch);
  }

  @Delete(':dayId/segments/:segmentId')
  removeSegment(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Param('segmentId', ParseIdPipe) segmentId: string,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.run(caller, tourId, { type: 'RemoveSegment', data: { dayId, segmentId } }, segmentId, ifMatch);
  }
}
