// HTTP routes of tracking: devices report positions with their token; operators see latest positions and trails; admins manage device tokens.
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { issueDeviceTokenBody, reportPositionsBody, trailQuery, TRAIL_WINDOW_MAX_MS } from '@tourops/contracts';
import { Clock } from '@tourops/runtime';
import { AllowRoles, CurrentCaller, Public, type Caller } from '../identity/auth.guard';
import { ValidationError } from '../http/errors';
import { ParseIdPipe } from '../http/id.pipe';
import { validBody, validQuery } from '../http/zod-validation.pipe';
import { CurrentDevice, DeviceTokenGuard, type ReportingDevice } from './device-token.guard';
import { DeviceTokens } from './device-tokens';
import { PositionIngestion } from './position-ingestion';
import { StaffPositionsReader } from './staff-positions.reader';

const DEFAULT_TRAIL_MS = 60 * 60_000;

@Controller('api/field-staff')
export class TrackingController {
  constructor(
    private readonly ingestion: PositionIngestion,
    private readonly reader: StaffPositionsReader,
    private readonly tokens: DeviceTokens,
    private readonly clock: Clock,
  ) {}

  @Get('positions')
  positions(@CurrentCaller() caller: Caller) {
    return this.reader.list(caller.orgId);
  }

  @Post(':id/positions')
  @Public()
  @UseGuards(DeviceTokenGuard)
  @HttpCode(202)
  report(@CurrentDevice() device: ReportingDevice, @Body(validBody(reportPositionsBody)) body: z.output<typeof reportPositionsBody>) {
    return this.ingestion.report(device, body.positions);
  }

  @Get(':id/trail')
  trail(@CurrentCaller() caller: Caller, @Param('id', ParseIdPipe) staffId: string, @Query(validQuery(trailQuery)) query: z.output<typeof trailQuery>) {
    const to = query.to ? Date.parse(query.to) : this.clock.now().getTime();
    const from = query.from ? Date.parse(query.from) : to - DEFAULT_TRAIL_MS;
    if (from > to) throw new ValidationError('The trail must start before it ends.', { from: 'Must be before to.' });
    if (to - from > TRAIL_WINDOW_MAX_MS) throw new ValidationError('A trail spans at most 24 hours.', { from: 'At most 24 hours before to.' });
    return this.reader.trail(caller.orgId, staffId, new Date(from).toISOString(), new Date(to).toISOString());
  }

  @Post(':id/device-tokens')
  @AllowRoles('org:admin')
  @HttpCode(201)
  issueToken(@CurrentCaller() caller: Caller, @Param('id', ParseIdPipe) staffId: string, @Body(validBody(issueDeviceTokenBody)) body: z.output<typeof issueDeviceTokenBody>) {
    return this.tokens.issue(caller, staffId, body.label);
  }

  @Get(':id/device-tokens')
  @AllowRoles('org:admin')
  async listTokens(@CurrentCaller() caller: Caller, @Param('id', ParseIdPipe) staffId: string) {
    return { items: await this.tokens.list(caller, staffId) };
  }

  @Delete(':id/device-tokens/:tokenId')
  @AllowRoles('org:admin')
  revokeToken(@CurrentCaller() caller: Caller, @Param('id', ParseIdPipe) staffId: string, @Param('tokenId', ParseIdPipe) tokenId: string) {
    return this.tokens.revoke(caller, staffId, tokenId);
  }
}
