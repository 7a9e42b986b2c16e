// Removing a segment from its day.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class RemoveSegmentCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly segmentId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(RemoveSegmentCommand)
export class RemoveSegmentHandler implements ICommandHandler<RemoveSegmentCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, dayId, segmentId, expectedRevision }: RemoveSegmentCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'RemoveSegment', data: { dayId, segmentId } }, segmentId, expectedRevision);
  }
}
