// The time zones of the airports a flight names, looked up in the offline airport index and handed to the tour decider as data.
import { Injectable } from '@nestjs/common';
import type { AirportZones } from '@tourops/domain';
import { OfflinePlaceIndex } from './offline-place-index';

@Injectable()
export class AirportZoneResolver {
  constructor(private readonly index: OfflinePlaceIndex) {}

  /** IATA code -> IANA zone of each known airport the flights name; an unknown code is left out (the decider refuses it by name). */
  zonesOf(...flights: ({ from?: string; to?: string } | null | undefined)[]): AirportZones {
    const zones: Record<string, string> = {};
    for (const code of flights.flatMap((flight) => [flight?.from, flight?.to])) {
      const timezone = code ? this.index.airport(code)?.timezone : undefined;
      if (code && timezone) zones[code] = timezone;
    }
    return zones;
  }
}
