// Travelers: register, change, search, import and export, and tour manifests.
import { Module } from '@nestjs/common';
import { ErasureModule } from '../erasure/erasure.module';
import { HistoryModule } from '../history/history.module';
import { AssignTravelerToTourHandler } from './commands/assign-traveler-to-tour.command';
import { ChangeTravelerDetailsHandler } from './commands/change-traveler-details.command';
import { EraseTravelerHandler } from './commands/erase-traveler.command';
import { ImportTravelersHandler } from './commands/import-travelers.command';
import { RegisterTravelerHandler } from './commands/register-traveler.command';
import { RemoveTravelerHandler } from './commands/remove-traveler.command';
import { RestoreTravelerHandler } from './commands/restore-traveler.command';
import { UnassignTravelerFromTourHandler } from './commands/unassign-traveler-from-tour.command';
import { TourCalendarReader } from '../tours/tour-calendar.reader';
import { ImportBodyLimit } from './import-body-limit';
import { TourRosterReader } from './tour-roster.reader';
import { TourManifestController } from './tour-manifest.controller';
import { GetTourManifestHandler } from './tour-manifest.queries';
import { TravelerDirectory } from './traveler-directory';
import { TravelersController } from './travelers.controller';
import { TRAVELER_QUERY_HANDLERS } from './travelers.queries';
import { TravelerStream } from './travelers.stream';

const TRAVELER_COMMAND_HANDLERS = [
  RegisterTravelerHandler,
  ChangeTravelerDetailsHandler,
  RemoveTravelerHandler,
  RestoreTravelerHandler,
  AssignTravelerToTourHandler,
  UnassignTravelerFromTourHandler,
  ImportTravelersHandler,
  EraseTravelerHandler,
];

@Module({
  imports: [HistoryModule, ErasureModule],
  controllers: [TravelersController, TourManifestController],
  providers: [ImportBodyLimit, TravelerDirectory, TourCalendarReader, TourRosterReader, TravelerStream, ...TRAVELER_COMMAND_HANDLERS, ...TRAVELER_QUERY_HANDLERS, GetTourManifestHandler],
})
export class TravelersModule {}
