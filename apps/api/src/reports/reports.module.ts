// The reports slice of the API: three reports computed from their report projections, as JSON and CSV.
import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsQueries } from './reports.queries';
import { StaffSamplesMemo } from './staff-samples.memo';
import { TrackedStartsMemo } from './tracked-starts.memo';
import { NotificationFactsMemo } from './notification-facts.memo';
import { TravelerFactsMemo } from './traveler-facts.memo';

@Module({
  controllers: [ReportsController],
  providers: [ReportsQueries, StaffSamplesMemo, TravelerFactsMemo, NotificationFactsMemo, TrackedStartsMemo],
})
export class ReportsModule {}
