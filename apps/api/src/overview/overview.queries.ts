// The overview dashboard from the read models: the tour calendar, tour rosters, field staff and positions, open notifications and monitored flights.
import { Inject, Injectable } from '@nestjs/common';
import { SEVERITIES, activeAssignment, defaultSettings, mergeOverDefaults, watchedSubjects, type Severity, type StaffAssignment, type Tour } from '@tourops/domain';
import { OVERVIEW_STAFF_MAX, type OverviewStaffMember, type OverviewView } from '@tourops/contracts';
import {
  FIELD_STAFF_COLLECTION,
  MONITORING_SUBJECTS_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  SETTINGS_COLLECTION,
  STAFF_POSITIONS_COLLECTION,
  TOURS_COLLECTION,
  WATCHED_TOURS_FILTER,
  type FieldStaffDocument,
  type StaffPositionDocument,
} from '@tourops/projections';
import type { OrganizationScope, ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import { TourCalendarReader } from '../tours/tour-calendar.reader';
import { TourRosterReader } from '../travelers/tour-roster.reader';
import { flightsOf, type FlightSubject } from './overview-flights';
import { timelineOf, type TourWithDays } from './overview-timeline';

const OPEN_STATUSES = ['UNREAD', 'READ', 'ACKNOWLEDGED'];

type StoredMember = Pick<FieldStaffDocument, '_id' | 'firstName' | 'lastName' | 'nameKey' | 'assignments' | 'tourIds'>;

@Injectable()
export class OverviewQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly calendar: TourCalendarReader,
    private readonly rosters: TourRosterReader,
  ) {}

  async overview(orgId: string): Promise<OverviewView> {
    const scope = this.readStore.forOrganization(orgId);
    const { at, runningToday, departingNext7Days } = await this.calendar.calendar(orgId);
    const now = new Date(at).toISOString();
    const titles = new Map([...runningToday, ...departingNext7Days].map((tour) => [tour._id, tour.title]));
    const runningIds = runningToday.map((tour) => tour._id);
    const readDays = (tourIds: string[]) => this.daysOf(scope, tourIds);
    const [travelersOnTourToday, staffInField, notifications, subjects, settings, timeline] = await Promise.all([
      this.rosters.countOn(orgId, runningIds),
      this.staffInField(scope, now, runningIds, titles),
      this.openNotifications(scope),
      this.flightsWatchedNow(scope, now, [...titles.keys()]),
      scope.collection<{ _id: string; values: unknown }>(SETTINGS_COLLECTION).findOne({ _id: 'notifications' }),
      timelineOf(runningToday, readDays),
    ]);
    return {
      at: now,
      tours: { runningToday: runningToday.length, departingNext7Days: departingNext7Days.length },
      travelersOnTourToday,
      staffInField,
      notifications,
      flights: await flightsOf(subjects, titles, mergeOverDefaults(defaultSettings().notifications, settings?.values), readDays),
      timeline,
    };
  }

  /** The flights of these tours that the monitoring board shows now (within 72 h or under way), with their latest readings. */
  private async flightsWatchedNow(scope: OrganizationScope, now: string, tourIds: string[]): Promise<FlightSubject[]> {
    if (tourIds.length === 0) return [];
    const tours = await scope.collection<Tour>(TOURS_COLLECTION).find({ ...WATCHED_TOURS_FILTER, _id: { $in: tourIds } });
    const watched = tours.flatMap((tour) => watchedSubjects(tour, now, 'flight').filter((subject) => subject.inHorizon));
    if (watched.length === 0) return [];
    const documents = await scope
      .collection<FlightSubject>(MONITORING_SUBJECTS_COLLECTION)
      // A subject's document id is its subject id: looked up by id, not by a scan of every subject.
      .find({ _id: { $in: watched.map((subject) => subject.id) } }, { projection: { subjectId: 1, tourId: 1, readings: 1, lastCheckAt: 1 } });
    const checked = new Map(documents.map((document) => [document.subjectId, document]));
    return watched.map((subject) => checked.get(subject.id) ?? { subjectId: subject.id, tourId: subject.tourId, readings: {}, lastCheckAt: null });
  }

  private async daysOf(scope: OrganizationScope, tourIds: string[]): Promise<Map<string, TourWithDays>> {
    if (tourIds.length === 0) return new Map();
    const tours = await scope.collection<TourWithDays>(TOURS_COLLECTION).find({ _id: { $in: tourIds } }, { projection: { days: 1 } });
    return new Map(tours.map((tour) => [tour._id, tour]));
  }

  /** Members on an assignment now on a tour running today, by name, with the time of their latest position. */
  private async staffInField(scope: OrganizationScope, now: string, runningIds: readonly string[], titles: ReadonlyMap<string, string>): Promise<OverviewView['staffInField']> {
    const staff = scope.collection<StoredMember>(FIELD_STAFF_COLLECTION);
    const running = new Set(runningIds);
    const everyone = await staff.find({ deleted: false }, { projection: { tourIds: 1 } });
    const candidates = everyone.filter((member) => member.tourIds.some((tourId) => running.has(tourId))).map((member) => member._id);
    const members = candidates.length ? await staff.find({ _id: { $in: candidates } }, { projection: { firstName: 1, lastName: 1, nameKey: 1, assignments: 1 } }) : [];
    const inField = members
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
