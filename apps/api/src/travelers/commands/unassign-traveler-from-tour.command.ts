// Taking a traveler off a tour of the organization.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { existingTour } from '../tour-access';
import { TravelerStream } from '../travelers.stream';

export class UnassignTravelerFromTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly tourId: string,
  ) {
    super();
  }
}

@CommandHandler(UnassignTravelerFromTourCommand)
export class UnassignTravelerFromTourHandler implements ICommandHandler<UnassignTravelerFromTourCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly travelers: TravelerStream,
  ) {}

  async execute({ caller, travelerId, tourId }: UnassignTravelerFromTourCommand): Promise<WriteResult> {
    await existingTour(this.eventStore, caller.orgId, tourId);
    return this.travelers.run(caller, travelerId, { type: 'UnassignFromTour', data: { tourId } });
  }
}
