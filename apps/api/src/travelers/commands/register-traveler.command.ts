// Registers a traveler: the possible duplicates found in the read model go into the decider's context, which refuses them unless allowed.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TravelerDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { TravelerDirectory } from '../traveler-directory';
import { TravelerStream } from '../travelers.stream';

export class RegisterTravelerCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly details: TravelerDetails,
    readonly allowDuplicate: boolean,
  ) {
    super();
  }
}

@CommandHandler(RegisterTravelerCommand)
export class RegisterTravelerHandler implements ICommandHandler<RegisterTravelerCommand, WriteResult> {
  constructor(
    private readonly directory: TravelerDirectory,
    private readonly travelers: TravelerStream,
  ) {}

  async execute({ caller, details, allowDuplicate }: RegisterTravelerCommand): Promise<WriteResult> {
    const travelerId = randomUUID();
    const { duplicates, matches } = await this.directory.possibleDuplicates(caller.orgId, details);
    const duplicateNames = Object.fromEntries(matches.map((match) => [match.id, match.name]));
    const command = { type: 'RegisterTraveler' as const, data: { travelerId, ...details } };
    return this.travelers.run(caller, travelerId, command, undefined, { possibleDuplicates: duplicates, allowDuplicate, duplicateNames });
  }
}
