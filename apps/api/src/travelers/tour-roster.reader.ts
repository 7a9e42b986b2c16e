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
    if (tourIds.length === 0) return [];
    const scope = this.readStore.forOrganization(orgId);
    const rosters = await scope.collection<TourRosterDocument>(TOUR_ROSTERS_COLLECTION).find({ _id: { $in: [...tourIds] } }, { projection: { travelerIds: 1 } });
    const assigned = [...new Set(rosters.flatMap((roster) => roster.travelerIds))];
    if (assigned.length === 0) return [];
    const current = await scope.collection<{ _id: string }>(TRAVELERS_COLLECTION).find({ _id: { $in: assigned }, deleted: false }, { projection: { _id: 1 } });
    return current.map((traveler) => traveler._id);
  }
}
