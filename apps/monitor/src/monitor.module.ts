// The monitor: watches flights, transfers and weather of running tours against the organization's thresholds.
// Its watchers arrive with the monitoring issue; until then the module only takes its place in each process.
import { Module } from '@nestjs/common';

@Module({})
export class MonitorModule {}
