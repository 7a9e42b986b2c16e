// The overview slice of the API: the landing dashboard's figures, read from the read models.
import { Module } from '@nestjs/common';
import { TourCalendarReader } from '../tours/tour-calendar.reader';
import { TourRosterReader } from '../travelers/tour-roster.reader';
import { OverviewController } from './overview.controller';
import { OverviewMemo } from './overview.memo';
import { OverviewQueries } from './overview.queries';

@Module({
  controllers: [OverviewController],
  providers: [OverviewQueries, OverviewMemo, TourCalendarReader, TourRosterReader],
})
export class OverviewModule {}
