// Moving a segment to a position in its day or another; with auto-fill on, both days are re-timed from their first segment.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class MoveSegmentCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly segmentId: string,
    readonly toDayId: string,
    readonly toIndex: number,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(MoveSegmentCommand)
export class MoveSegmentHandler implements ICommandHandler<MoveSegmentCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, segmentId, toDayId, toIndex, expectedRevision }: MoveSegmentCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'MoveSegment', data: { segmentId, toDayId, toIndex } }, segmentId, expectedRevision);
  }
}
