// Restoring a removed traveler.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TravelerStream } from '../travelers.stream';

export class RestoreTravelerCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(RestoreTravelerCommand)
export class RestoreTravelerHandler implements ICommandHandler<RestoreTravelerCommand, WriteResult> {
  constructor(private readonly travelers: TravelerStream) {}

  execute({ caller, travelerId, expectedRevision }: RestoreTravelerCommand): Promise<WriteResult> {
    return this.travelers.run(caller, travelerId, { type: 'RestoreTraveler' }, expectedRevision);
  }
}
