// The watch list: the subjects of the watched tours at each look, each tour's plan read once per revision, with turns of the event loop between plans so that requests go on.
import { romeWeek } from '../../../libs/domain/src/monitoring/monitoring.fixtures';
import { watchedSubjects, type Tour } from '@tourops/domain';
import { TOURS_COLLECTION } from '@tourops/projections';
import { createMemoryReadStore, type ReadStore } from '@tourops/read-store';
import { WatchList } from './watch-list';

const orgId = 'org-1';
const now = '2025-06-09T12:00:00.000Z';

/** Tours as the projector leaves them: romeWeek under other ids, at a revision. */
async function toursAre(readStore: ReadStore, tours: { id: string; revision: number; status?: Tour['status'] }[]) {
  const operations = tours.map(({ id, revision, status = romeWeek.status }) => ({
    replaceOne: { filter: { _id: id }, replacement: { ...romeWeek, id, _id: id, status, revision }, upsert: true },
  }));
  await readStore.commit([{ collection: TOURS_COLLECTION, orgId, operations }], { name: 'tours', position: '0' });
}

/** Counts the finds that read plans (those by _id) on top of the read store. */
function countingPlanReads(readStore: ReadStore): { store: ReadStore; plansRead: () => number } {
  let plans = 0;
  const store: ReadStore = Object.create(readStore);
  store.forOrganization = (id) => {
    const scope = readStore.forOrganization(id);
    return Object.assign(Object.create(scope), {
      collection: (name: string) => {
        const collection = scope.collection(name);
        return Object.assign(Object.create(collection), {
          find: async (filter: Record<string, unknown>, options?: unknown) => {
            const found = await collection.find(filter, options as never);
            if (filter._id) plans += found.length;
            return found;
          },
        });
      },
    });
  };
  return { store, plansRead: () => plans };
}

describe('WatchList', () => {
  it("lists the subjects of every watched tour, as watchedSubjects sees them at the look's instant", async () => {
    const readStore = createMemoryReadStore();
    await toursAre(readStore, [
      { id: 'tour-a', revision: 1 },
      { id: 'tour-b', revision: 1, status: 'DRAFT' },
    ]);
    const subjects = await new WatchList(readStore).subjectsOf(orgId, now);
    const expected = watchedSubjects({ ...romeWeek, id: 'tour-a' }, now);
    expect(expected.length).toBeGreaterThan(0);
    expect(subjects).toEqual(expected.map((subject) => expect.objectContaining(subject)));
  });

  it('reads a plan again only when its tour has a new revision, and drops a tour no longer watched', async () => {
    const readStore = createMemoryReadStore();
    const { store, plansRead } = countingPlanReads(readStore);
    const watchList = new WatchList(store);
    await toursAre(readStore, [
      { id: 'tour-a', revision: 1 },
      { id: 'tour-b', revision: 1 },
    ]);
    await watchList.subjectsOf(orgId, now);
    expect(plansRead()).toBe(2);
    await watchList.subjectsOf(orgId, now);
    expect(plansRead()).toBe(2);
    await toursAre(readStore, [
      { id: 'tour-a', revision: 2 },
      { id: 'tour-b', revision: 2, status: 'CANCELLED' },
    ]);
    const subjects = await watchList.subjectsOf(orgId, now);
    expect(plansRead()).toBe(3);
    expect(new Set(subjects.map((subject) => subject.tourId))).toEqual(new Set(['tour-a']));
  });

  it('lets the event loop turn before each 200 plans it puts on watch, the first ones included', async () => {
    const readStore = createMemoryReadStore();
    const { store, plansRead } = countingPlanReads(readStore);
    await toursAre(
      readStore,
      Array.from({ length: 450 }, (_, i) => ({ id: `tour-${i}`, revision: 1 })),
    );
    const readBetweenTurns: number[] = [];
    let turning = true;
    const turn = () => {
      readBetweenTurns.push(plansRead());
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    await new WatchList(store).subjectsOf(orgId, now);
    turning = false;
    // Each turn saw at most 200 more plans than the one before; the first turn came before any plan was read.
    expect(readBetweenTurns[0]).toBe(0);
    const steps = readBetweenTurns.map((read, i) => read - (readBetweenTurns[i - 1] ?? 0));
    expect(Math.max(...steps)).toBeLessThanOrEqual(200);
    expect(plansRead()).toBe(450);
  });
});
