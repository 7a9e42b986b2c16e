// HTTP route moving a segment to a position in any day of its tour.
import { Body, Controller, Headers, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { moveSegmentBody } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { parseIfMatch } from '../http/if-match';
import { validBody } from '../http/zod-validation.pipe';
import { MoveSegmentCommand } from './commands/move-segment.command';
import { CausedByInterceptor } from './caused-by.interceptor';

@Controller('api/tours/:tourId/segments')
@UseInterceptors(CausedByInterceptor)
@Operators()
export class SegmentsController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Within its day or into another; with auto-fill on, both days are re-timed from their first segment. */
  @Post(':segmentId/move')
  @HttpCode(200)
  move(
    @CurrentCaller() caller: Caller,
    @Param('tourId', ParseIdPipe) tourId: string,
    @Param('segmentId', ParseIdPipe) segmentId: string,
    @Body(validBody(moveSegmentBody)) body: z.output<typeof moveSegmentBody>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.commandBus.execute(new MoveSegmentCommand(caller, tourId, segmentId, body.toDayId.toLowerCase(), body.toIndex, parseIfMatch(ifMatch)));
  }
}
