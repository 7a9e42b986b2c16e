// Taking a member off one of their assignments.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { FieldStaffStream } from '../field-staff.stream';

export class UnassignFieldStaffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly assignmentId: string,
  ) {
    super();
  }
}

@CommandHandler(UnassignFieldStaffCommand)
export class UnassignFieldStaffHandler implements ICommandHandler<UnassignFieldStaffCommand, WriteResult> {
  constructor(private readonly staff: FieldStaffStream) {}

  execute({ caller, staffId, assignmentId }: UnassignFieldStaffCommand): Promise<WriteResult> {
    return this.staff.run(caller, staffId, { type: 'UnassignFieldStaff', data: { assignmentId } });
  }
}
