// Erasing a field staff member (admins only, with a reason): the erasure is recorded and their name, email and phone read "erased".
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import { PersonErasure } from '../../erasure/person-erasure';
import type { Caller } from '../../identity/auth.guard';

export class EraseFieldStaffMemberCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly reason: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(EraseFieldStaffMemberCommand)
export class EraseFieldStaffMemberHandler implements ICommandHandler<EraseFieldStaffMemberCommand, WriteResult> {
  constructor(private readonly erasure: PersonErasure) {}

  execute({ caller, staffId, reason, expectedRevision }: EraseFieldStaffMemberCommand): Promise<WriteResult> {
    return this.erasure.eraseFieldStaffMember(caller, staffId, reason, expectedRevision);
  }
}
