// Traveler queries: the list, one traveler, their history (from their stream), their tours (from the tours read model), the CSV export and the import preview.
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { TOURS_COLLECTION, type TourDocument } from '@tourops/projections';
import { csvFile, type HistoryFilter, type HistoryPage, ImportPreview, ImportRowStatus, Page, Role, TravelerTourView, TravelerToursView, TravelerView } from '@tourops/contracts';
import { Clock, EVENT_STORE, READ_STORE } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { encodeCursor } from '../shared/list-paging';
import { travelerHistory } from '../history/history-subjects';
import { HistoryPresenter } from '../history/history.presenter';
import { TRAVELER_CSV_COLUMNS, travelerToRow } from './csv/traveler-csv-columns';
import { TourRosterReader } from './tour-roster.reader';
import { TravelerDirectory } from './traveler-directory';
import { countBy, planTravelerImport } from './traveler-import-plan';
import { cursorCondition, filterConditions, sortOf, sortSpec, type TravelerFilters } from './traveler-search';
import { maskedEventData, seesPassportNumbers, toTravelerView } from './traveler-views';
import { TravelerStream } from './travelers.stream';

export const TRAVELER_VIEW_PROJECTION = { searchText: 0, _position: 0 } as const;

export class ListTravelersQuery extends Query<Page<TravelerView>> {
  constructor(
    readonly orgId: string,
    readonly role: Role,
    readonly filters: TravelerFilters,
    readonly limit: number,
    readonly cursor?: string,
  ) {
    super();
  }
}

export class GetTravelerQuery extends Query<TravelerView> {
  constructor(
    readonly orgId: string,
    readonly role: Role,
    readonly travelerId: string,
  ) {
    super();
  }
}

export class GetTravelerHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly orgId: string,
    readonly role: Role,
    readonly travelerId: string,
    readonly filter: Partial<HistoryFilter> = {},
  ) {
    super();
  }
}

export class GetTravelerToursQuery extends Query<TravelerToursView> {
  constructor(
    readonly orgId: string,
    readonly travelerId: string,
  ) {
    super();
  }
}

export class ExportTravelersQuery extends Query<string> {
  constructor(
    readonly orgId: string,
    readonly role: Role,
    readonly filters: TravelerFilters,
  ) {
    super();
  }
}

/** Every row of a CSV file as new, existing or invalid with its reasons; nothing is written. */
export class PreviewTravelerImportQuery extends Query<ImportPreview> {
  constructor(
    readonly caller: Caller,
    readonly csv: string,
    readonly tourId?: string,
  ) {
    super();
  }
}

@QueryHandler(ListTravelersQuery)
export class ListTravelersHandler implements IQueryHandler<ListTravelersQuery> {
  constructor(
    private readonly directory: TravelerDirectory,
    private readonly rosters: TourRosterReader,
  ) {}

  async execute({ orgId, role, filters, limit, cursor }: ListTravelersQuery): Promise<Page<TravelerView>> {
    const conditions = filterConditions(filters, filters.tourPeriod && (await this.rosters.travelerIdsIn(orgId, filters.tourPeriod)));
    const collection = this.directory.collection(orgId);
    const [documents, total] = await Promise.all([
      collection.find({ $and: cursor ? [...conditions, cursorCondition(filters, cursor)] : conditions }, { sort: sortSpec(filters), limit: limit + 1, projection: TRAVELER_VIEW_PROJECTION }),
      collection.countDocuments({ $and: conditions }),
    ]);
    const items = documents.slice(0, limit);
    const last = items.at(-1);
    const { field } = sortOf(filters);
    return {
      items: items.map((document) => toTravelerView(document, role)),
      nextCursor: documents.length > limit && last ? encodeCursor(last[field], last._id) : null,
      total,
    };
  }
}

@QueryHandler(GetTravelerQuery)
export class GetTravelerHandler implements IQueryHandler<GetTravelerQuery> {
  constructor(private readonly directory: TravelerDirectory) {}

  async execute({ orgId, role, travelerId }: GetTravelerQuery): Promise<TravelerView> {
    const document = await this.directory.findById(orgId, travelerId);
    if (!document) throw new NotFoundException('Traveler not found.');
    return toTravelerView(document, role);
  }
}

