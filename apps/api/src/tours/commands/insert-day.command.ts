// Inserting a day at a date: the days from that date on move one day later (the tour grows when needed); the day's id is the client's, or made here.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DayFields } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class InsertDayCommand extends Command<WriteResult> {
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

@CommandHandler(InsertDayCommand)
export class InsertDayHandler implements ICommandHandler<InsertDayCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, tourId, dayId = randomUUID(), day, expectedRevision }: InsertDayCommand): Promise<WriteResult> {
    return this.tours.run(caller, tourId, { type: 'InsertDay', data: { dayId, ...day } }, dayId, expectedRevision);
  }
}
