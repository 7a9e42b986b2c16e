// Changing a member's contact details, roles, languages or licences.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FieldStaffDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { FieldStaffStream } from '../field-staff.stream';

export class ChangeFieldStaffDetailsCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly changes: Partial<FieldStaffDetails>,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeFieldStaffDetailsCommand)
export class ChangeFieldStaffDetailsHandler implements ICommandHandler<ChangeFieldStaffDetailsCommand, WriteResult> {
  constructor(private readonly staff: FieldStaffStream) {}

  execute({ caller, staffId, changes, expectedRevision }: ChangeFieldStaffDetailsCommand): Promise<WriteResult> {
    return this.staff.run(caller, staffId, { type: 'ChangeFieldStaffDetails', data: { changes } }, staffId, expectedRevision);
  }
}
