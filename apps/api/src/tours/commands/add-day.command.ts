// Adding a day to a tour; the day's id is the client's, or made here.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DayFields } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class AddDayCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string | undefined,
    readonly day: DayFields,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(AddDayCommand)
export class AddDayHandler implements ICommandHandler<AddDayCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, dayId = randomUUID(), day, expectedRevision }: AddDayCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'AddDay', data: { dayId, ...day } }, dayId, expectedRevision);
  }
}
