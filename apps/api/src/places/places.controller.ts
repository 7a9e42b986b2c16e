// HTTP route of place search: GET /api/places?q=&kind=&limit= for every signed-in role.
import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { placeSearchQuery } from '@tourops/contracts';
import { CurrentCaller, type Caller } from '../identity/auth.guard';
import { validQuery } from '../http/zod-validation.pipe';
import { PlaceSearch } from './place-search';

@Controller('api/places')
export class PlacesController {
  constructor(private readonly places: PlaceSearch) {}

  @Get()
  search(@CurrentCaller() caller: Caller, @Query(validQuery(placeSearchQuery)) query: z.output<typeof placeSearchQuery>) {
    return this.places.search(caller.orgId, query.q, query.kind, query.limit);
  }
}
