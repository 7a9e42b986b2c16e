// Where field staff are: the latest positions with each member's current assignment and segment, and a member's trail.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  POSITION_FUTURE_TOLERANCE_MS,
  RECENT_TRAIL,
  activeAssignment,
  fieldStaffDecider,
  fieldStaffStreamName,
  positionStreamName,
  runningSegment,
  type PositionReportEvent,
  type StaffAssignment,
  type StaffPosition,
} from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { FIELD_STAFF_COLLECTION, STAFF_POSITIONS_COLLECTION, TOURS_COLLECTION, type FieldStaffDocument, type StaffPositionDocument, type TourDocument } from '@tourops/projections';
import { TRAIL_POINTS_MAX, type StaffPositionView, type StaffPositionsView, type TrailView } from '@tourops/contracts';
import { Clock, EVENT_STORE, READ_STORE, loadFolded } from '@tourops/runtime';

/** Members the tracking page shows at most. */
const MEMBERS_MAX = 1_000;
/** Events read per page when walking a position stream backwards. */
const TRAIL_PAGE_EVENTS = 200;

type StoredMember = Pick<FieldStaffDocument, '_id' | 'firstName' | 'lastName' | 'roles' | 'assignments'> & Record<string, unknown>;
type StoredPosition = StaffPositionDocument & Record<string, unknown>;
type StoredTour = Pick<TourDocument, '_id' | 'title' | 'timezone' | 'days'> & Record<string, unknown>;

@Injectable()
export class StaffPositionsReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  async list(orgId: string): Promise<StaffPositionsView> {
    const now = this.clock.now().toISOString();
    const scope = this.readStore.forOrganization(orgId);
    const [members, positions] = await Promise.all([
      scope
        .collection<StoredMember>(FIELD_STAFF_COLLECTION)
        .find({ deleted: false }, { sort: { nameKey: 1, _id: 1 }, limit: MEMBERS_MAX, projection: { firstName: 1, lastName: 1, roles: 1, assignments: 1 } }),
      scope.collection<StoredPosition>(STAFF_POSITIONS_COLLECTION).find({}, { limit: MEMBERS_MAX * 2 }),
    ]);
    const byMember = new Map(positions.map((document) => [document._id, document]));
    const assignments = new Map(members.map((member) => [member._id, activeAssignment<StaffAssignment>(member.assignments ?? [], now)]));
    const tourIds = [...new Set([...assignments.values()].flatMap((assignment) => (assignment ? [assignment.tourId] : [])))];
    const tours = tourIds.length
      ? await scope.collection<StoredTour>(TOURS_COLLECTION).find({ _id: { $in: tourIds }, deleted: false }, { projection: { title: 1, timezone: 1, days: 1 } })
      : [];
    const tourById = new Map(tours.map((tour) => [tour._id, tour]));
    const items = members.map((member): StaffPositionView => {
      const position = byMember.get(member._id);
      const assignment = assignments.get(member._id) ?? null;
      const tour = assignment ? tourById.get(assignment.tourId) : undefined;
      const running = assignment && tour?.days ? runningSegment(tour, assignment, now) : null;
      const segment = running ? tour!.days.find((day) => day.id === running.dayId)?.segments.find((candidate) => candidate.id === running.segmentId) : undefined;
      return {
        staffId: member._id,
        firstName: member.firstName,
        lastName: member.lastName,
        roles: member.roles,
        position: position?.latest ?? null,
        lastSeenAt: position?.latest.at ?? null,
        lastReportedAt: position?.lastReportedAt ?? null,
        // A document of version 1 (serving until version 2 takes over) holds up to 300 points.
        recentTrail: position ? position.trail.slice(-RECENT_TRAIL.maxPoints) : [],
        assignment: assignment
          ? {
              assignmentId: assignment.assignmentId,
              tourId: assignment.tourId,
              tourTitle: tour?.title ?? null,
              dayId: assignment.dayId ?? null,
              segmentId: assignment.segmentId ?? null,
              role: assignment.role,
              from: assignment.from,
              to: assignment.to,
            }
          : null,
        segment:
          running && segment ? { tourId: assignment!.tourId, dayId: running.dayId, segmentId: running.segmentId, title: segment.title, type: segment.type, startsAt: running.startsAt, endsAt: running.endsAt } : null,
      };
    });
    return { now, items };
  }

  /**
   * The member's positions from `from` to `to`, read from the position stream backwards. A position is
   * never more than the future tolerance ahead of its report, so once reports were received before
   * `from` minus that tolerance, no older event can hold a point of the window.
   */
  async trail(orgId: string, staffId: string, from: string, to: string): Promise<TrailView> {
    const { state } = await loadFolded(this.eventStore, fieldStaffStreamName(orgId, staffId), fieldStaffDecider);
    if (state.status === 'absent') throw new NotFoundException('Field staff member not found.');
    const start = Date.parse(from);
    const end = Date.parse(to);
    const receivedBefore = new Date(start - POSITION_FUTURE_TOLERANCE_MS).toISOString();
    const points = new Map<string, StaffPosition>();
    const streamName = positionStreamName(orgId, staffId);
    let fromRevision: number | undefined;
    for (let page = 0; page < 1_000; page++) {
      const events = await this.eventStore.readStream(streamName, { direction: 'backwards', maxCount: TRAIL_PAGE_EVENTS, ...(fromRevision !== undefined ? { fromRevision } : {}) });
      for (const event of events) {
        if (event.type !== 'StaffPositionsReported') continue;
        for (const point of (event.data as PositionReportEvent['data']).positions) {
          const at = Date.parse(point.at);
          // Older events are read later: the point first recorded for an instant wins, as in the read model.
          if (at >= start && at <= end) points.set(point.at, point);
        }
      }
      const oldest = events.at(-1);
      if (!oldest || events.length < TRAIL_PAGE_EVENTS || oldest.revision === 0 || oldest.metadata.occurredAt < receivedBefore) break;
      fromRevision = oldest.revision - 1;
    }
    const sorted = [...points.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    return { staffId, from: new Date(start).toISOString(), to: new Date(end).toISOString(), points: sorted.slice(-TRAIL_POINTS_MAX), truncated: sorted.length > TRAIL_POINTS_MAX };
  }
}
