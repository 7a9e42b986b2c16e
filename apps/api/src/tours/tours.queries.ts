// Tour queries, answered from the tours read model (and the history, presented, from the tour's own stream).
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TourPeriod } from '@tourops/domain';
import type { ReadStore, Filter } from '@tourops/read-store';
import { TOURS_COLLECTION, type TourDocument } from '@tourops/projections';
import type { HistoryFilter, Page, HistoryPage, TourSummaryView, TourView } from '@tourops/contracts';
import { READ_STORE } from '@tourops/runtime';
import { afterCursor, encodeCursor, escapeRegex } from '../shared/list-paging';
import { tourHistory } from '../history/history-subjects';
import { HistoryPresenter } from '../history/history.presenter';
import { TourCalendarReader } from './tour-calendar.reader';
import { SUMMARY_PROJECTION, toTourSummaryView, toTourView } from './tour-views';

export interface TourListCriteria {
  /** Live tours, deleted ones, or templates. */
  kind: 'tours' | 'deleted' | 'templates';
  statuses: string[];
  search?: string;
  sort: 'updatedAt' | 'startDate' | 'title';
  order: 'asc' | 'desc';
  /** Tours overlapping from..to. */
  from?: string;
  to?: string;
  /** Tours in a calendar period, each by its own zone's today. */
  period?: TourPeriod;
  limit: number;
  cursor?: string;
}

const KIND_FILTERS: Record<TourListCriteria['kind'], Filter> = {
  tours: { deleted: false, template: { $ne: true } },
  deleted: { deleted: true },
  templates: { deleted: false, template: true },
};

/** The stored field each sort orders by (titles case-insensitively). */
const SORT_FIELDS = { updatedAt: 'updatedAt', startDate: 'startDate', title: 'titleKey' } as const;

export class ListToursQuery extends Query<Page<TourSummaryView>> {
  constructor(
    readonly orgId: string,
    readonly criteria: TourListCriteria,
  ) {
    super();
  }
}

export class GetTourQuery extends Query<TourView> {
  constructor(
    readonly orgId: string,
    readonly tourId: string,
  ) {
    super();
  }
}

export class GetTourHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly orgId: string,
    readonly tourId: string,
    readonly filter: Partial<HistoryFilter> = {},
  ) {
    super();
  }
}

/** The stored document as the read store types it. */
type StoredTour = TourDocument & Record<string, unknown>;

@QueryHandler(ListToursQuery)
export class ListToursHandler implements IQueryHandler<ListToursQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly calendar: TourCalendarReader,
  ) {}

  async execute({ orgId, criteria }: ListToursQuery): Promise<Page<TourSummaryView>> {
    const field = SORT_FIELDS[criteria.sort];
    const direction = criteria.order === 'asc' ? 1 : -1;
    const conditions: Filter[] = [KIND_FILTERS[criteria.kind]];
    if (criteria.statuses.length > 0) conditions.push({ status: { $in: criteria.statuses } });
    if (criteria.search) conditions.push({ searchText: { $regex: escapeRegex(criteria.search.toLowerCase()) } });
    if (criteria.from) conditions.push({ endDate: { $gte: criteria.from } });
    if (criteria.to) conditions.push({ startDate: { $lte: criteria.to } });
    if (criteria.period) conditions.push({ _id: { $in: await this.calendar.tourIdsIn(orgId, criteria.period) } });
    if (criteria.cursor) conditions.push(afterCursor(criteria.cursor, field, direction));
    const documents = await this.readStore
      .forOrganization(orgId)
      .collection<StoredTour>(TOURS_COLLECTION)
      .find({ $and: conditions }, { sort: { [field]: direction, _id: direction }, limit: criteria.limit + 1, projection: SUMMARY_PROJECTION });
    const items = documents.slice(0, criteria.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toTourSummaryView),
      nextCursor: documents.length > criteria.limit ? encodeCursor(last[field], last._id) : null,
    };
  }
}

@QueryHandler(GetTourQuery)
export class GetTourHandler implements IQueryHandler<GetTourQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, tourId }: GetTourQuery): Promise<TourView> {
    const document = await this.readStore.forOrganization(orgId).collection<StoredTour>(TOURS_COLLECTION).findOne({ _id: tourId });
    if (!document || document.purged) throw new NotFoundException('Tour not found.');
    return toTourView(document);
  }
}

/** The audit trail is the tour's stream itself: every event, in order, as it was recorded. */
@QueryHandler(GetTourHistoryQuery)
export class GetTourHistoryHandler implements IQueryHandler<GetTourHistoryQuery> {
  constructor(private readonly history: HistoryPresenter) {}

  execute({ orgId, tourId, filter }: GetTourHistoryQuery): Promise<HistoryPage> {
    return this.history.present(orgId, tourHistory(orgId, tourId), filter);
  }
}

export const TOUR_QUERY_HANDLERS = [ListToursHandler, GetTourHandler, GetTourHistoryHandler];
