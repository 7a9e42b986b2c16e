// Removing a member who has no assignments left.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { FieldStaffStream } from '../field-staff.stream';

export class RemoveFieldStaffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(RemoveFieldStaffCommand)
export class RemoveFieldStaffHandler implements ICommandHandler<RemoveFieldStaffCommand, WriteResult> {
  constructor(private readonly staff: FieldStaffStream) {}

  execute({ caller, staffId, expectedRevision }: RemoveFieldStaffCommand): Promise<WriteResult> {
    return this.staff.run(caller, staffId, { type: 'RemoveFieldStaffMember' }, staffId, expectedRevision);
  }
}
