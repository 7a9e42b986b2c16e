// Who is on a set of tours: the tour rosters read model, then the current (not removed) travelers among them, read by id.
import { Inject, Injectable } from '@nestjs/common';
import type { TourPeriod } from '@tourops/domain';
import { TOUR_ROSTERS_COLLECTION, TRAVELERS_COLLECTION, type TourRosterDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import { TourCalendarReader } from '../tours/tour-calendar.reader';

@Injectable()
export class TourRosterReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly calendar: TourCalendarReader,
  ) {}

  /** The current travelers on the tours of a calendar period. */
  async travelerIdsIn(orgId: string, period: TourPeriod): Promise<string[]> {
    return this.travelerIdsOn(orgId, await this.calendar.tourIdsIn(orgId, period));
  }

  /** The ids of the current travelers assigned to any of the tours, each once. */
  async travelerIdsOn(orgId: string, tourIds: readonly string[]): Promise<string[]> {
    const assigned = await this.assignedTo(orgId, tourIds);
    if (assigned.length === 0) return [];
    const current = await this.travelers(orgId).find({ _id: { $in: assigned }, deleted: false }, { projection: { _id: 1 } });
    return current.map((traveler) => traveler._id);
  }

  /** How many current travelers are assigned to any of the tours, each counted once. */
  async countOn(orgId: string, tourIds: readonly string[]): Promise<number> {
    const assigned = await this.assignedTo(orgId, tourIds);
    return assigned.length === 0 ? 0 : this.travelers(orgId).countDocuments({ _id: { $in: assigned }, deleted: false });
  }

  private async assignedTo(orgId: string, tourIds: readonly string[]): Promise<string[]> {
    if (tourIds.length === 0) return [];
    const rosters = await this.readStore
      .forOrganization(orgId)
      .collection<TourRosterDocument>(TOUR_ROSTERS_COLLECTION)
      .find({ _id: { $in: [...tourIds] } }, { projection: { travelerIds: 1 } });
    return [...new Set(rosters.flatMap((roster) => roster.travelerIds))];
  }

  private travelers(orgId: string) {
    return this.readStore.forOrganization(orgId).collection<{ _id: string }>(TRAVELERS_COLLECTION);
  }
}