/** The audit trail is the traveler's stream: every event as recorded, passport numbers masked for non-admins. */
@QueryHandler(GetTravelerHistoryQuery)
export class GetTravelerHistoryHandler implements IQueryHandler<GetTravelerHistoryQuery> {
  constructor(private readonly history: HistoryPresenter) {}

  execute({ orgId, role, travelerId, filter }: GetTravelerHistoryQuery): Promise<HistoryPage> {
    return this.history.present(orgId, travelerHistory(orgId, travelerId, seesPassportNumbers(role), (data) => maskedEventData(data, role)), filter);
  }
}

type StoredTour = TourDocument & Record<string, unknown>;

const toTourView = (tour: TourDocument): TravelerTourView => ({
  id: tour.id,
  title: tour.title,
  status: tour.status,
  startDate: tour.startDate,
  endDate: tour.endDate,
  deleted: tour.deleted,
});

/** A tour is upcoming until its last day has passed (today included); upcoming soonest first, past most recent first. */
@QueryHandler(GetTravelerToursQuery)
export class GetTravelerToursHandler implements IQueryHandler<GetTravelerToursQuery> {
  constructor(
    private readonly directory: TravelerDirectory,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  async execute({ orgId, travelerId }: GetTravelerToursQuery): Promise<TravelerToursView> {
    const traveler = await this.directory.findById(orgId, travelerId);
    if (!traveler) throw new NotFoundException('Traveler not found.');
    const today = this.clock.now().toISOString().slice(0, 10);
    const tours = traveler.tourIds.length
      ? await this.readStore
          .forOrganization(orgId)
          .collection<StoredTour>(TOURS_COLLECTION)
          .find({ _id: { $in: traveler.tourIds }, purged: { $ne: true } }, { sort: { startDate: 1, _id: 1 }, projection: { days: 0, searchText: 0 } })
      : [];
    const views = tours.map(toTourView);
    return { upcoming: views.filter((tour) => tour.endDate >= today), past: views.filter((tour) => tour.endDate < today).reverse() };
  }
}

/** The travelers the list filters select, in the import's columns, passport numbers masked for non-admins. */
@QueryHandler(ExportTravelersQuery)
export class ExportTravelersHandler implements IQueryHandler<ExportTravelersQuery, string> {
  constructor(
    private readonly directory: TravelerDirectory,
    private readonly rosters: TourRosterReader,
  ) {}

  async execute({ orgId, role, filters }: ExportTravelersQuery): Promise<string> {
    const onTours = filters.tourPeriod && (await this.rosters.travelerIdsIn(orgId, filters.tourPeriod));
    const documents = await this.directory
      .collection(orgId)
      .find({ $and: filterConditions(filters, onTours) }, { sort: sortSpec(filters), projection: TRAVELER_VIEW_PROJECTION });
    return csvFile([[...TRAVELER_CSV_COLUMNS], ...documents.map((document) => travelerToRow(toTravelerView(document, role)))]);
  }
}

@QueryHandler(PreviewTravelerImportQuery)
export class PreviewTravelerImportHandler implements IQueryHandler<PreviewTravelerImportQuery, ImportPreview> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly directory: TravelerDirectory,
    private readonly travelers: TravelerStream,
  ) {}

  async execute({ caller, csv, tourId }: PreviewTravelerImportQuery): Promise<ImportPreview> {
    const { tour, columns, planned } = await planTravelerImport(this.eventStore, this.directory, caller.orgId, csv, this.travelers.today(), tourId);
    const rows = planned.map((entry) => entry.preview);
    return {
      columns,
      tour: tour ? { id: tour.id, title: tour.title } : null,
      rows,
      counts: countBy<ImportRowStatus>(['new', 'existing', 'invalid'], rows.map((row) => row.status)),
    };
  }
}

export const TRAVELER_QUERY_HANDLERS = [
  ListTravelersHandler,
  GetTravelerHandler,
  GetTravelerHistoryHandler,
  GetTravelerToursHandler,
  ExportTravelersHandler,
  PreviewTravelerImportHandler,
];
