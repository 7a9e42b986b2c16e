// Contract: reading read models — filters, dotted paths, search, sort/skip/limit, projection, counts, aggregation.
import { ORG_A, StoreFixture, changeResult, idsOf, seed, tourCatalogue } from './store-fixture';

export function describeQueries(fixture: StoreFixture): void {
  describe('queries', () => {
    it('finds documents by equality, comparison and $in', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(idsOf(await tours.find({ status: 'active' }, { sort: { _id: 1 } }))).toEqual(['t1', 't3']);
      expect(idsOf(await tours.find({ travelers: { $gte: 8, $lt: 20 } }, { sort: { _id: 1 } }))).toEqual(['t1', 't3']);
      expect(idsOf(await tours.find({ status: { $in: ['draft', 'cancelled'] } }, { sort: { _id: 1 } }))).toEqual(['t2', 't4']);
      expect(idsOf(await tours.find({ status: { $ne: 'active' } }, { sort: { _id: 1 } }))).toEqual(['t2', 't4']);
    });

    it('treats missing fields, null and types as MongoDB does', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      const ids = async (filter: Record<string, unknown>) => idsOf(await tours.find(filter, { sort: { _id: 1 } }));
      expect(await ids({ guide: { $ne: null } })).toEqual(['t1', 't2', 't3']);
      expect(await ids({ nowhere: null })).toEqual(['t1', 't2', 't3', 't4']);
      expect(await ids({ 'guide.language': { $in: [null, 'de'] } })).toEqual(['t1', 't4']);
      expect(await ids({ status: { $nin: ['active'] } })).toEqual(['t2', 't4']);
      expect(await ids({ travelers: { $gt: '5' } })).toEqual([]);
      expect(await ids({ tags: { $in: ['lakes', 'stars'] } })).toEqual(['t3', 't4']);
      expect(await ids({ $or: [{ tags: 'hiking' }, { travelers: { $lte: 4 } }] })).toEqual(['t1', 't2']);
    });

    it('finds documents by _id equality and $in, and by _id range', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(await tours.find({ _id: 't2' })).toEqual([{ ...tourCatalogue[1], orgId: ORG_A }]);
      expect(idsOf(await tours.find({ _id: { $in: ['t3', 't1', 'missing'] } }, { sort: { _id: 1 } }))).toEqual(['t1', 't3']);
      expect(idsOf(await tours.find({ _id: { $gt: 't2' } }, { sort: { _id: -1 } }))).toEqual(['t4', 't3']);
    });

    it('matches dotted paths into embedded documents and array elements', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(idsOf(await tours.find({ 'guide.language': 'en' }, { sort: { _id: 1 } }))).toEqual(['t2', 't3']);
      expect(idsOf(await tours.find({ tags: 'stars' }))).toEqual(['t4']);
      expect(idsOf(await tours.find({ guide: { $exists: false } }))).toEqual(['t4']);
    });

    it('combines conditions with $and and $or', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      const found = await tours.find(
        { $and: [{ $or: [{ status: 'draft' }, { travelers: { $gt: 10 } }] }, { status: { $ne: 'cancelled' } }] },
        { sort: { _id: 1 } },
      );
      expect(idsOf(found)).toEqual(['t1', 't2']);
    });

    it('searches case-insensitively with $regex', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(idsOf(await tours.find({ name: { $regex: 'ALPINE', $options: 'i' } }, { sort: { _id: 1 } }))).toEqual(['t1', 't3']);
      expect(idsOf(await tours.find({ name: /^alpine/i }, { sort: { _id: 1 } }))).toEqual(['t1', 't3']);
      expect(idsOf(await tours.find({ name: { $regex: '^alpine' } }))).toEqual(['t3']);
    });

    it('sorts, then skips, then limits', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(idsOf(await tours.find({}, { sort: { travelers: -1 } }))).toEqual(['t4', 't1', 't3', 't2']);
      expect(idsOf(await tours.find({}, { sort: { travelers: -1 }, skip: 1, limit: 2 }))).toEqual(['t1', 't3']);
      expect(idsOf(await tours.find({}, { sort: { status: 1, travelers: -1 } }))).toEqual(['t1', 't3', 't4', 't2']);
    });

    it('answers sorted pages that follow every write', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(idsOf(await tours.find({ status: { $ne: 'draft' } }, { sort: { travelers: -1 }, limit: 2 }))).toEqual(['t4', 't1']);
      await tours.bulkWrite([{ updateOne: { filter: { _id: 't3' }, update: { $set: { travelers: 30 } } } }, { deleteOne: { filter: { _id: 't4' } } }]);
      expect(idsOf(await tours.find({ status: { $ne: 'draft' } }, { sort: { travelers: -1 }, limit: 2 }))).toEqual(['t3', 't1']);
      expect(idsOf(await tours.find({ status: { $ne: 'draft' } }, { sort: { travelers: -1 }, skip: 1, limit: 5 }))).toEqual(['t1']);
    });

    it('answers text bounds, equality and $in over thousands of documents as a scan would, and follows writes', async () => {
      const statuses = ['open', 'read', 'closed'];
      const many = Array.from({ length: 2_400 }, (_, i) => ({
        _id: `n${String(i).padStart(4, '0')}`,
        raisedAt: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}T0${i % 10}:00:00Z`,
        status: statuses[i % 3],
        ...(i % 500 === 7 ? { level: 3 } : { level: i % 4 === 0 ? 'alert' : 'info' }),
      }));
      const notifications = await seed(fixture.store, ORG_A, many, 'notifications');
      const expected = (test: (n: (typeof many)[number]) => boolean) => many.filter(test).map((n) => n._id).sort();
      const ids = async (filter: Record<string, unknown>) => idsOf(await notifications.find(filter)).sort();
      expect(await ids({ raisedAt: { $gte: '2026-03-01', $lt: '2026-04-01' } })).toEqual(expected((n) => n.raisedAt >= '2026-03-01' && n.raisedAt < '2026-04-01'));
      expect(await ids({ raisedAt: { $gt: '2026-09-20' }, status: { $in: ['open', 'read'] } })).toEqual(expected((n) => n.raisedAt > '2026-09-20' && n.status !== 'closed'));
      expect(await ids({ status: 'closed', raisedAt: { $lte: '2026-01-05T09:00:00Z' } })).toEqual(expected((n) => n.status === 'closed' && n.raisedAt <= '2026-01-05T09:00:00Z'));
      expect(await ids({ raisedAt: { $gte: '2026-05-05T04:00:00Z', $lt: '2026-05-06' } })).toEqual(expected((n) => n.raisedAt >= '2026-05-05T04:00:00Z' && n.raisedAt < '2026-05-06'));
      expect(await ids({ raisedAt: { $gt: '2026-05-05T04:00:00Z', $lt: '2026-05-06' } })).toEqual(expected((n) => n.raisedAt > '2026-05-05T04:00:00Z' && n.raisedAt < '2026-05-06'));
      expect(await ids({ level: 'alert', raisedAt: { $gte: '2026-05' } })).toEqual(expected((n) => n.level === 'alert' && n.raisedAt >= '2026-05'));
      expect(await notifications.countDocuments({ raisedAt: { $gte: '2026-02-01', $lte: '2026-02-28' } })).toBe(expected((n) => n.raisedAt >= '2026-02-01' && n.raisedAt <= '2026-02-28').length);
      await notifications.bulkWrite([
        { updateOne: { filter: { _id: 'n0002' }, update: { $set: { raisedAt: '2026-03-15T00:00:00Z' } } } },
        { deleteOne: { filter: { _id: 'n0029' } } },
        { replaceOne: { filter: { _id: 'n9999' }, replacement: { raisedAt: '2026-03-02T00:00:00Z', status: 'open', level: 'info' }, upsert: true } },
      ]);
      const march = await ids({ raisedAt: { $gte: '2026-03-01', $lt: '2026-04-01' } });
      expect(march).toEqual(expect.arrayContaining(['n0002', 'n9999']));
      expect(march).not.toContain('n0029');
    });

    it('sorts by a dotted path with documents lacking it first', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(idsOf(await tours.find({}, { sort: { 'guide.name': 1 } }))).toEqual(['t4', 't3', 't1', 't2']);
    });

    it('projects fields in and out', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(await tours.find({ _id: 't1' }, { projection: { name: 1, 'guide.name': 1 } })).toEqual([
        { _id: 't1', name: 'Alpine Adventure', guide: { name: 'Mia' } },
      ]);
      expect(await tours.find({ _id: 't2' }, { projection: { _id: 0, status: 1 } })).toEqual([{ status: 'draft' }]);
      expect(await tours.find({ _id: 't4' }, { projection: { tags: 0, travelers: 0, orgId: 0 } })).toEqual([
        { _id: 't4', name: 'Desert Nights', status: 'cancelled' },
      ]);
    });

    it('findOne returns the first document in sort order, or null', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(await tours.findOne({ status: 'active' }, { sort: { travelers: 1 }, projection: { _id: 1 } })).toEqual({ _id: 't3' });
      expect(await tours.findOne({ status: 'archived' })).toBeNull();
    });

    it('counts matching documents', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      expect(await tours.countDocuments()).toBe(4);
      expect(await tours.countDocuments({ 'guide.language': 'en' })).toBe(2);
      expect(await tours.countDocuments({ _id: { $in: ['t1', 'nope'] } })).toBe(1);
    });

    it('aggregates with $group, $sort and $project', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      const byStatus = await tours.aggregate([
        { $group: { _id: '$status', tours: { $sum: 1 }, travelers: { $sum: '$travelers' } } },
        { $sort: { travelers: -1, _id: 1 } },
        { $project: { _id: 0, status: '$_id', tours: 1, travelers: 1 } },
      ]);
      expect(byStatus).toEqual([
        { status: 'active', tours: 2, travelers: 20 },
        { status: 'cancelled', tours: 1, travelers: 20 },
        { status: 'draft', tours: 1, travelers: 4 },
      ]);
    });

    it('aggregates over the organization\'s own _ids', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      const found = await tours.aggregate([{ $match: { _id: { $in: ['t1', 't4'] } } }, { $sort: { _id: 1 } }, { $project: { _id: 1 } }]);
      expect(found).toEqual([{ _id: 't1' }, { _id: 't4' }]);
    });

    it('hands out read-only results: changing one throws (memory: the stored document, frozen) or changes a copy (MongoDB), never what is stored', async () => {
      const tours = await seed(fixture.store, ORG_A, tourCatalogue);
      const [found] = await tours.find({ _id: 't1' });
      const [projected] = await tours.find({}, { sort: { _id: 1 }, limit: 1, projection: { guide: 1, tags: 1 } });
      changeResult(() => ((found.guide as { name: string }).name = 'changed'));
      changeResult(() => (found.tags as string[]).push('changed'));
      changeResult(() => ((projected.guide as { name: string }).name = 'changed'));
      const [aggregated] = await tours.aggregate([{ $match: { _id: 't1' } }, { $set: { 'guide.name': 'changed' } }]);
      expect(aggregated.guide).toEqual({ name: 'changed', language: 'de' });
      expect(await tours.findOne({ _id: 't1' })).toEqual({ ...tourCatalogue[0], orgId: ORG_A });
    });
  });
}
