// Replacing a member's days off.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { FieldStaffStream } from '../field-staff.stream';

export class SetDaysOffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly daysOff: string[],
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(SetDaysOffCommand)
export class SetDaysOffHandler implements ICommandHandler<SetDaysOffCommand, WriteResult> {
  constructor(private readonly staff: FieldStaffStream) {}

  execute({ caller, staffId, daysOff, expectedRevision }: SetDaysOffCommand): Promise<WriteResult> {
    return this.staff.run(caller, staffId, { type: 'SetDaysOff', data: { daysOff } }, staffId, expectedRevision);
  }
}
