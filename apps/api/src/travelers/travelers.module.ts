// Travelers: register, change, search, import and export, and tour manifests.
import { Module } from '@nestjs/common';
import { ExecuteTravelerCommandHandler } from './execute-traveler-command';
import { ExportTravelersHandler } from './export-travelers.query';
import { ImportBodyLimit } from './import-body-limit';
import { IMPORT_HANDLERS } from './commands/import-travelers.command';
import { RegisterTravelerHandler } from './commands/register-traveler.command';
import { TourManifestController } from './tour-manifest.controller';
import { GetTourManifestHandler } from './tour-manifest.queries';
import { ChangeTourMembershipHandler } from './commands/assign-traveler-to-tour.command';
import { TravelerDirectory } from './traveler-directory';
import { TRAVELER_QUERY_HANDLERS } from './travelers.queries';
import { TravelerWriter } from './travelers.stream';
import { TravelersController } from './travelers.controller';

@Module({
  controllers: [TravelersController, TourManifestController],
  providers: [
    ImportBodyLimit,
    TravelerDirectory,
    TravelerWriter,
    ExecuteTravelerCommandHandler,
    RegisterTravelerHandler,
    ChangeTourMembershipHandler,
    ExportTravelersHandler,
    GetTourManifestHandler,
    ...IMPORT_HANDLERS,
    ...TRAVELER_QUERY_HANDLERS,
  ],
})
export class TravelersModule {}
