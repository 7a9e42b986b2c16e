// CSV export of the travelers the list filters select, in the import's columns, passport numbers masked for non-admins.
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Role } from '@tourops/contracts';
import { toCsv } from './csv/csv-writer';
import { TRAVELER_CSV_COLUMNS, travelerToRow } from './csv/traveler-csv-columns';
import { TravelerDirectory } from './traveler-directory';
import { TRAVELER_VIEW_PROJECTION } from './travelers.queries';
import { filterConditions, sortSpec, type TravelerFilters } from './traveler-search';
import { toTravelerView } from './traveler-views';

export class ExportTravelersQuery extends Query<string> {
  constructor(
    readonly orgId: string,
    readonly role: Role,
    readonly filters: TravelerFilters,
  ) {
    super();
  }
}

@QueryHandler(ExportTravelersQuery)
export class ExportTravelersHandler implements IQueryHandler<ExportTravelersQuery, string> {
  constructor(private readonly directory: TravelerDirectory) {}

  async execute({ orgId, role, filters }: ExportTravelersQuery): Promise<string> {
    const documents = await this.directory
      .collection(orgId)
      .find({ $and: filterConditions(filters) }, { sort: sortSpec(filters), projection: TRAVELER_VIEW_PROJECTION });
    return toCsv([[...TRAVELER_CSV_COLUMNS], ...documents.map((document) => travelerToRow(toTravelerView(document, role)))]);
  }
}
