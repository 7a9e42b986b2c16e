// Field staff: members, days off, assignments with warnings and overrides, schedules, a tour's staff.
import { Module } from '@nestjs/common';
import { ErasureModule } from '../erasure/erasure.module';
import { HistoryModule } from '../history/history.module';
import { SettingsModule } from '../settings/settings.module';
import { AssignmentsController } from './assignments.controller';
import { AssignFieldStaffHandler } from './commands/assign-field-staff.command';
import { ChangeFieldStaffDetailsHandler } from './commands/change-field-staff-details.command';
import { EraseFieldStaffMemberHandler } from './commands/erase-field-staff-member.command';
import { RegisterFieldStaffHandler } from './commands/register-field-staff.command';
import { RemoveFieldStaffHandler } from './commands/remove-field-staff.command';
import { SetDaysOffHandler } from './commands/set-days-off.command';
import { UnassignFieldStaffHandler } from './commands/unassign-field-staff.command';
import { FieldStaffController } from './field-staff.controller';
import { FIELD_STAFF_QUERY_HANDLERS } from './field-staff.queries';
import { FieldStaffStream } from './field-staff.stream';

const FIELD_STAFF_COMMAND_HANDLERS = [
  RegisterFieldStaffHandler,
  ChangeFieldStaffDetailsHandler,
  SetDaysOffHandler,
  RemoveFieldStaffHandler,
  AssignFieldStaffHandler,
  UnassignFieldStaffHandler,
  EraseFieldStaffMemberHandler,
];

@Module({
  imports: [SettingsModule, HistoryModule, ErasureModule],
  controllers: [FieldStaffController, AssignmentsController],
  providers: [FieldStaffStream, ...FIELD_STAFF_COMMAND_HANDLERS, ...FIELD_STAFF_QUERY_HANDLERS],
})
export class FieldStaffModule {}
