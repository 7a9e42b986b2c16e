// Duplicating a day onto the next date (later days move one day later); ids of the copies are the client's, or made here.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class DuplicateDayCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly newDayId: string | undefined,
    readonly newSegmentIds: string[] | undefined,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(DuplicateDayCommand)
export class DuplicateDayHandler implements ICommandHandler<DuplicateDayCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  async execute({ caller, tourId, dayId, newDayId = randomUUID(), newSegmentIds, expectedRevision }: DuplicateDayCommand): Promise<WriteResult> {
    const segmentIds = newSegmentIds ?? (await this.spareSegmentIds(caller.orgId, tourId, dayId));
    return this.tours.run(caller, tourId, { type: 'DuplicateDay', data: { dayId, newDayId, newSegmentIds: segmentIds } }, newDayId, expectedRevision);
  }

  /** One id per segment of the day as read now, and a few spare ones for segments added before the decision (the decider checks the count). */
  private async spareSegmentIds(orgId: string, tourId: string, dayId: string): Promise<string[]> {
    const tour = await this.tours.read(orgId, tourId);
    const count = tour.days.find((day) => day.id === dayId)?.segments.length ?? 0;
    return Array.from({ length: count + 8 }, () => randomUUID());
  }
}
