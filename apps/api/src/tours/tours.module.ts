// The tours slice of the API.
import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module';
import { SettingsModule } from '../settings/settings.module';
import { CopyTourHandler } from './commands/copy-tour.command';
import { DaysController } from './days.controller';
import { ExecuteTourCommandHandler } from './execute-tour-command';
import { TOUR_QUERY_HANDLERS } from './tours.queries';
import { SegmentsController } from './segments.controller';
import { ToursController } from './tours.controller';
import { UndoTourChangesHandler } from './commands/undo-tour-changes.command';

@Module({
  imports: [SettingsModule, PlacesModule],
  controllers: [ToursController, DaysController, SegmentsController],
  providers: [ExecuteTourCommandHandler, CopyTourHandler, UndoTourChangesHandler, ...TOUR_QUERY_HANDLERS],
})
export class ToursModule {}
