// Contract: replacing a collection by another at once (a projection's next generation taking over).
import { DuplicateKeyError, UnsupportedOperationError } from '../read-store.port';
import { ORG_A, ORG_B, StoreFixture, TOURS, idsOf, seed, tourCatalogue } from './store-fixture';

const NEXT = 'tours__next';
const PROJECTOR = 'read-models';

export function describeReplaceCollection(fixture: StoreFixture): void {
  describe('replaceCollection', () => {
    it('puts the documents of every organization in place of the old ones, and the source is gone', async () => {
      await seed(fixture.store, ORG_A, tourCatalogue);
      await seed(fixture.store, ORG_B, tourCatalogue.slice(0, 1));
      await seed(fixture.store, ORG_A, [{ _id: 'n1', name: 'Next A', version: 2 }], NEXT);
      await seed(fixture.store, ORG_B, [{ _id: 'n2', name: 'Next B', version: 2 }, { _id: 'n3', name: 'Next B2', version: 2 }], NEXT);
      await fixture.store.replaceCollection(NEXT, TOURS);
      expect(idsOf(await fixture.store.forOrganization(ORG_A).collection(TOURS).find({}, { sort: { _id: 1 } }))).toEqual(['n1']);
      expect(idsOf(await fixture.store.forOrganization(ORG_B).collection(TOURS).find({}, { sort: { _id: 1 } }))).toEqual(['n2', 'n3']);
      expect(await fixture.store.forOrganization(ORG_A).collection(TOURS).findOne({ _id: 'n1' })).toEqual({ _id: 'n1', orgId: ORG_A, name: 'Next A', version: 2 });
      expect(await fixture.store.forOrganization(ORG_A).collection(NEXT).countDocuments()).toBe(0);
      expect(await fixture.store.organizationsWith(NEXT)).toEqual([]);
    });

    it('keeps the source indexes and drops the target ones', async () => {
      await fixture.store.ensureIndex(TOURS, { keys: { name: 1 }, unique: true });
      await fixture.store.ensureIndex(NEXT, { keys: { code: 1 }, unique: true });
      await seed(fixture.store, ORG_A, [{ _id: 'n1', code: 'A', name: 'Same' }], NEXT);
      await fixture.store.replaceCollection(NEXT, TOURS);
      const tours = fixture.store.forOrganization(ORG_A).collection(TOURS);
      await expect(tours.bulkWrite([{ replaceOne: { filter: { _id: 'n2' }, replacement: { _id: 'n2', code: 'A' }, upsert: true } }])).rejects.toBeInstanceOf(DuplicateKeyError);
      await tours.bulkWrite([{ replaceOne: { filter: { _id: 'n3' }, replacement: { _id: 'n3', code: 'B', name: 'Same' }, upsert: true } }]);
      expect(await tours.countDocuments()).toBe(2);
    });

    it('with indexes deferred while the source filled, reads in their order after the takeover, and a unique one still refuses a duplicate', async () => {
      await fixture.store.ensureIndex(NEXT, { name: 'by_rank', keys: { rank: -1 } }, { deferred: true });
      await fixture.store.ensureIndex(NEXT, { name: 'by_code', keys: { code: 1 }, unique: true }, { deferred: true });
      await seed(fixture.store, ORG_A, [1, 3, 2].map((rank) => ({ _id: `n${rank}`, rank, code: `C${rank}` })), NEXT);
      await fixture.store.replaceCollection(NEXT, TOURS);
      const tours = fixture.store.forOrganization(ORG_A).collection(TOURS);
      expect(idsOf(await tours.find({ rank: { $lt: 3 } }, { sort: { rank: -1 } }))).toEqual(['n2', 'n1']);
      await expect(tours.bulkWrite([{ replaceOne: { filter: { _id: 'n4' }, replacement: { _id: 'n4', code: 'C1' }, upsert: true } }])).rejects.toBeInstanceOf(DuplicateKeyError);
      await fixture.store.buildDeferredIndexes();
      expect(idsOf(await tours.find({}, { sort: { rank: -1 } }))).toEqual(['n3', 'n2', 'n1']);
    });

    it('leaves other collections and the checkpoints as they were', async () => {
      await fixture.store.commit([{ collection: 'days', orgId: ORG_A, operations: [{ replaceOne: { filter: { _id: 'd1' }, replacement: { _id: 'd1' }, upsert: true } }] }], { name: PROJECTOR, position: '9' });
      await seed(fixture.store, ORG_A, [{ _id: 'n1' }], NEXT);
      await fixture.store.replaceCollection(NEXT, TOURS);
      expect(await fixture.store.getCheckpoint(PROJECTOR)).toEqual({ name: PROJECTOR, position: '9' });
      expect(await fixture.store.forOrganization(ORG_A).collection('days').countDocuments()).toBe(1);
    });

    it('empties the target when the source was never written', async () => {
      await seed(fixture.store, ORG_A, tourCatalogue);
      await fixture.store.replaceCollection('never_written', TOURS);
      expect(await fixture.store.forOrganization(ORG_A).collection(TOURS).countDocuments()).toBe(0);
    });

    it('refuses to replace a collection by itself or by an invalid name', async () => {
      await expect(fixture.store.replaceCollection(TOURS, TOURS)).rejects.toBeInstanceOf(UnsupportedOperationError);
      await expect(fixture.store.replaceCollection('$bad', TOURS)).rejects.toBeInstanceOf(UnsupportedOperationError);
    });
  });
}
