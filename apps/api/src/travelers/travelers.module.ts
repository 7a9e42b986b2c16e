// Travelers: register, change, search, import and export, and tour manifests.
import { Module } from '@nestjs/common';
import { ExecuteTravelerCommandHandler } from './execute-traveler-command';
import { ExportTravelersHandler } from './export-travelers.query';
import { ImportBodyLimit } from './import-body-limit';
import { IMPORT_HANDLERS } from './import-travelers.command';
import { RegisterTravelerHandler } from './register-traveler.command';
import { TourManifestController } from './tour-manifest.controller';
import { GetTourManifestHandler } from './tour-manifest.query';
import { ChangeTourMembershipHandler } from './tour-membership.command';
import { TravelerDirectory } from './traveler-directory';
import { TRAVELER_QUERY_HANDLERS } from './traveler-queries';
import { TravelerWriter } from './traveler-writer';
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
