// A tour's manifest: its current travelers sorted by name, with the counts an operator checks before departure.
import { Inject, NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadStore } from '@tourops/read-store';
import { TOURS_COLLECTION, type TourDocument } from '@tourops/projections';
import type { ManifestCounts, Role, TourManifestView, TravelerView } from '@tourops/contracts';
import { READ_STORE } from '@tourops/runtime';
import { TravelerDirectory } from './traveler-directory';
import { TRAVELER_VIEW_PROJECTION } from './travelers.queries';
import { toTravelerView } from './traveler-views';

export class GetTourManifestQuery extends Query<TourManifestView> {
  constructor(
    readonly orgId: string,
    readonly role: Role,
    readonly tourId: string,
  ) {
    super();
  }
}

/** Notes an operator must act on: an erased traveler's read "erased" and count for nothing. */
const hasNotes = (traveler: TravelerView, notes: string) => !traveler.erased && notes.trim() !== '';

export function manifestCounts(travelers: readonly TravelerView[], tourEndDate: string): ManifestCounts {
  const nationalities: Record<string, number> = {};
  for (const traveler of travelers) nationalities[traveler.nationality] = (nationalities[traveler.nationality] ?? 0) + 1;
  return {
    travelers: travelers.length,
    withDietaryNotes: travelers.filter((traveler) => hasNotes(traveler, traveler.dietaryNotes)).length,
    withMedicalNotes: travelers.filter((traveler) => hasNotes(traveler, traveler.medicalNotes)).length,
    withoutPassport: travelers.filter((traveler) => !traveler.passport).length,
    passportExpiresByTourEnd: travelers.filter((traveler) => traveler.passport && traveler.passport.expiry <= tourEndDate).length,
    nationalities,
  };
}

@QueryHandler(GetTourManifestQuery)
export class GetTourManifestHandler implements IQueryHandler<GetTourManifestQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly directory: TravelerDirectory,
  ) {}

  async execute({ orgId, role, tourId }: GetTourManifestQuery): Promise<TourManifestView> {
    const tour = await this.readStore
      .forOrganization(orgId)
      .collection<TourDocument & Record<string, unknown>>(TOURS_COLLECTION)
      .findOne({ _id: tourId }, { projection: { days: 0, searchText: 0 } });
    if (!tour || tour.purged) throw new NotFoundException('Tour not found.');
    const documents = await this.directory
      .collection(orgId)
      .find({ tourIds: tourId, deleted: false }, { sort: { nameKey: 1, _id: 1 }, projection: TRAVELER_VIEW_PROJECTION });
    const travelers = documents.map((document) => toTravelerView(document, role));
    return {
      tour: { id: tour.id, title: tour.title, startDate: tour.startDate, endDate: tour.endDate, status: tour.status, deleted: tour.deleted },
      travelers,
      counts: manifestCounts(travelers, tour.endDate),
    };
  }
}
