// The tours slice of the API.
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { DaysController } from './days.controller';
import { ExecuteTourCommandHandler } from './execute-tour-command';
import { TOUR_QUERY_HANDLERS } from './tour-queries';
import { ToursController } from './tours.controller';

@Module({
  imports: [SettingsModule],
  controllers: [ToursController, DaysController],
  providers: [ExecuteTourCommandHandler, ...TOUR_QUERY_HANDLERS],
})
export class ToursModule {}
