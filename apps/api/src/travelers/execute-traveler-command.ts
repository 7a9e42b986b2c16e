// The Nest command that carries a traveler command (change, remove, restore) from a controller to the traveler's stream.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TravelerCommand } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../identity/auth.guard';
import { TravelerWriter } from './travelers.stream';

export class ExecuteTravelerCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly command: TravelerCommand,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ExecuteTravelerCommand)
export class ExecuteTravelerCommandHandler implements ICommandHandler<ExecuteTravelerCommand, WriteResult> {
  constructor(private readonly writer: TravelerWriter) {}

  execute({ caller, travelerId, command, expectedRevision }: ExecuteTravelerCommand): Promise<WriteResult> {
    return this.writer.run(caller, travelerId, command, { expectedRevision });
  }
}
