// HTTP routes of a tour's days and their segments.
import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Headers, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { TourCommand } from '@tourops/domain';
import { addDayBody, addSegmentBody, changeDayBody, changeSegmentBody, reorderSegmentsBody } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody } from '../http/zod-validation.pipe';
import { ExecuteTourCommand } from './execute-tour-command';

@Controller('api/tours/:tourId/days')
@Operators()
export class DaysController {
  constructor(private readonly commandBus: CommandBus) {}

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
    const dayId = randomUUID();
    return this.run(caller, tourId, { type: 'AddDay', data: { dayId, ...body } }, dayId, ifMatch);
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

  @Delete(':dayId')
  removeDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.run(caller, tourId, { type: 'RemoveDay', data: { dayId } }, dayId, ifMatch);
  }

  @Post(':dayId/segments')
  @HttpCode(201)
  addSegment(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(addSegmentBody)) segment: z.output<typeof addSegmentBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const segmentId = randomUUID();
    return this.run(caller, tourId, { type: 'AddSegment', data: { dayId, segmentId, segment } }, segmentId, ifMatch);
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
    return this.run(caller, tourId, { type: 'ChangeSegment', data: { dayId, segmentId, changes } }, segmentId, ifMatch);
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
