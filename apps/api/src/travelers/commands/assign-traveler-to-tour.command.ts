// Putting a traveler on a tour of the organization that is open to travelers (not deleted, not a template) and has room.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { tourOpenToTravelers } from '../tour-access';
import { TravelerDirectory } from '../traveler-directory';
import { TravelerStream } from '../travelers.stream';

export class AssignTravelerToTourCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly tourId: string,
  ) {
    super();
  }
}

@CommandHandler(AssignTravelerToTourCommand)
export class AssignTravelerToTourHandler implements ICommandHandler<AssignTravelerToTourCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly travelers: TravelerStream,
    private readonly directory: TravelerDirectory,
  ) {}

  async execute({ caller, travelerId, tourId }: AssignTravelerToTourCommand): Promise<WriteResult> {
    await tourOpenToTravelers(this.eventStore, caller.orgId, tourId);
    const travelersOnTour = await this.directory.countOnTour(caller.orgId, tourId);
    return this.travelers.run(caller, travelerId, { type: 'AssignToTour', data: { tourId } }, undefined, { travelersOnTour });
  }
}
