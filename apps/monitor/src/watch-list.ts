// The watch list: every organization's confirmed and running tours, read from the tours read model, and the subjects they put on watch.
import { Inject, Injectable } from '@nestjs/common';
import { isInHorizon, isOver, watchedSubjects, type SubjectOnWatch, type Tour, type WatchedSubject } from '@tourops/domain';
import { TOURS_COLLECTION, WATCHED_TOURS_FILTER, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE, yieldToRequests } from '@tourops/runtime';

/** Plans read between two turns of the event loop: the first look at a season reads thousands, and requests go on meanwhile. */
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
    const planned = new Map<string, TourDocument>();
    for (let first = 0; first < changed.length; first += PLANS_AT_ONCE) {
      if (first > 0) await yieldToRequests();
      for (const tour of await tours.find({ ...WATCHED_TOURS_FILTER, _id: { $in: changed.slice(first, first + PLANS_AT_ONCE) } })) planned.set(tour.id, tour);
    }
    const current = new Map<string, CachedTour>();
    for (const { id } of watched) {
      const tour = planned.get(id);
      const cached = previous.get(id);
      if (tour) current.set(id, { revision: tour.revision, subjects: watchedSubjects(tour as Tour, now) });
      else if (cached) current.set(id, cached);
    }
    this.cache.set(orgId, current);
    return [...current.values()].flatMap(({ subjects }) => subjects.map((subject) => ({ ...subject, inHorizon: isInHorizon(subject, now), over: isOver(subject, now) })));
  }
}
