// HTTP route of the map dashboard: the located segments, tours and open alerts of a date range, filtered by tour status.
import { Controller, Get, Query } from '@nestjs/common';
import type { z } from 'zod';
import { addDays } from '@tourops/domain';
import { dashboardMapQuery } from '@tourops/contracts';
import { Clock } from '@tourops/runtime';
import { CurrentCaller, type Caller } from '../identity/auth.guard';
import { validQuery } from '../http/zod-validation.pipe';
import { DashboardMapQueries } from './dashboard-map.queries';

/** Without a range the map shows today (UTC) and the two weeks after it. */
export const DEFAULT_MAP_DAYS = 15;

@Controller('api/dashboard')
export class DashboardMapController {
  constructor(
    private readonly queries: DashboardMapQueries,
    private readonly clock: Clock,
  ) {}

  @Get('map')
  map(@CurrentCaller() caller: Caller, @Query(validQuery(dashboardMapQuery)) query: z.output<typeof dashboardMapQuery>) {
    const from = query.from ?? (query.to ? addDays(query.to, 1 - DEFAULT_MAP_DAYS) : this.clock.now().toISOString().slice(0, 10));
    const to = query.to ?? addDays(from, DEFAULT_MAP_DAYS - 1);
    return this.queries.map(caller.orgId, { from, to, statuses: query.status ?? [] });
  }
}
