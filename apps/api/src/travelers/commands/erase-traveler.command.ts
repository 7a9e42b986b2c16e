// Erasing a traveler (admins only, with a reason): the erasure is recorded and their personal data reads "erased" everywhere.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import { PersonErasure } from '../../erasure/person-erasure';
import type { Caller } from '../../identity/auth.guard';

export class EraseTravelerCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly travelerId: string,
    readonly reason: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(EraseTravelerCommand)
export class EraseTravelerHandler implements ICommandHandler<EraseTravelerCommand, WriteResult> {
  constructor(private readonly erasure: PersonErasure) {}

  execute({ caller, travelerId, reason, expectedRevision }: EraseTravelerCommand): Promise<WriteResult> {
    return this.erasure.eraseTraveler(caller, travelerId, reason, expectedRevision);
  }
}
