// HTTP routes of monitoring: the watched subjects of the caller's organization, "check now" (operators), and demo flight steering (development, admins).
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Optional, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { monitoringSubjectsQuery, steerFlightBody, subjectIdOfPath } from '@tourops/contracts';
import { APP_CONFIG, FLIGHT_STEERING, type AppConfig, type FlightSteering } from '@tourops/runtime';
import { AllowRoles, CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ValidationError } from '../http/errors';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { RequestCheckCommand } from './commands/request-check.command';
import { MonitoringQueries } from './monitoring.queries';

function subjectIdOf(pathId: string): string {
  const subjectId = subjectIdOfPath(pathId);
  if (!subjectId) throw new ValidationError('subjectId is not a subject id.', { subjectId: 'Must be a subject id in base64url, as the list answers it (pathId).' });
  return subjectId;
}

@Controller('api/monitoring')
export class MonitoringController {
  constructor(
    private readonly queries: MonitoringQueries,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('subjects')
  subjects(@CurrentCaller() caller: Caller, @Query(validQuery(monitoringSubjectsQuery)) query: z.output<typeof monitoringSubjectsQuery>) {
    return this.queries.list(caller.orgId, query);
  }

  @Post('subjects/:subjectId/check')
  @Operators()
  @HttpCode(202)
  check(@CurrentCaller() caller: Caller, @Param('subjectId') pathId: string) {
    return this.commandBus.execute(new RequestCheckCommand(caller, subjectIdOf(pathId)));
  }
}

@Controller('api/dev/monitoring')
export class DevMonitoringController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(FLIGHT_STEERING) private readonly steering?: FlightSteering,
  ) {}

  /** Development only: what the simulated flight provider of a monitor in this process answers for one flight. */
  @Post('flights')
  @AllowRoles('org:admin')
  @HttpCode(200)
  steerFlight(@Body(validBody(steerFlightBody)) body: z.output<typeof steerFlightBody>) {
    if (this.config.production || !this.steering || this.config.providers.flights.kind !== 'simulated')
      throw new NotFoundException('Flight steering is for development, with the simulated flight provider of a monitor in this process.');
    const { flightNumber, departureDateLocal, ...scenario } = body;
    this.steering.steer(flightNumber, departureDateLocal, scenario);
    return { flightNumber, departureDateLocal, ...scenario };
  }
}
