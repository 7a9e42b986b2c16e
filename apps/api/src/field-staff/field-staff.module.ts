// Field staff: members, days off, assignments with warnings and overrides, schedules.
import { Module } from '@nestjs/common';

@Module({})
export class FieldStaffModule {}
