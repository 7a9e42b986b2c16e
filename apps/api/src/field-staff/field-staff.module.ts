// Field staff: members, days off, assignments with warnings and overrides, schedules, a tour's staff.
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { AssignFieldStaffHandler } from './commands/assign-field-staff.command';
import { AssignmentsController } from './assignments.controller';
import { ExecuteFieldStaffCommandHandler } from './field-staff.stream';
import { FieldStaffController } from './field-staff.controller';
import { FIELD_STAFF_QUERY_HANDLERS } from './field-staff.queries';

@Module({
  imports: [SettingsModule],
  controllers: [FieldStaffController, AssignmentsController],
  providers: [ExecuteFieldStaffCommandHandler, AssignFieldStaffHandler, ...FIELD_STAFF_QUERY_HANDLERS],
})
export class FieldStaffModule {}
