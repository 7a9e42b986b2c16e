// The monitoring slice of the API: the watched subjects, "check now", and demo flight steering.
import { Module } from '@nestjs/common';
import { RequestCheckHandler } from './commands/request-check.command';
import { DevMonitoringController, MonitoringController } from './monitoring.controller';
import { MonitoringQueries } from './monitoring.queries';

@Module({
  controllers: [MonitoringController, DevMonitoringController],
  providers: [MonitoringQueries, RequestCheckHandler],
})
export class MonitoringModule {}
