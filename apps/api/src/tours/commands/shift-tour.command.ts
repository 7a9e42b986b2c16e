// Moving a whole tour, its days with it, to a new start date.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class ShiftTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly startDate: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ShiftTourCommand)
export class ShiftTourHandler implements ICommandHandler<ShiftTourCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, startDate, expectedRevision }: ShiftTourCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'ShiftTour', data: { startDate } }, tourId, expectedRevision);
  }
}
