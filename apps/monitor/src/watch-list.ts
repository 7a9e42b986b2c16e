// The watch list: every organization's confirmed and running tours, read from the tours read model, and the subjects they put on watch.
import { Inject, Injectable } from '@nestjs/common';
import { onWatchAt, subjectsOfTour, type SubjectOnWatch, type Tour, type WatchedSubject } from '@tourops/domain';
import { TOURS_COLLECTION, WATCHED_TOURS_FILTER, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE, yieldToRequests } from '@tourops/runtime';

/**
 * Plans read and put on watch between two turns of the event loop: the first look at a season reads thousands (about 1.5 s of
 * work at 3,000,000 events), and requests, the server's start among them, go on meanwhile.
 */
const PLANS_AT_ONCE = 200;

interface CachedTour {
  revision: number;
  subjects: WatchedSubject[];
}

@Injectable()
export class WatchList {
  /** Subjects per organization and tour, computed once per revision of the tour. */
  private readonly cache = new Map<string, Map<string, CachedTour>>();

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Organizations with tours: the only cross-organization read, for this system process. */
  organizations(): Promise<string[]> {
    return this.readStore.organizationsWith(TOURS_COLLECTION);
  }

  /** The subjects of an organization's watched tours, with whether each is in its horizon and over at `now`. */
  async subjectsOf(orgId: string, now: string): Promise<SubjectOnWatch[]> {
    const tours = this.readStore.forOrganization(orgId).collection<TourDocument>(TOURS_COLLECTION);
    const previous = this.cache.get(orgId) ?? new Map<string, CachedTour>();
    // The plans (days) only of the tours changed since the last look: the standalone reads them from disk (ADR 0055).
    const watched = await tours.find(WATCHED_TOURS_FILTER, { projection: { id: 1, revision: 1 } });
    const changed = watched.filter((tour) => previous.get(tour.id)?.revision !== tour.revision).map((tour) => tour.id);
    const computed = new Map<string, CachedTour>();
    for (let first = 0; first < changed.length; first += PLANS_AT_ONCE) {
      await yieldToRequests();
      for (const tour of await tours.find({ ...WATCHED_TOURS_FILTER, _id: { $in: changed.slice(first, first + PLANS_AT_ONCE) } }))
        computed.set(tour.id, { revision: tour.revision, subjects: subjectsOfTour(tour as Tour) });
    }
    const current = new Map<string, CachedTour>();
    for (const { id } of watched) {
      const tour = computed.get(id) ?? previous.get(id);
      if (tour) current.set(id, tour);
    }
    this.cache.set(orgId, current);
    return onWatchAt([...current.values()].flatMap(({ subjects }) => subjects), now);
  }
}
