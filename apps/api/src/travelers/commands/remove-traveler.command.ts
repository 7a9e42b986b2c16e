// Removing a traveler (soft): they leave the lists and can be restored.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TravelerStream } from '../travelers.stream';

export class RemoveTravelerCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(RemoveTravelerCommand)
export class RemoveTravelerHandler implements ICommandHandler<RemoveTravelerCommand, WriteResult> {
  constructor(private readonly travelers: TravelerStream) {}

  execute({ caller, travelerId, expectedRevision }: RemoveTravelerCommand): Promise<WriteResult> {
    return this.travelers.run(caller, travelerId, { type: 'RemoveTraveler' }, expectedRevision);
  }
}
