// The watch list: every organization's confirmed and running tours, read from the tours read model, and the subjects they put on watch.
import { Inject, Injectable } from '@nestjs/common';
import { isInHorizon, isOver, watchedSubjects, type SubjectOnWatch, type Tour, type WatchedSubject } from '@tourops/domain';
import { TOURS_COLLECTION, WATCHED_TOURS_FILTER, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';

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
    const tours = await this.readStore.forOrganization(orgId).collection<TourDocument>(TOURS_COLLECTION).find(WATCHED_TOURS_FILTER);
    const previous = this.cache.get(orgId) ?? new Map<string, CachedTour>();
    const current = new Map<string, CachedTour>();
    for (const tour of tours) {
      const cached = previous.get(tour.id);
      current.set(tour.id, cached && cached.revision === tour.revision ? cached : { revision: tour.revision, subjects: watchedSubjects(tour as Tour, now) });
    }
    this.cache.set(orgId, current);
    return [...current.values()].flatMap(({ subjects }) => subjects.map((subject) => ({ ...subject, inHorizon: isInHorizon(subject, now), over: isOver(subject, now) })));
  }
}
