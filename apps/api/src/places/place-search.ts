// Chooses the PlaceIndex for an organization: the geocoding provider when its maps key is set, else the offline index.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PlaceKind, PlaceView } from '@tourops/contracts';
import { MapboxPlaceIndex, type GeocodingOptions } from './mapbox-place-index';
import { OfflinePlaceIndex } from './offline-place-index';
import { SettingsStreams } from '@tourops/runtime';

export const GEOCODING_OPTIONS = Symbol('GeocodingOptions');

@Injectable()
export class PlaceSearch {
  private readonly logger = new Logger('PlaceSearch');

  constructor(
    private readonly settings: SettingsStreams,
    private readonly offline: OfflinePlaceIndex,
    @Inject(GEOCODING_OPTIONS) private readonly geocoding: GeocodingOptions,
  ) {}

  async search(orgId: string, q: string, kind: PlaceKind | undefined, limit: number): Promise<PlaceView[]> {
    let mapsApiKey = '';
    try {
      mapsApiKey = (await this.settings.get(orgId, 'api')).mapsApiKey ?? '';
    } catch (error) {
      // A key sealed with another settings key cannot be opened: search offline rather than fail.
      this.logger.warn(`The maps key of an organization could not be read; the offline place index answers (${error instanceof Error ? error.name : 'Error'}).`);
    }
    const index = mapsApiKey.trim() ? new MapboxPlaceIndex(mapsApiKey.trim(), this.geocoding, this.offline) : this.offline;
    return index.search(q, kind, limit);
  }
}
