// Assigning a member to a tour, a day or a segment: the period comes from the tour, the clashing tours' titles come with the warnings.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assignmentPeriod, conflict, type FieldStaffRole } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { EVENT_STORE, SettingsStreams } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { readTour } from '../../tours/tours.stream';
import { FieldStaffStream } from '../field-staff.stream';

export interface AssignmentRequest {
  tourId: string;
  dayId?: string;
  segmentId?: string;
  role: FieldStaffRole;
  override: boolean;
}

export class AssignFieldStaffCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly staffId: string,
    readonly request: AssignmentRequest,
  ) {
    super();
  }
}

@CommandHandler(AssignFieldStaffCommand)
export class AssignFieldStaffHandler implements ICommandHandler<AssignFieldStaffCommand, WriteResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly staff: FieldStaffStream,
    private readonly settings: SettingsStreams,
  ) {}

  async execute({ caller, staffId, request }: AssignFieldStaffCommand): Promise<WriteResult> {
    const tour = await readTour(this.eventStore, caller.orgId, request.tourId);
    if (tour.deleted) throw conflict('The tour is deleted; restore it before staffing it.');
    if (tour.template) throw conflict('A template is not staffed; staff the tours made from it.');
    const { dayId, segmentId, role, override } = request;
    const period = assignmentPeriod(tour, { dayId, segmentId }, await this.settings.get(caller.orgId, 'day'));
    const assignmentId = randomUUID();
    const data = { assignmentId, tourId: tour.id, ...(dayId ? { dayId } : {}), ...(segmentId ? { segmentId } : {}), role, ...period, override };
    return this.staff.run(caller, staffId, { type: 'AssignFieldStaff', data }, assignmentId);
  }
}
