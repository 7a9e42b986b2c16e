// Field staff queries, answered from the field-staff read model (joined with tours), and the history from the member's stream.
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { normalizeName, type FieldStaffRole } from '@tourops/domain';
import type { Filter, ReadStore } from '@tourops/read-store';
import { FIELD_STAFF_COLLECTION, TOURS_COLLECTION, type FieldStaffDocument, type TourDocument } from '@tourops/projections';
import type { HistoryPage, HistoryFilter, FieldStaffSummaryView, FieldStaffView, Page, ScheduleEntryView, TourStaffMemberView } from '@tourops/contracts';
import { READ_STORE } from '@tourops/runtime';
import { afterCursor, encodeCursor, escapeRegex } from '../shared/list-paging';
import { fieldStaffHistory } from '../history/history-subjects';
import { HistoryPresenter } from '../history/history.presenter';
import { FIELD_STAFF_LIST_PROJECTION, toAssignmentView, toFieldStaffSummaryView, toFieldStaffView, toTourStaffMemberView } from './field-staff-views';

export interface FieldStaffListCriteria {
  search?: string;
  role?: FieldStaffRole;
  language?: string;
  sort: 'name' | 'updatedAt';
  order: 'asc' | 'desc';
  limit: number;
  cursor?: string;
}

type StoredMember = FieldStaffDocument & Record<string, unknown>;
type StoredTour = Partial<TourDocument> & { _id: string; purged?: boolean } & Record<string, unknown>;

const SORT_FIELDS = { name: 'nameKey', updatedAt: 'updatedAt' } as const;


export class ListFieldStaffQuery extends Query<Page<FieldStaffSummaryView>> {
  constructor(
    readonly orgId: string,
    readonly criteria: FieldStaffListCriteria,
  ) {
    super();
  }
}

export class GetFieldStaffQuery extends Query<FieldStaffView> {
  constructor(
    readonly orgId: string,
    readonly staffId: string,
  ) {
    super();
  }
}

export class GetFieldStaffHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly orgId: string,
    readonly staffId: string,
    readonly filter: Partial<HistoryFilter> = {},
  ) {
    super();
  }
}

export class GetScheduleQuery extends Query<ScheduleEntryView[]> {
  constructor(
    readonly orgId: string,
    readonly staffId: string,
    /** true: assignments ended before `now`; false: those ending at or after it. */
    readonly past: boolean,
    readonly now: Date,
  ) {
    super();
  }
}

export class GetTourStaffQuery extends Query<TourStaffMemberView[]> {
  constructor(
    readonly orgId: string,
    readonly tourId: string,
  ) {
    super();
  }
}

@QueryHandler(ListFieldStaffQuery)
export class ListFieldStaffHandler implements IQueryHandler<ListFieldStaffQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, criteria }: ListFieldStaffQuery): Promise<Page<FieldStaffSummaryView>> {
    const field = SORT_FIELDS[criteria.sort];
    const direction = criteria.order === 'asc' ? 1 : -1;
    const conditions: Filter[] = [{ deleted: false }];
    if (criteria.search) conditions.push({ searchText: { $regex: escapeRegex(normalizeName(criteria.search)) } });
    if (criteria.role) conditions.push({ roles: criteria.role });
    if (criteria.language) conditions.push({ languages: criteria.language });
    if (criteria.cursor) conditions.push(afterCursor(criteria.cursor, field, direction));
    const documents = await this.readStore
      .forOrganization(orgId)
      .collection<StoredMember>(FIELD_STAFF_COLLECTION)
      .find({ $and: conditions }, { sort: { [field]: direction, _id: direction }, limit: criteria.limit + 1, projection: FIELD_STAFF_LIST_PROJECTION });
    const items = documents.slice(0, criteria.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toFieldStaffSummaryView),
      nextCursor: documents.length > criteria.limit ? encodeCursor(last[field], last._id) : null,
    };
  }
}

async function findMember(readStore: ReadStore, orgId: string, staffId: string): Promise<FieldStaffDocument> {
  const document = await readStore.forOrganization(orgId).collection<StoredMember>(FIELD_STAFF_COLLECTION).findOne({ _id: staffId });
  if (!document) throw new NotFoundException('Field staff member not found.');
  return document;
}

