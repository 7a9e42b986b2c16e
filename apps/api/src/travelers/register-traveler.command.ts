// Registers a traveler: looks up possible duplicates in the read model, and lets the decider refuse them unless allowed.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type TravelerDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../identity/auth.guard';
import { PossibleDuplicatesError } from './possible-duplicates.error';
import { TravelerDirectory } from './traveler-directory';
import { TravelerWriter } from './traveler-writer';

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
    private readonly writer: TravelerWriter,
  ) {}

  async execute({ caller, details, allowDuplicate }: RegisterTravelerCommand): Promise<WriteResult> {
    const travelerId = randomUUID();
    const { duplicates, matches } = await this.directory.possibleDuplicates(caller.orgId, details);
    try {
      return await this.writer.run(caller, travelerId, { type: 'RegisterTraveler', data: { travelerId, ...details } }, { context: { possibleDuplicates: duplicates, allowDuplicate } });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict' && matches.length > 0 && !allowDuplicate) {
        const names = [...new Set(matches.map((match) => match.name))].join(', ');
        throw new PossibleDuplicatesError(`This traveler may already exist: ${names}. Create anyway to keep both.`, matches);
      }
      throw error;
    }
  }
}
