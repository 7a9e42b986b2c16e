// HTTP route of the overview dashboard: the day at a glance for the caller's organization.
import { Controller, Get, Query } from '@nestjs/common';
import type { z } from 'zod';
import { overviewQuery } from '@tourops/contracts';
import { CurrentCaller, type Caller } from '../identity/auth.guard';
import { validQuery } from '../http/zod-validation.pipe';
import { OverviewQueries } from './overview.queries';

@Controller('api/dashboard')
export class OverviewController {
  constructor(private readonly queries: OverviewQueries) {}

  @Get('overview')
  overview(@CurrentCaller() caller: Caller, @Query(validQuery(overviewQuery)) _query: z.output<typeof overviewQuery>) {
    return this.queries.overview(caller.orgId);
  }
}
