// Contract: tenancy — one organization can neither see nor change another's documents, whatever the filter says.
import { BulkOperation, MissingOrganizationError, UnsupportedOperationError } from '../read-store.port';
import { ORG_A, ORG_B, StoreFixture, TOURS, idsOf, seed, tourCatalogue } from './store-fixture';

export function describeTenancy(fixture: StoreFixture): void {
  describe('tenancy', () => {
    const toursOf = (orgId: string) => fixture.store.forOrganization(orgId).collection(TOURS);

    it('lists, for system processes only, the organizations that have documents in a collection', async () => {
      expect(await fixture.store.organizationsWith(TOURS)).toEqual([]);
      await seed(fixture.store, ORG_B, [{ _id: 't1', name: 'B tour' }]);
      await seed(fixture.store, ORG_A, tourCatalogue);
      await seed(fixture.store, 'org_c', [{ _id: 'x1' }], 'elsewhere');
      expect(await fixture.store.organizationsWith(TOURS)).toEqual([ORG_A, ORG_B]);
      await toursOf(ORG_B).deleteMany({});
      expect(await fixture.store.organizationsWith(TOURS)).toEqual([ORG_A]);
    });

    it('hides one organization\'s documents from another, even with the same _id', async () => {
      await seed(fixture.store, ORG_A, tourCatalogue);
      await seed(fixture.store, ORG_B, [{ _id: 't1', name: 'B tour' }]);
      const b = toursOf(ORG_B);
      expect(await b.find({})).toEqual([{ _id: 't1', orgId: ORG_B, name: 'B tour' }]);
      expect(await b.findOne({ _id: 't2' })).toBeNull();
      expect(await b.countDocuments({ status: 'active' })).toBe(0);
      expect(await b.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }])).toEqual([{ _id: null, n: 1 }]);
      expect((await toursOf(ORG_A).findOne({ _id: 't1' }))?.name).toBe('Alpine Adventure');
    });

    it('ignores an orgId in the filter that names another organization', async () => {
      await seed(fixture.store, ORG_A, tourCatalogue);
      const b = toursOf(ORG_B);
      expect(await b.find({ orgId: ORG_A })).toEqual([]);
      expect(await b.find({ $or: [{ orgId: ORG_A }, { status: 'active' }] })).toEqual([]);
      expect(await b.countDocuments({ orgId: { $in: [ORG_A, ORG_B] } })).toBe(0);
      expect(await b.aggregate([{ $match: { orgId: ORG_A } }])).toEqual([]);
    });

    it('cannot change or delete another organization\'s documents, even naming its _id and orgId', async () => {
      const a = await seed(fixture.store, ORG_A, tourCatalogue);
      const b = toursOf(ORG_B);
      await b.bulkWrite([
        { updateOne: { filter: { _id: 't1', orgId: ORG_A }, update: { $set: { name: 'hijacked' } } } },
        { replaceOne: { filter: { _id: 't2', orgId: ORG_A }, replacement: { name: 'hijacked' } } },
        { deleteOne: { filter: { _id: 't3', orgId: ORG_A } } },
      ]);
      expect(await b.deleteMany({ orgId: ORG_A })).toBe(0);
      await b.bulkWrite([{ updateOne: { filter: { _id: 't4', orgId: ORG_A }, update: { $set: { name: 'own' } }, upsert: true } }]);
      expect(await a.find({}, { sort: { _id: 1 } })).toEqual(tourCatalogue.map((tour) => ({ ...tour, orgId: ORG_A })));
      expect(await b.find({})).toEqual([{ _id: 't4', orgId: ORG_B, name: 'own' }]);
    });

    it('keeps commit writes in the organization each write names', async () => {
      await fixture.store.commit(
        [
          { collection: TOURS, orgId: ORG_A, operations: [{ replaceOne: { filter: { _id: 'day' }, replacement: { start: '08:00' }, upsert: true } }] },
          { collection: TOURS, orgId: ORG_B, operations: [{ replaceOne: { filter: { _id: 'day' }, replacement: { start: '09:00' }, upsert: true } }] },
        ],
        { name: 'p', position: '1' },
      );
      expect(await toursOf(ORG_A).find({})).toEqual([{ _id: 'day', orgId: ORG_A, start: '08:00' }]);
      expect(await toursOf(ORG_B).find({})).toEqual([{ _id: 'day', orgId: ORG_B, start: '09:00' }]);
    });

    it('refuses an update or replacement that would move a document to another organization', async () => {
      const b = toursOf(ORG_B);
      const refused: BulkOperation[] = [
        { updateOne: { filter: { _id: 'x' }, update: { $set: { orgId: ORG_A } }, upsert: true } },
        { updateOne: { filter: { _id: 'x' }, update: { $unset: { orgId: '' } } } },
        { replaceOne: { filter: { _id: 'x' }, replacement: { orgId: ORG_A }, upsert: true } },
      ];
      for (const operation of refused) await expect(b.bulkWrite([operation])).rejects.toBeInstanceOf(UnsupportedOperationError);
      await b.bulkWrite([{ updateOne: { filter: { _id: 'x' }, update: { $set: { orgId: ORG_B, n: 1 } }, upsert: true } }]);
      expect(await b.find({})).toEqual([{ _id: 'x', orgId: ORG_B, n: 1 }]);
      expect(await toursOf(ORG_A).countDocuments()).toBe(0);
    });

    it('refuses aggregation stages that reach other collections', async () => {
      const b = toursOf(ORG_B);
      for (const stage of [{ $lookup: { from: TOURS, localField: 'a', foreignField: 'b', as: 'c' } }, { $unionWith: TOURS }, { $out: 'copy' }]) {
        await expect(b.aggregate([stage])).rejects.toBeInstanceOf(UnsupportedOperationError);
      }
      await expect(b.aggregate([{ $facet: { all: [{ $lookup: { from: TOURS, localField: 'a', foreignField: 'b', as: 'c' } }] } }])).rejects.toBeInstanceOf(UnsupportedOperationError);
    });

    it('refuses an empty or malformed organization id with "Organization ID is missing."', async () => {
      for (const orgId of ['', ' ', 'a b', 'a.b', 'a:b', undefined as unknown as string]) {
        expect(() => fixture.store.forOrganization(orgId)).toThrow(new MissingOrganizationError());
        await expect(
          fixture.store.commit([{ collection: TOURS, orgId, operations: [] }], { name: 'p', position: '1' }),
        ).rejects.toThrow('Organization ID is missing.');
      }
      expect(await fixture.store.getCheckpoint('p')).toBeNull();
    });
  });
}
