// The overview dashboard from the read models: the tour calendar, tour rosters, field staff and positions, open notifications and monitored flights.
import { Inject, Injectable } from '@nestjs/common';
import { SEVERITIES, activeAssignment, defaultSettings, mergeOverDefaults, type Severity, type StaffAssignment } from '@tourops/domain';
import { OVERVIEW_STAFF_MAX, type OverviewStaffMember, type OverviewView } from '@tourops/contracts';
import {
  FIELD_STAFF_COLLECTION,
  MONITORING_SUBJECTS_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  POSITION_FIELD,
  SETTINGS_COLLECTION,
  STAFF_POSITIONS_COLLECTION,
  TOURS_COLLECTION,
  type FieldStaffDocument,
  type StaffPositionDocument,
  type TourDocument,
} from '@tourops/projections';
import type { OrganizationScope, ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import { TourCalendarReader } from '../tours/tour-calendar.reader';
import { TourRosterReader } from '../travelers/tour-roster.reader';
import { flightsOf, type FlightSubject } from './overview-flights';
import { timelineOf } from './overview-timeline';
import { OverviewMemo, type PositionedMember, type PositionedTour } from './overview.memo';

const OPEN_STATUSES = ['UNREAD', 'READ', 'ACKNOWLEDGED'];

type StoredTour = TourDocument & PositionedTour;
type StoredMember = Pick<FieldStaffDocument, '_id' | 'firstName' | 'lastName' | 'nameKey' | 'assignments' | 'tourIds'> & PositionedMember;

@Injectable()
export class OverviewQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly calendar: TourCalendarReader,
    private readonly rosters: TourRosterReader,
    private readonly memo: OverviewMemo,
  ) {}

  async overview(orgId: string): Promise<OverviewView> {
    const scope = this.readStore.forOrganization(orgId);
    const { at, runningToday, departingNext7Days } = await this.calendar.calendar(orgId);
    const now = new Date(at).toISOString();
    const titles = new Map([...runningToday, ...departingNext7Days].map((tour) => [tour._id, tour.title]));
    const runningIds = runningToday.map((tour) => tour._id);
    const [plans, travelersOnTourToday, staffInField, notifications, settings] = await Promise.all([
      this.plansOf(scope, [...titles.keys()]),
      this.rosters.countOn(orgId, runningIds),
      this.staffInField(scope, now, runningIds, titles),
      this.openNotifications(scope),
      scope.collection<{ _id: string; values: unknown }>(SETTINGS_COLLECTION).findOne({ _id: 'notifications' }),
    ]);
    return {
      at: now,
      tours: { runningToday: runningToday.length, departingNext7Days: departingNext7Days.length },
      travelersOnTourToday,
      staffInField,
      notifications,
      flights: flightsOf(await this.flightsWatchedNow(scope, now, plans), titles, mergeOverDefaults(defaultSettings().notifications, settings?.values), plans),
      timeline: timelineOf(runningToday, plans),
    };
  }

  /** The tours on the calendar with their days, by id: read once, for their flights on watch, their schedules and today's timeline. */
  private async plansOf(scope: OrganizationScope, tourIds: string[]): Promise<Map<string, StoredTour>> {
    if (tourIds.length === 0) return new Map();
    const tours = await scope.collection<StoredTour>(TOURS_COLLECTION).find({ _id: { $in: tourIds } });
    return new Map(tours.map((tour) => [tour._id, tour]));
  }

  /** The flights of these tours that the monitoring board shows now (within 72 h or under way), with their latest readings. */
  private async flightsWatchedNow(scope: OrganizationScope, now: string, plans: ReadonlyMap<string, PositionedTour>): Promise<FlightSubject[]> {
    const watched = this.memo.flightsInHorizon(scope.orgId, [...plans.values()], now);
    if (watched.length === 0) return [];
    const documents = await scope
      .collection<FlightSubject>(MONITORING_SUBJECTS_COLLECTION)
      // A subject's document id is its subject id: looked up by id, not by a scan of every subject.
      .find({ _id: { $in: watched.map((subject) => subject.id) } }, { projection: { subjectId: 1, tourId: 1, readings: 1, lastCheckAt: 1 } });
    const checked = new Map(documents.map((document) => [document.subjectId, document]));
    return watched.map((subject) => checked.get(subject.id) ?? { subjectId: subject.id, tourId: subject.tourId, readings: {}, lastCheckAt: null });
  }

  /** Members on an assignment now on a tour running today, by name, with the time of their latest position. */
  private async staffInField(scope: OrganizationScope, now: string, runningIds: readonly string[], titles: ReadonlyMap<string, string>): Promise<OverviewView['staffInField']> {
    const staff = scope.collection<StoredMember>(FIELD_STAFF_COLLECTION);
    const everyone = await staff.find({ deleted: false }, { projection: { tourIds: 1, firstName: 1, lastName: 1, nameKey: 1, assignments: 1, [POSITION_FIELD]: 1 } });
    const inField = this.memo
      .staffOn(scope.orgId, everyone, runningIds)
      .map((member) => ({ member, assignment: activeAssignment<StaffAssignment>(member.assignments ?? [], now) }))
      .filter((entry): entry is { member: StoredMember; assignment: StaffAssignment } => entry.assignment !== null)
      .sort((a, b) => a.member.nameKey.localeCompare(b.member.nameKey));
    const shown = inField.slice(0, OVERVIEW_STAFF_MAX);
    const positions = shown.length
      ? await scope.collection<Pick<StaffPositionDocument, '_id' | 'latest'>>(STAFF_POSITIONS_COLLECTION).find({ _id: { $in: shown.map(({ member }) => member._id) } }, { projection: { latest: 1 } })
      : [];
    const lastSeen = new Map(positions.map((position) => [position._id, position.latest.at]));
    const toView = ({ member, assignment }: (typeof shown)[number]): OverviewStaffMember => ({
      staffId: member._id,
      firstName: member.firstName,
      lastName: member.lastName,
      role: assignment.role,
      tourId: assignment.tourId,
      tourTitle: titles.get(assignment.tourId) ?? null,
      lastSeenAt: lastSeen.get(member._id) ?? null,
    });
    return { count: inField.length, members: shown.map(toView) };
  }

  private async openNotifications(scope: OrganizationScope): Promise<OverviewView['notifications']> {
    const open = await scope.collection<{ _id: string; level: Severity }>(NOTIFICATIONS_COLLECTION).find({ status: { $in: OPEN_STATUSES } }, { projection: { level: 1 } });
    const counts = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<Severity, number>;
    for (const notification of open) if (notification.level in counts) counts[notification.level]++;
    return { open: counts, total: open.length };
  }
}
