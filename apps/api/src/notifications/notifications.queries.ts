// Notification queries, answered from the notifications read model, and the history from the notification's stream.
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NOTIFICATION_STATUSES, SEVERITIES, type Measure, type NotificationStatus, type Severity } from '@tourops/domain';
import type { Filter, ReadStore } from '@tourops/read-store';
import { NOTIFICATIONS_COLLECTION, TOURS_COLLECTION, type NotificationDocument, type TourDocument } from '@tourops/projections';
import type { HistoryFilter, HistoryPage, NotificationSummary, NotificationView, Page } from '@tourops/contracts';
import { READ_STORE } from '@tourops/runtime';
import { afterKeyset, encodeKeysetCursor } from '../shared/list-paging';
import { notificationHistory } from '../history/history-subjects';
import { HistoryPresenter } from '../history/history.presenter';
import { NOTIFICATION_PROJECTION, notificationViews } from './notification-views';

export interface NotificationListCriteria {
  statuses?: NotificationStatus[];
  severities?: Severity[];
  measures?: Measure[];
  tourId?: string;
  /** 'YYYY-MM-DD': notifications about a segment planned on a tour day of that date. */
  day?: string;
  limit: number;
  cursor?: string;
}

type StoredNotification = NotificationDocument & Record<string, unknown>;

const OPEN_STATUSES: readonly NotificationStatus[] = ['UNREAD', 'READ', 'ACKNOWLEDGED'];

export class ListNotificationsQuery extends Query<Page<NotificationView>> {
  constructor(
    readonly orgId: string,
    readonly criteria: NotificationListCriteria,
  ) {
    super();
  }
}

export class GetNotificationSummaryQuery extends Query<NotificationSummary> {
  constructor(readonly orgId: string) {
    super();
  }
}

export class GetNotificationQuery extends Query<NotificationView> {
  constructor(
    readonly orgId: string,
    readonly notificationId: string,
  ) {
    super();
  }
}

export class GetNotificationHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly orgId: string,
    readonly notificationId: string,
    readonly filter: Partial<HistoryFilter> = {},
  ) {
    super();
  }
}

const oneOf = (field: string, values: readonly string[] | undefined): Filter[] => (values ? [{ [field]: values.length === 1 ? values[0] : { $in: values } }] : []);

/** The inbox's order: the highest level first (CRITICAL), then the newest to reach its level. */
const INBOX_ORDER = ['levelRank', 'levelSince'] as const;

/** Highest level first, then newest first; one query for the page and one for the tours it is about. */
@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, criteria }: ListNotificationsQuery): Promise<Page<NotificationView>> {
    const scope = this.readStore.forOrganization(orgId);
    const conditions: Filter[] = [
      ...oneOf('status', criteria.statuses),
      ...oneOf('level', criteria.severities),
      ...oneOf('measure', criteria.measures),
      ...(criteria.tourId ? [{ tourId: criteria.tourId }] : []),
      ...(criteria.day ? [{ segmentId: { $in: await this.segmentsOn(orgId, criteria.day, criteria.tourId) } }] : []),
      ...(criteria.cursor ? [afterKeyset(criteria.cursor, INBOX_ORDER, -1)] : []),
    ];
    const documents = await scope
      .collection<StoredNotification>(NOTIFICATIONS_COLLECTION)
      .find(conditions.length > 0 ? { $and: conditions } : {}, { sort: { levelRank: -1, levelSince: -1, _id: -1 }, limit: criteria.limit + 1, projection: NOTIFICATION_PROJECTION });
    const items = documents.slice(0, criteria.limit);
    const last = items[items.length - 1];
    const nextCursor = documents.length > criteria.limit ? encodeKeysetCursor([last.levelRank, last.levelSince], last._id) : null;
    return { items: await notificationViews(scope, items), nextCursor };
  }

  /** The segments planned on a tour day of that date (of one tour when given): the days of the tours whose dates hold it (the days are read by id, ADR 0055). */
  private async segmentsOn(orgId: string, date: string, tourId: string | undefined): Promise<string[]> {
    const tours = await this.readStore
      .forOrganization(orgId)
      .collection<TourDocument & Record<string, unknown>>(TOURS_COLLECTION)
      .find({ startDate: { $lte: date }, endDate: { $gte: date }, ...(tourId ? { _id: tourId } : {}) }, { projection: { days: 1 } });
    return tours.flatMap((tour) => tour.days.filter((day) => day.date === date).flatMap((day) => day.segments.map((segment) => segment.id)));
  }
}

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

@QueryHandler(GetNotificationSummaryQuery)
export class GetNotificationSummaryHandler implements IQueryHandler<GetNotificationSummaryQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId }: GetNotificationSummaryQuery): Promise<NotificationSummary> {
    const groups = await this.readStore
      .forOrganization(orgId)
      .collection(NOTIFICATIONS_COLLECTION)
      .aggregate<{ _id: { status: NotificationStatus; level: Severity }; count: number }>([
        { $group: { _id: { status: '$status', level: '$level' }, count: { $sum: 1 } } },
      ]);
    const summary: NotificationSummary = { total: 0, byStatus: zeroes(NOTIFICATION_STATUSES), bySeverity: zeroes(SEVERITIES), open: { ...zeroes(SEVERITIES), total: 0 } };
    for (const { _id: { status, level }, count } of groups) {
      summary.total += count;
      summary.byStatus[status] = (summary.byStatus[status] ?? 0) + count;
      summary.bySeverity[level] = (summary.bySeverity[level] ?? 0) + count;
      if (OPEN_STATUSES.includes(status)) {
        summary.open[level] = (summary.open[level] ?? 0) + count;
        summary.open.total += count;
      }
    }
    return summary;
  }
}

@QueryHandler(GetNotificationQuery)
export class GetNotificationHandler implements IQueryHandler<GetNotificationQuery> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute({ orgId, notificationId }: GetNotificationQuery): Promise<NotificationView> {
    const scope = this.readStore.forOrganization(orgId);
    const document = await scope.collection<StoredNotification>(NOTIFICATIONS_COLLECTION).findOne({ _id: notificationId }, { projection: NOTIFICATION_PROJECTION });
    if (!document) throw new NotFoundException('Notification not found.');
    const [view] = await notificationViews(scope, [document]);
    return view;
  }
}

/** The audit trail is the notification's stream: what the monitor decided and what operators did, with who and when. */
@QueryHandler(GetNotificationHistoryQuery)
export class GetNotificationHistoryHandler implements IQueryHandler<GetNotificationHistoryQuery> {
  constructor(private readonly history: HistoryPresenter) {}

  execute({ orgId, notificationId, filter }: GetNotificationHistoryQuery): Promise<HistoryPage> {
    return this.history.present(orgId, notificationHistory(orgId, notificationId), filter);
  }
}

export const NOTIFICATION_QUERY_HANDLERS = [ListNotificationsHandler, GetNotificationSummaryHandler, GetNotificationHandler, GetNotificationHistoryHandler];
