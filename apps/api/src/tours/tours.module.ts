// The tours slice of the API: tours, their days and segments, one command module a verb, run on the tour's stream.
import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { TourCalendarReader } from './tour-calendar.reader';
import { PlacesModule } from '../places/places.module';
import { SettingsModule } from '../settings/settings.module';
import { AddDayHandler } from './commands/add-day.command';
import { AddSegmentHandler } from './commands/add-segment.command';
import { ChangeDayHandler } from './commands/change-day.command';
import { ChangeSegmentHandler } from './commands/change-segment.command';
import { ChangeTourDetailsHandler } from './commands/change-tour-details.command';
import { ChangeTourStatusHandler } from './commands/change-tour-status.command';
import { CopyTourHandler } from './commands/copy-tour.command';
import { CreateTourHandler } from './commands/create-tour.command';
import { DeleteTourHandler } from './commands/delete-tour.command';
import { DuplicateDayHandler } from './commands/duplicate-day.command';
import { InsertDayHandler } from './commands/insert-day.command';
import { MoveSegmentHandler } from './commands/move-segment.command';
import { PurgeTourHandler } from './commands/purge-tour.command';
import { ReachWizardStepHandler } from './commands/reach-wizard-step.command';
import { RemoveDayHandler } from './commands/remove-day.command';
import { RemoveSegmentHandler } from './commands/remove-segment.command';
import { ReorderSegmentsHandler } from './commands/reorder-segments.command';
import { RestoreTourHandler } from './commands/restore-tour.command';
import { ShiftTourHandler } from './commands/shift-tour.command';
import { UndoTourChangesHandler } from './commands/undo-tour-changes.command';
import { DaysController } from './days.controller';
import { SegmentsController } from './segments.controller';
import { ToursController } from './tours.controller';
import { GetTourAsOfHandler } from './tour-time-travel';
import { TOUR_QUERY_HANDLERS } from './tours.queries';
import { TourStream } from './tours.stream';

const TOUR_COMMAND_HANDLERS = [
  CreateTourHandler,
  ChangeTourDetailsHandler,
  ChangeTourStatusHandler,
  DeleteTourHandler,
  RestoreTourHandler,
  PurgeTourHandler,
  ShiftTourHandler,
  ReachWizardStepHandler,
  CopyTourHandler,
  UndoTourChangesHandler,
  AddDayHandler,
  InsertDayHandler,
  DuplicateDayHandler,
  ChangeDayHandler,
  RemoveDayHandler,
  AddSegmentHandler,
  ChangeSegmentHandler,
  RemoveSegmentHandler,
  ReorderSegmentsHandler,
  MoveSegmentHandler,
];

@Module({
  imports: [SettingsModule, PlacesModule, HistoryModule],
  controllers: [ToursController, DaysController, SegmentsController],
  providers: [TourStream, TourCalendarReader, ...TOUR_COMMAND_HANDLERS, ...TOUR_QUERY_HANDLERS, GetTourAsOfHandler],
})
export class ToursModule {}
