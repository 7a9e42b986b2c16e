// HTTP routes of places for every signed-in role: search (GET /api/places?q=&kind=&limit=) and the cities a map labels (GET /api/places/cities?west=&south=&east=&north=).
import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { mapCitiesQuery, placeSearchQuery, type MapCitiesView } from '@tourops/contracts';
import { CurrentCaller, type Caller } from '../identity/auth.guard';
import { validQuery } from '../http/zod-validation.pipe';
import { OfflinePlaceIndex } from './offline-place-index';
import { PlaceSearch } from './place-search';

@Controller('api/places')
export class PlacesController {
  constructor(
    private readonly places: PlaceSearch,
    private readonly offline: OfflinePlaceIndex,
  ) {}

  @Get()
  search(@CurrentCaller() caller: Caller, @Query(validQuery(placeSearchQuery)) query: z.output<typeof placeSearchQuery>) {
    return this.places.search(caller.orgId, query.q, query.kind, query.limit);
  }

  @Get('cities')
  cities(@Query(validQuery(mapCitiesQuery)) query: z.output<typeof mapCitiesQuery>): MapCitiesView {
    return { items: this.offline.largestCities(query, query.limit) };
  }
}
