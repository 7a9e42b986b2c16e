// HTTP routes of assignments: assign a member to a tour, day or segment (warnings need override: true), unassign, a tour's staff.
import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { assignFieldStaffBody } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { ParseIdPipe } from '../http/id.pipe';
import { validBody } from '../http/zod-validation.pipe';
import { AssignFieldStaffCommand } from './commands/assign-field-staff.command';
import { UnassignFieldStaffCommand } from './commands/unassign-field-staff.command';
import { GetTourStaffQuery } from './field-staff.queries';

@Controller('api')
export class AssignmentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('field-staff/:staffId/assignments')
  @Operators()
  @HttpCode(201)
  assign(@CurrentCaller() caller: Caller, @Param('staffId', ParseIdPipe) staffId: string, @Body(validBody(assignFieldStaffBody)) body: z.output<typeof assignFieldStaffBody>) {
    return this.commandBus.execute(new AssignFieldStaffCommand(caller, staffId, body));
  }

  @Delete('field-staff/:staffId/assignments/:assignmentId')
  @Operators()
  unassign(@CurrentCaller() caller: Caller, @Param('staffId', ParseIdPipe) staffId: string, @Param('assignmentId', ParseIdPipe) assignmentId: string) {
    return this.commandBus.execute(new UnassignFieldStaffCommand(caller, staffId, assignmentId));
  }

  @Get('tours/:tourId/staff')
  tourStaff(@CurrentCaller() caller: Caller, @Param('tourId', ParseIdPipe) tourId: string) {
    return this.queryBus.execute(new GetTourStaffQuery(caller.orgId, tourId));
  }
}
