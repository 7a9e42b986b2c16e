// Restoring a deleted tour.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class RestoreTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(RestoreTourCommand)
export class RestoreTourHandler implements ICommandHandler<RestoreTourCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, expectedRevision }: RestoreTourCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'RestoreTour' }, tourId, expectedRevision);
  }
}
