// A member's own stream: the one way a field staff command is run on it, with the titles of the tours an assignment clashes with and how many the tour has.
import { Inject, Injectable } from '@nestjs/common';
import {
  busyWith,
  fieldStaffDecider,
  fieldStaffStreamName,
  tourDecider,
  tourStreamName,
  type AssignFieldStaffData,
  type FieldStaffCommand,
  type FieldStaffState,
  type TourTitles,
} from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { FIELD_STAFF_COLLECTION, type FieldStaffDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { CommandPath, EVENT_STORE, READ_STORE, loadFolded, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';

@Injectable()
export class FieldStaffStream {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly commands: CommandPath,
  ) {}

  /** The write answers with `resultId`: the member's, or the new assignment's. */
  async run(caller: Caller, staffId: string, command: FieldStaffCommand, resultId = staffId, expectedRevision?: number): Promise<WriteResult> {
    return writeResultOf(await this.commands.run({
      streamName: fieldStaffStreamName(caller.orgId, staffId),
      decider: fieldStaffDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: async (state) =>
        command.type === 'AssignFieldStaff'
          ? { tourTitles: await this.titlesOfClashes(caller.orgId, state, command.data), assignmentsOnTour: await this.assignmentsOnTour(caller.orgId, command.data.tourId) }
          : {},
      expectedRevision,
      resultId,
    }));
  }

  /** How many field staff assignments a tour has, in the field staff read model. */
  private async assignmentsOnTour(orgId: string, tourId: string): Promise<number> {
    const members = await this.readStore
      .forOrganization(orgId)
      .collection<FieldStaffDocument & Record<string, unknown>>(FIELD_STAFF_COLLECTION)
      .find({ tourIds: tourId }, { projection: { assignments: 1 } });
    return members.reduce((count, member) => count + member.assignments.filter((assignment) => assignment.tourId === tourId).length, 0);
  }

  /** The titles of the tours the member is already assigned to in the period, read from their streams. */
  private async titlesOfClashes(orgId: string, state: FieldStaffState, candidate: AssignFieldStaffData): Promise<TourTitles> {
    if (state.status !== 'present') return {};
    const tourIds = [...new Set(busyWith(state.member, candidate).map((clash) => clash.tourId))];
    const tours = await Promise.all(tourIds.map((tourId) => loadFolded(this.eventStore, tourStreamName(orgId, tourId), tourDecider)));
    return Object.fromEntries(tours.flatMap(({ state: tour }, index) => (tour.status === 'present' ? [[tourIds[index], tour.tour.title]] : [])));
  }
}
