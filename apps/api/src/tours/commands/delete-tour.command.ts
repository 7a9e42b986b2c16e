// Deleting a tour (soft): it leaves the lists and can be restored.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class DeleteTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteTourCommand)
export class DeleteTourHandler implements ICommandHandler<DeleteTourCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, expectedRevision }: DeleteTourCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'DeleteTour' }, tourId, expectedRevision);
  }
}
