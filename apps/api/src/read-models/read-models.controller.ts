// HTTP route of the read models' status (admins): each projection's version, position, lag, state and rebuild progress.
import { Controller, Get } from '@nestjs/common';
import { AllowRoles, CurrentCaller, type Caller } from '../identity/auth.guard';
import { ReadModelsQueries } from './read-models.queries';

@Controller('api/admin/projections')
export class ReadModelsController {
  constructor(private readonly queries: ReadModelsQueries) {}

  @Get()
  @AllowRoles('org:admin')
  status(@CurrentCaller() caller: Caller) {
    return this.queries.status(caller.orgId);
  }
}
