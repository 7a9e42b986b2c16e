// GET /api/tours/{tourId}/manifest: the travelers of one tour, served by the travelers slice.
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentCaller, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { GetTourManifestQuery } from './tour-manifest.queries';

@Controller('api/tours')
export class TourManifestController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':tourId/manifest')
  manifest(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string) {
    return this.queryBus.execute(new GetTourManifestQuery(caller.orgId, caller.role, tourId));
  }
}
