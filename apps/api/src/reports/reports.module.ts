// The reports slice of the API: three reports computed from their report projections, as JSON and CSV.
import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller';
import { ReportsQueries } from './reports.queries';
import { StaffSamplesMemo } from './staff-samples.memo';
import { TrackedStartsMemo } from './tracked-starts.memo';
import { TravelerToursMemo } from './traveler-tours.memo';

@Module({
  controllers: [ReportsController],
  providers: [ReportsQueries, StaffSamplesMemo, TravelerToursMemo, TrackedStartsMemo],
})
export class ReportsModule {}
