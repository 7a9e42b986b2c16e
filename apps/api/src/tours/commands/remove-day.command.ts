// Removing a day; with redate the later days move one day earlier and the tour ends a day sooner.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class RemoveDayCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly redate: boolean,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(RemoveDayCommand)
export class RemoveDayHandler implements ICommandHandler<RemoveDayCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, dayId, redate, expectedRevision }: RemoveDayCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'RemoveDay', data: { dayId, redate } }, dayId, expectedRevision);
  }
}
