// Contract: writing read models — upserts and update operators, replace, delete, unique indexes, operation order.
import { DuplicateKeyError, UnsupportedOperationError } from '../read-store.port';
import { ORG_A, ORG_B, StoreFixture, TOURS, idsOf, seed, tourCatalogue } from './store-fixture';

export function describeWrites(fixture: StoreFixture): void {
  describe('writes', () => {
    const toursOf = (orgId = ORG_A) => fixture.store.forOrganization(orgId).collection(TOURS);

    it('upserts a document named by _id and gives it the organization', async () => {
      await toursOf().bulkWrite([{ updateOne: { filter: { _id: 'd1' }, update: { $set: { name: 'Day 1', 'plan.start': '08:00' } }, upsert: true } }]);
      expect(await toursOf().findOne({ _id: 'd1' })).toEqual({ _id: 'd1', orgId: ORG_A, name: 'Day 1', plan: { start: '08:00' } });
    });

    it('seeds an upserted document with the equality conditions of its filter', async () => {
      await toursOf().bulkWrite([{ updateOne: { filter: { _id: 'd1', kind: 'day' }, update: { $inc: { version: 1 } }, upsert: true } }]);
      expect(await toursOf().findOne({ _id: 'd1' })).toEqual({ _id: 'd1', orgId: ORG_A, kind: 'day', version: 1 });
    });

    it('fails with DuplicateKeyError when an upsert\'s filter misses a document whose _id exists', async () => {
      const tours = await seed(fixture.store, ORG_A, [{ _id: 'd1', position: '9' }]);
      const stale = { updateOne: { filter: { _id: 'd1', position: { $lt: '5' } }, update: { $set: { name: 'stale' } }, upsert: true } };
      await expect(tours.bulkWrite([stale])).rejects.toBeInstanceOf(DuplicateKeyError);
      const replacing = { replaceOne: { filter: { _id: 'd1', position: '5' }, replacement: { name: 'stale' }, upsert: true } };
      await expect(tours.bulkWrite([replacing])).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await tours.find({})).toEqual([{ _id: 'd1', orgId: ORG_A, position: '9' }]);
    });

    it('changes nothing when an update without upsert matches no document', async () => {
      await toursOf().bulkWrite([{ updateOne: { filter: { _id: 'ghost' }, update: { $set: { name: 'x' } } } }]);
      expect(await toursOf().countDocuments()).toBe(0);
    });

    it('$set, $unset and $inc change, remove and count fields', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      await tours.bulkWrite([
        { updateOne: { filter: { _id: 't1' }, update: { $set: { status: 'closed', 'guide.phone': '+41' }, $unset: { tags: '' }, $inc: { travelers: -2, revisions: 1 } } } },
      ]);
      expect(await tours.findOne({ _id: 't1' })).toEqual({
        _id: 't1', orgId: ORG_A, name: 'Alpine Adventure', status: 'closed', travelers: 10, revisions: 1,
        guide: { name: 'Mia', language: 'de', phone: '+41' },
      });
    });

    it('refuses to $inc a value that is not a number, applying nothing', async () => {
      const tours = await seed(fixture.store, ORG_A, [{ _id: 'd1', label: 'x', nested: { label: 'y' }, n: 1 }]);
      for (const path of ['label', 'nested.label']) {
        const increment = tours.bulkWrite([
          { updateOne: { filter: { _id: 'd1' }, update: { $inc: { n: 1 } } } },
          { updateOne: { filter: { _id: 'd1' }, update: { $inc: { [path]: 1 } } } },
        ]);
        await expect(increment).rejects.toBeInstanceOf(UnsupportedOperationError);
      }
      expect(await tours.findOne({ _id: 'd1' })).toEqual({ _id: 'd1', orgId: ORG_A, label: 'x', nested: { label: 'y' }, n: 1 });
    });

    it('$push appends, $pull removes matching elements, $addToSet adds once', async () => {
      const tours = await seed(fixture.store, ORG_A, [{ _id: 'd1', stops: [{ id: 'a' }, { id: 'b' }], tags: ['x'] }]);
      await tours.bulkWrite([
        { updateOne: { filter: { _id: 'd1' }, update: { $push: { stops: { id: 'c' } }, $addToSet: { tags: 'x' } } } },
        { updateOne: { filter: { _id: 'd1' }, update: { $pull: { stops: { id: 'a' } }, $push: { tags: { $each: ['y', 'z'] } } } } },
        { updateOne: { filter: { _id: 'd1' }, update: { $pull: { tags: { $in: ['z'] } }, $addToSet: { labels: 'new' } } } },
      ]);
      expect(await tours.findOne({ _id: 'd1' })).toEqual({
        _id: 'd1', orgId: ORG_A, stops: [{ id: 'b' }, { id: 'c' }], tags: ['x', 'y'], labels: ['new'],
      });
    });

    it('$min and $max keep the lower and the higher value', async () => {
      const tours = await seed(fixture.store, ORG_A, [{ _id: 'd1', first: '2024-05-02', last: '2024-05-02' }]);
      await tours.bulkWrite([
        { updateOne: { filter: { _id: 'd1' }, update: { $min: { first: '2024-05-01' }, $max: { last: '2024-05-01' } } } },
      ]);
      expect(await tours.findOne({ _id: 'd1' }, { projection: { _id: 0, first: 1, last: 1 } })).toEqual({ first: '2024-05-01', last: '2024-05-02' });
    });

    it('applies operations in order: a later one sees an earlier one', async () => {
      await toursOf().bulkWrite([
        { updateOne: { filter: { _id: 'c1' }, update: { $set: { count: 1 } }, upsert: true } },
        { updateOne: { filter: { _id: 'c1' }, update: { $inc: { count: 10 } }, upsert: true } },
        { updateOne: { filter: { count: 11 }, update: { $set: { seen: true } } } },
      ]);
      expect(await toursOf().findOne({ _id: 'c1' })).toEqual({ _id: 'c1', orgId: ORG_A, count: 11, seen: true });
    });

    it('updateOne changes only one of several matching documents', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      await tours.bulkWrite([{ updateOne: { filter: { status: 'active' }, update: { $set: { flagged: true } } } }]);
      expect(await tours.countDocuments({ flagged: true })).toBe(1);
    });

    it('replaceOne replaces the whole document and keeps its _id', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      await tours.bulkWrite([{ replaceOne: { filter: { name: 'Coastal Escape' }, replacement: { name: 'Coast', status: 'active' } } }]);
      expect(await tours.findOne({ _id: 't2' })).toEqual({ _id: 't2', orgId: ORG_A, name: 'Coast', status: 'active' });
    });

    it('replaceOne with upsert inserts the replacement under the filter\'s _id', async () => {
      await toursOf().bulkWrite([{ replaceOne: { filter: { _id: 's1' }, replacement: { name: 'Settings' }, upsert: true } }]);
      expect(await toursOf().find({})).toEqual([{ _id: 's1', orgId: ORG_A, name: 'Settings' }]);
    });

    it('deleteOne removes one document, deleteMany every match and reports how many', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      await tours.bulkWrite([{ deleteOne: { filter: { _id: 't4' } } }, { deleteOne: { filter: { status: 'active' } } }]);
      expect(await tours.countDocuments()).toBe(2);
      expect(await tours.deleteMany({ travelers: { $gte: 0 } })).toBe(2);
      await tours.bulkWrite([{ deleteMany: { filter: {} } }]);
      expect(await tours.countDocuments()).toBe(0);
    });

    it('stores copies: changing a written value afterwards changes nothing stored', async () => {
      const stops = [{ id: 'a' }];
      const replacement = { _id: 'd1', stops };
      await toursOf().bulkWrite([
        { replaceOne: { filter: { _id: 'd1' }, replacement, upsert: true } },
        { updateOne: { filter: { _id: 'd2' }, update: { $set: { stops } }, upsert: true } },
      ]);
      stops.push({ id: 'changed' });
      expect(await toursOf().find({}, { sort: { _id: 1 }, projection: { stops: 1 } })).toEqual([
        { _id: 'd1', stops: [{ id: 'a' }] },
        { _id: 'd2', stops: [{ id: 'a' }] },
      ]);
    });

    it('stores undefined values as null, as the MongoDB driver does', async () => {
      await toursOf().bulkWrite([
        { replaceOne: { filter: { _id: 'd1' }, replacement: { note: undefined, stops: [undefined] }, upsert: true } },
        { updateOne: { filter: { _id: 'd2' }, update: { $set: { note: undefined } }, upsert: true } },
      ]);
      expect(await toursOf().find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'd1', orgId: ORG_A, note: null, stops: [null] },
        { _id: 'd2', orgId: ORG_A, note: null },
      ]);
    });

    it('enforces a unique index within an organization, with DuplicateKeyError', async () => {
      await fixture.store.ensureIndex(TOURS, { keys: { code: 1 }, unique: true });
      await fixture.store.ensureIndex(TOURS, { keys: { code: 1 }, unique: true });
      const tours = await seed(fixture.store, ORG_A, [{ _id: 't1', code: 'ALP' }, { _id: 't2', code: 'SEA' }]);
      await expect(tours.bulkWrite([{ updateOne: { filter: { _id: 't2' }, update: { $set: { code: 'ALP' } } } }])).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(seed(fixture.store, ORG_A, [{ _id: 't3', code: 'SEA' }])).rejects.toBeInstanceOf(DuplicateKeyError);
      await seed(fixture.store, ORG_B, [{ _id: 't9', code: 'ALP' }]);
      await tours.bulkWrite([
        { updateOne: { filter: { _id: 't1' }, update: { $set: { code: 'ALP-OLD' } } } },
        { updateOne: { filter: { _id: 't2' }, update: { $set: { code: 'ALP' } } } },
      ]);
      expect(await tours.find({}, { sort: { _id: 1 }, projection: { _id: 0, code: 1 } })).toEqual([{ code: 'ALP-OLD' }, { code: 'ALP' }]);
    });

    it('refuses a unique index that existing documents break', async () => {
      await seed(fixture.store, ORG_A, [{ _id: 't1', code: 'ALP' }, { _id: 't2', code: 'ALP' }]);
      await expect(fixture.store.ensureIndex(TOURS, { keys: { code: 1 }, unique: true })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('refuses an upsert that does not name its _id, and any update of _id', async () => {
      const tours = toursOf();
      await expect(tours.bulkWrite([{ updateOne: { filter: { name: 'x' }, update: { $set: { a: 1 } }, upsert: true } }])).rejects.toBeInstanceOf(UnsupportedOperationError);
      await expect(tours.bulkWrite([{ updateOne: { filter: { _id: 'a' }, update: { $set: { _id: 'b' } }, upsert: true } }])).rejects.toBeInstanceOf(UnsupportedOperationError);
      await expect(tours.bulkWrite([{ replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'b' }, upsert: true } }])).rejects.toBeInstanceOf(UnsupportedOperationError);
      await expect(tours.bulkWrite([{ updateOne: { filter: { _id: 'a' }, update: { $set: { a: 1 }, $inc: { a: 1 } }, upsert: true } }])).rejects.toBeInstanceOf(UnsupportedOperationError);
      expect(idsOf(await tours.find({}))).toEqual([]);
    });
  });
}
