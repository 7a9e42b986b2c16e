// Puts a traveler on a tour or takes them off it, once the tour is known to be the organization's (and, to join, open to travelers).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { existingTour, tourOpenToTravelers } from '../tour-access';
import { TravelerWriter } from '../travelers.stream';

export class ChangeTourMembershipCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly tourId: string,
    readonly change: 'assign' | 'unassign',
  ) {
    super();
  }
}

@CommandHandler(ChangeTourMembershipCommand)
export class ChangeTourMembershipHandler implements ICommandHandler<ChangeTourMembershipCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly writer: TravelerWriter,
  ) {}

  async execute({ caller, travelerId, tourId, change }: ChangeTourMembershipCommand): Promise<WriteResult> {
    if (change === 'assign') {
      await tourOpenToTravelers(this.eventStore, caller.orgId, tourId);
      return this.writer.run(caller, travelerId, { type: 'AssignToTour', data: { tourId } });
    }
    await existingTour(this.eventStore, caller.orgId, tourId);
    return this.writer.run(caller, travelerId, { type: 'UnassignFromTour', data: { tourId } });
  }
}
