// Each organization's tours as small whole numbers (slots), and each traveler's tours as slots, kept by traveler document between queries.
import { Injectable } from '@nestjs/common';

/** Organizations whose slots are kept (the most recently asked). */
const ORGANIZATIONS_KEPT = 8;

/** A traveler document as the memo keys it: by the object itself, so a changed traveler (a new document) is read again. */
type WithTours = { tourIds: readonly string[] };

/** The slots of one organization: a tour's slot never changes, a traveler's slots are those of the document read. */
export interface TourSlots {
  slotOf(tourId: string): number;
  toursOf(traveler: WithTours): Int32Array;
  /** One more than the highest slot given so far. */
  readonly count: number;
}

class OrganizationSlots implements TourSlots {
  private readonly slots = new Map<string, number>();
  private readonly travelers = new WeakMap<WithTours, Int32Array>();

  get count(): number {
    return this.slots.size;
  }

  slotOf(tourId: string): number {
    let slot = this.slots.get(tourId);
    if (slot === undefined) this.slots.set(tourId, (slot = this.slots.size));
    return slot;
  }

  toursOf(traveler: WithTours): Int32Array {
    let tours = this.travelers.get(traveler);
    if (tours === undefined) this.travelers.set(traveler, (tours = Int32Array.from(traveler.tourIds, (tourId) => this.slotOf(tourId))));
    return tours;
  }
}

/**
 * Counting a traveler's tours then reads small arrays instead of looking up each tour id among the organization's
 * tours (a hash and a text comparison per id, over a hundred thousand travelers). The memory read store hands out its
 * own documents, so an unchanged traveler is the same object from one query to the next; MongoDB's fresh copies
 * are simply read again.
 */
@Injectable()
export class TravelerToursMemo {
  private readonly byOrganization = new Map<string, OrganizationSlots>();

  slotsOf(orgId: string): TourSlots {
    const slots = this.byOrganization.get(orgId) ?? new OrganizationSlots();
    this.byOrganization.delete(orgId);
    this.byOrganization.set(orgId, slots);
    if (this.byOrganization.size > ORGANIZATIONS_KEPT) this.byOrganization.delete(this.byOrganization.keys().next().value!);
    return slots;
  }
}
