// The map dashboard slice: one read of tours, located segments and open alerts over a date range.
import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module';
import { DashboardMapController } from './dashboard-map.controller';
import { DashboardMapQueries } from './dashboard-map.queries';

@Module({
  imports: [PlacesModule],
  controllers: [DashboardMapController],
  providers: [DashboardMapQueries],
})
export class DashboardMapModule {}
