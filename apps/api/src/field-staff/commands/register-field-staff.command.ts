// Registering a field staff member, with their days off, under an id made here.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FieldStaffDetails } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { FieldStaffStream } from '../field-staff.stream';

export class RegisterFieldStaffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly member: FieldStaffDetails & { daysOff: string[] },
  ) {
    super();
  }
}

@CommandHandler(RegisterFieldStaffCommand)
export class RegisterFieldStaffHandler implements ICommandHandler<RegisterFieldStaffCommand, WriteResult> {
  constructor(private readonly staff: FieldStaffStream) {}

  execute({ caller, member }: RegisterFieldStaffCommand): Promise<WriteResult> {
    const staffId = randomUUID();
    return this.staff.run(caller, staffId, { type: 'RegisterFieldStaffMember', data: { staffId, ...member } });
  }
}
