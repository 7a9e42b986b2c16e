// Changing a traveler's details, checked like a registration's.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TravelerDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TravelerStream } from '../travelers.stream';

export class ChangeTravelerDetailsCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly changes: Partial<TravelerDetails>,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeTravelerDetailsCommand)
export class ChangeTravelerDetailsHandler implements ICommandHandler<ChangeTravelerDetailsCommand, WriteResult> {
  constructor(private readonly travelers: TravelerStream) {}

  execute({ caller, travelerId, changes, expectedRevision }: ChangeTravelerDetailsCommand): Promise<WriteResult> {
    return this.travelers.run(caller, travelerId, { type: 'ChangeTravelerDetails', data: { changes } }, expectedRevision);
  }
}
