// Assigning a member to a tour, a day or a segment: the period comes from the tour, the clashing tours' titles come with the warnings.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assignmentPeriod, busyWith, conflict, fieldStaffDecider, fieldStaffStreamName, tourDecider, tourStreamName, type FieldStaffRole, type FieldStaffState, type TourTitles } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath, EVENT_STORE, loadFolded } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { SettingsReader } from '../../settings/settings.reader';
import { readTour } from '../../tours/tours.stream';

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
    private readonly commands: CommandPath,
    private readonly settings: SettingsReader,
  ) {}

  async execute({ caller, staffId, request }: AssignFieldStaffCommand): Promise<WriteResult> {
    const tour = await readTour(this.eventStore, caller.orgId, request.tourId);
    if (tour.deleted) throw conflict('The tour is deleted; restore it before staffing it.');
    if (tour.template) throw conflict('A template is not staffed; staff the tours made from it.');
    const { dayId, segmentId, role, override } = request;
    const period = assignmentPeriod(tour, { dayId, segmentId }, await this.settings.get(caller.orgId, 'day'));
    const assignmentId = randomUUID();
    const data = { assignmentId, tourId: tour.id, ...(dayId ? { dayId } : {}), ...(segmentId ? { segmentId } : {}), role, ...period, override };
    const { id, revision, position } = await this.commands.run({
      streamName: fieldStaffStreamName(caller.orgId, staffId),
      decider: fieldStaffDecider,
      command: { type: 'AssignFieldStaff', data },
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: async (state) => ({ tourTitles: await this.titlesOfClashes(caller.orgId, state, data) }),
      resultId: assignmentId,
    });
    return { id, revision, position };
  }

  /** The titles of the tours the member is already assigned to in the period, read from their streams. */
  private async titlesOfClashes(orgId: string, state: FieldStaffState, candidate: Parameters<typeof busyWith>[1]): Promise<TourTitles> {
    if (state.status !== 'present') return {};
    const tourIds = [...new Set(busyWith(state.member, candidate).map((clash) => clash.tourId))];
    const tours = await Promise.all(tourIds.map((tourId) => loadFolded(this.eventStore, tourStreamName(orgId, tourId), tourDecider)));
    return Object.fromEntries(tours.flatMap(({ state: tour }, index) => (tour.status === 'present' ? [[tourIds[index], tour.tour.title]] : [])));
  }
}
