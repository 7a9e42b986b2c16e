// Creating a tour, as a draft or already planned, under an id made here.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TourDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TourStream } from '../tours.stream';

export class CreateTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly details: TourDetails & { status?: 'DRAFT' | 'PLANNED' },
  ) {
    super();
  }
}

@CommandHandler(CreateTourCommand)
export class CreateTourHandler implements ICommandHandler<CreateTourCommand, WriteResult> {
  constructor(private readonly tours: TourStream) {}

  execute({ caller, details }: CreateTourCommand): Promise<WriteResult> {
    const tourId = randomUUID();
    return this.tours.run(caller, tourId, { type: 'CreateTour', data: { tourId, ...details } }, tourId);
  }
}
