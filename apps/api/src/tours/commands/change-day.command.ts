// Changing a day's date, title or description.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DayFields } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class ChangeDayCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly changes: Partial<DayFields>,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeDayCommand)
export class ChangeDayHandler implements ICommandHandler<ChangeDayCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, dayId, changes, expectedRevision }: ChangeDayCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'ChangeDay', data: { dayId, changes } }, dayId, expectedRevision);
  }
}
