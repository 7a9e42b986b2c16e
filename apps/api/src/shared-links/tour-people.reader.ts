// Who is on a shared tour, read from the organization's read models: travelers' names, and staff names, roles on the tour and phones.
import { Inject, Injectable } from '@nestjs/common';
import type { SharedLinkSection } from '@tourops/domain';
import { FIELD_STAFF_COLLECTION, TRAVELERS_COLLECTION, type FieldStaffDocument, type TravelerDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import type { TourPeople } from './shared-itinerary';

@Injectable()
export class TourPeopleReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Only what the sections need is read at all; nothing beyond names, roles and staff phones leaves the read models. */
  async of(orgId: string, tourId: string, sections: readonly SharedLinkSection[]): Promise<TourPeople> {
    const scope = this.readStore.forOrganization(orgId);
    const [travelers, staff] = await Promise.all([
      sections.includes('travelers')
        ? scope
            .collection<TravelerDocument>(TRAVELERS_COLLECTION)
            .find({ tourIds: tourId, deleted: false }, { sort: { nameKey: 1, _id: 1 }, projection: { firstName: 1, lastName: 1 } })
        : [],
      sections.includes('staff')
        ? scope
            .collection<FieldStaffDocument>(FIELD_STAFF_COLLECTION)
            .find({ tourIds: tourId, deleted: false }, { sort: { nameKey: 1, _id: 1 }, projection: { firstName: 1, lastName: 1, phone: 1, assignments: 1 } })
        : [],
    ]);
    return {
      travelers: travelers.map(({ firstName, lastName }) => ({ firstName, lastName })),
      staff: staff.map(({ firstName, lastName, phone, assignments }) => ({
        firstName,
        lastName,
        phone,
        roles: [...new Set(assignments.filter((assignment) => assignment.tourId === tourId).map((assignment) => assignment.role))],
      })),
    };
  }
}
