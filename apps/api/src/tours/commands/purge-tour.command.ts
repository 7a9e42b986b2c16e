// Purging a deleted tour: the read models forget it; its events stay as the audit trail.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class PurgeTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(PurgeTourCommand)
export class PurgeTourHandler implements ICommandHandler<PurgeTourCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, expectedRevision }: PurgeTourCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'PurgeTour' }, tourId, expectedRevision);
  }
}
