// Shared fixtures of the read store contract: a fresh store per test and a small catalogue of tours.
import { Document, OrgCollection, ReadStore } from '../read-store.port';

export type MakeReadStore = () => ReadStore | Promise<ReadStore>;

export interface StoreFixture {
  readonly store: ReadStore;
}

/** A fresh store before each test, closed after it. */
export function useFreshStore(makeStore: MakeReadStore): StoreFixture {
  let current: ReadStore | undefined;
  beforeEach(async () => {
    current = await makeStore();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get store() {
      if (!current) throw new Error('The store exists only inside a test.');
      return current;
    },
  };
}

export const TOURS = 'tours';
export const ORG_A = 'org_a';
export const ORG_B = 'org_b';

export const tourCatalogue: Document[] = [
  { _id: 't1', name: 'Alpine Adventure', status: 'active', travelers: 12, guide: { name: 'Mia', language: 'de' }, tags: ['hiking'] },
  { _id: 't2', name: 'Coastal Escape', status: 'draft', travelers: 4, guide: { name: 'Noah', language: 'en' }, tags: [] },
  { _id: 't3', name: 'alpine lakes', status: 'active', travelers: 8, guide: { name: 'Ava', language: 'en' }, tags: ['lakes'] },
  { _id: 't4', name: 'Desert Nights', status: 'cancelled', travelers: 20, tags: ['desert', 'stars'] },
];

/** Upserts whole documents by `_id` and returns the collection. */
export async function seed(store: ReadStore, orgId: string, documents: Document[], collection = TOURS): Promise<OrgCollection> {
  const tours = store.forOrganization(orgId).collection(collection);
  await tours.bulkWrite(documents.map((document) => ({
    replaceOne: { filter: { _id: document._id }, replacement: document, upsert: true },
  })));
  return tours;
}

export const idsOf = (documents: Document[]) => documents.map((document) => document._id);

/** A caller changing a result it read: the change throws (memory: a frozen stored document) or lands on a copy (MongoDB). */
export function changeResult(change: () => void): void {
  try {
    change();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
  }
}
