// Changing a tour's title, description, dates or time zone.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TourDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class ChangeTourDetailsCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly changes: Partial<TourDetails>,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeTourDetailsCommand)
export class ChangeTourDetailsHandler implements ICommandHandler<ChangeTourDetailsCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, changes, expectedRevision }: ChangeTourDetailsCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'ChangeTourDetails', data: { changes } }, tourId, expectedRevision);
  }
}
