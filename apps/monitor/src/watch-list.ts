// The watch list: every organization's confirmed and running tours, read from the tours read model, and the subjects they put on watch.
import { Inject, Injectable } from '@nestjs/common';
import { onWatchAt, subjectsOfTour, type SubjectOnWatch, type Tour, type WatchedSubject } from '@tourops/domain';
import { TOURS_COLLECTION, WATCHED_TOURS_FILTER, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE, yieldToRequests } from '@tourops/runtime';

/**
 * Plans read at once, each read in a turn of the event loop of its own: the first look at a season reads thousands, and requests,
 * the server's start among them, go on meanwhile.
 */
const PLANS_AT_ONCE = 200;
/**
 * The longest a turn of the event loop puts plans on watch: at 3,000,000 events the first look's subjects are about 1.5 s of work,
 * which in turns of 200 plans held the audit log's first page up to 300 ms (p99 of 200 reads right after boot).
 */
const TURN_MS = 10;

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
    let turnStarted = 0;
    const turnIfLong = async () => {
      if (performance.now() - turnStarted < TURN_MS) return;
      await yieldToRequests();
      turnStarted = performance.now();
    };
    for (let first = 0; first < changed.length; first += PLANS_AT_ONCE) {
      await yieldToRequests();
      turnStarted = performance.now();
      for (const tour of await tours.find({ ...WATCHED_TOURS_FILTER, _id: { $in: changed.slice(first, first + PLANS_AT_ONCE) } })) {
        computed.set(tour.id, { revision: tour.revision, subjects: subjectsOfTour(tour as Tour) });
        await turnIfLong();
      }
    }
    const current = new Map<string, CachedTour>();
    for (const { id } of watched) {
      const kept = computed.get(id) ?? previous.get(id);
      if (kept) current.set(id, kept);
    }
    this.cache.set(orgId, current);
    return onWatchAt([...current.values()].flatMap(({ subjects }) => subjects), now);
  }
}