@QueryHandler(GetFieldStaffQuery)
export class GetFieldStaffHandler implements IQueryHandler<GetFieldStaffQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, staffId }: GetFieldStaffQuery): Promise<FieldStaffView> {
    return toFieldStaffView(await findMember(this.readStore, orgId, staffId));
  }
}

/** The audit trail is the member's stream itself: every event, overrides included, presented in words. */
@QueryHandler(GetFieldStaffHistoryQuery)
export class GetFieldStaffHistoryHandler implements IQueryHandler<GetFieldStaffHistoryQuery> {
  constructor(private readonly history: HistoryPresenter) {}

  execute({ orgId, staffId, filter }: GetFieldStaffHistoryQuery): Promise<HistoryPage> {
    return this.history.present(orgId, fieldStaffHistory(orgId, staffId), filter);
  }
}

/** The tours of some ids as the tours read model has them (purged ones are tombstones). */
export async function toursByIds(readStore: ReadStore, orgId: string, tourIds: string[]): Promise<Map<string, StoredTour>> {
  if (tourIds.length === 0) return new Map();
  const tours = await readStore
    .forOrganization(orgId)
    .collection<StoredTour>(TOURS_COLLECTION)
    .find({ _id: { $in: [...new Set(tourIds)] } }, { projection: { searchText: 0, _position: 0 } });
  return new Map(tours.map((tour) => [tour._id, tour]));
}

@QueryHandler(GetScheduleQuery)
export class GetScheduleHandler implements IQueryHandler<GetScheduleQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, staffId, past, now }: GetScheduleQuery): Promise<ScheduleEntryView[]> {
    const member = await findMember(this.readStore, orgId, staffId);
    const nowMs = now.getTime();
    const chosen = member.assignments
      .filter((assignment) => (past ? Date.parse(assignment.to) < nowMs : Date.parse(assignment.to) >= nowMs))
      .sort((a, b) => (past ? -1 : 1) * (Date.parse(a.from) - Date.parse(b.from) || a.assignmentId.localeCompare(b.assignmentId)));
    const tours = await toursByIds(this.readStore, orgId, chosen.map((assignment) => assignment.tourId));
    return chosen.map((assignment) => {
      const tour = tours.get(assignment.tourId);
      const known = tour && !tour.purged ? tour : undefined;
      const day = assignment.dayId ? known?.days?.find((candidate) => candidate.id === assignment.dayId) : undefined;
      const segment = assignment.segmentId ? day?.segments.find((candidate) => candidate.id === assignment.segmentId) : undefined;
      return {
        ...toAssignmentView(assignment),
        tourTitle: known?.title ?? null,
        tourStatus: known?.status ?? null,
        tourTimezone: known?.timezone ?? null,
        tourDeleted: known ? known.deleted === true : true,
        dayDate: day?.date ?? null,
        segmentTitle: segment?.title ?? null,
      };
    });
  }
}

@QueryHandler(GetTourStaffQuery)
export class GetTourStaffHandler implements IQueryHandler<GetTourStaffQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, tourId }: GetTourStaffQuery): Promise<TourStaffMemberView[]> {
    const scope = this.readStore.forOrganization(orgId);
    const tour = await scope.collection<StoredTour>(TOURS_COLLECTION).findOne({ _id: tourId }, { projection: { _id: 1, purged: 1 } });
    if (!tour || tour.purged) throw new NotFoundException('Tour not found.');
    const members = await scope
      .collection<StoredMember>(FIELD_STAFF_COLLECTION)
      .find({ tourIds: tourId }, { sort: { nameKey: 1, _id: 1 }, projection: FIELD_STAFF_LIST_PROJECTION });
    return members.map((member) => toTourStaffMemberView(member, tourId));
  }
}

export const FIELD_STAFF_QUERY_HANDLERS = [ListFieldStaffHandler, GetFieldStaffHandler, GetFieldStaffHistoryHandler, GetScheduleHandler, GetTourStaffHandler];
