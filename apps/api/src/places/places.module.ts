// The places slice of the API: search of cities and airports, offline or through the organization's geocoding provider.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import { SettingsModule } from '../settings/settings.module';
import { AirportZoneResolver } from './airport-zones';
import { OfflinePlaceIndex } from './offline-place-index';
import { GEOCODING_OPTIONS, PlaceSearch } from './place-search';
import { PlacesController } from './places.controller';

@Module({
  imports: [SettingsModule],
  controllers: [PlacesController],
  providers: [
    // Built once, on first use, from the packaged data (about 13,000 places).
    { provide: OfflinePlaceIndex, useFactory: () => OfflinePlaceIndex.fromPackages() },
    { provide: GEOCODING_OPTIONS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.geocoding },
    PlaceSearch,
    AirportZoneResolver,
  ],
  exports: [OfflinePlaceIndex, AirportZoneResolver],
})
export class PlacesModule {}
