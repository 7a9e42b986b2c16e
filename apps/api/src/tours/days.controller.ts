// HTTP routes of a tour's days and their segments. New days and segments carry the client's ids (the server makes one when none is sent).
import { Body, Controller, Delete, Headers, HttpCode, Param, Patch, Post, Query, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { addDayBody, addSegmentBody, changeDayBody, changeSegmentBody, duplicateDayBody, insertDayBody, removeDayQuery, reorderSegmentsBody } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { AddDayCommand } from './commands/add-day.command';
import { AddSegmentCommand } from './commands/add-segment.command';
import { ChangeDayCommand } from './commands/change-day.command';
import { ChangeSegmentCommand } from './commands/change-segment.command';
import { DuplicateDayCommand } from './commands/duplicate-day.command';
import { InsertDayCommand } from './commands/insert-day.command';
import { RemoveDayCommand } from './commands/remove-day.command';
import { RemoveSegmentCommand } from './commands/remove-segment.command';
import { ReorderSegmentsCommand } from './commands/reorder-segments.command';
import { CausedByInterceptor } from './caused-by.interceptor';

@Controller('api/tours/:tourId/days')
@UseInterceptors(CausedByInterceptor)
@Operators()
export class DaysController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  addDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Body(validBody(addDayBody)) body: z.output<typeof addDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    const { id, ...day } = body;
    return this.commandBus.execute(new AddDayCommand(caller, tourId, id, day, parseIfMatch(ifMatch)));
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
    const { id, ...day } = body;
    return this.commandBus.execute(new InsertDayCommand(caller, tourId, id, day, parseIfMatch(ifMatch)));
  }

  /** A copy of the day on the next date; later days move one day later. Ids of the copies from the body, or made here. */
  @Post(':dayId/duplicate')
  @HttpCode(201)
  duplicateDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(duplicateDayBody)) body: z.output<typeof duplicateDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new DuplicateDayCommand(caller, tourId, dayId, body?.id, body?.segmentIds, parseIfMatch(ifMatch)));
  }

  @Patch(':dayId')
  changeDay(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Body(validBody(changeDayBody)) changes: z.output<typeof changeDayBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new ChangeDayCommand(caller, tourId, dayId, changes, parseIfMatch(ifMatch)));
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
    return this.commandBus.execute(new RemoveDayCommand(caller, tourId, dayId, query.redate === 'true', parseIfMatch(ifMatch)));
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
    const { id, ...segment } = body;
    return this.commandBus.execute(new AddSegmentCommand(caller, tourId, dayId, id, segment, parseIfMatch(ifMatch)));
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
    return this.commandBus.execute(new ReorderSegmentsCommand(caller, tourId, dayId, body.segmentIds, parseIfMatch(ifMatch)));
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
    return this.commandBus.execute(new ChangeSegmentCommand(caller, tourId, dayId, segmentId, changes, parseIfMatch(ifMatch)));
  }

  @Delete(':dayId/segments/:segmentId')
  removeSegment(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('dayId', ParseIdPipe) dayId: string,
    @Param('segmentId', ParseIdPipe) segmentId: string,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new RemoveSegmentCommand(caller, tourId, dayId, segmentId, parseIfMatch(ifMatch)));
  }
}
