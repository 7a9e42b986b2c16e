// Moving a tour to another status, along the transitions its status allows.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TourStatus } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class ChangeTourStatusCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly status: TourStatus,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeTourStatusCommand)
export class ChangeTourStatusHandler implements ICommandHandler<ChangeTourStatusCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, status, expectedRevision }: ChangeTourStatusCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'ChangeTourStatus', data: { status } }, tourId, expectedRevision);
  }
}
