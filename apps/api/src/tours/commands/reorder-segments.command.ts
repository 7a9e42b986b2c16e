// Putting a day's segments in a new order.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class ReorderSegmentsCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly segmentIds: string[],
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ReorderSegmentsCommand)
export class ReorderSegmentsHandler implements ICommandHandler<ReorderSegmentsCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, dayId, segmentIds, expectedRevision }: ReorderSegmentsCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'ReorderSegments', data: { dayId, segmentIds } }, dayId, expectedRevision);
  }
}
