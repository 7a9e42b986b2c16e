// Contract: projector batches — writes committed with their checkpoint, all or nothing, and reset for a rebuild.
import { DuplicateKeyError, UnsupportedOperationError } from '../read-store.port';
import { ORG_A, ORG_B, StoreFixture, TOURS, changeResult, idsOf } from './store-fixture';

const PROJECTOR = 'read-models';
const DAYS = 'days';

const upsert = (_id: string, fields: Record<string, unknown>) => ({
  updateOne: { filter: { _id }, update: { $set: fields }, upsert: true },
});

export function describeCommits(fixture: StoreFixture): void {
  describe('commit', () => {
    it('stores the writes of several collections and organizations with the checkpoint', async () => {
      await fixture.store.commit(
        [
          { collection: TOURS, orgId: ORG_A, operations: [upsert('t1', { name: 'Alps' })] },
          { collection: DAYS, orgId: ORG_B, operations: [upsert('d1', { date: '2024-05-01' })] },
        ],
        { name: PROJECTOR, position: '42' },
      );
      expect(await fixture.store.getCheckpoint(PROJECTOR)).toEqual({ name: PROJECTOR, position: '42' });
      expect(await fixture.store.forOrganization(ORG_A).collection(TOURS).findOne({ _id: 't1' })).toEqual({ _id: 't1', orgId: ORG_A, name: 'Alps' });
      expect(await fixture.store.forOrganization(ORG_B).collection(DAYS).countDocuments()).toBe(1);
    });

    it('loads the documents a batch touches by id, of one organization only', async () => {
      await fixture.store.commit(
        [
          { collection: TOURS, orgId: ORG_A, operations: [upsert('t1', { name: 'Alps' }), upsert('t2', { name: 'Lakes' })] },
          { collection: TOURS, orgId: ORG_B, operations: [upsert('t3', { name: 'Coast' })] },
        ],
        { name: PROJECTOR, position: '1' },
      );
      const loaded = await fixture.store.loadDocuments(TOURS, ORG_A, ['t2', 't3', 'missing']);
      expect(loaded).toEqual([{ _id: 't2', orgId: ORG_A, name: 'Lakes' }]);
    });

    it('keeps committed replacements apart from what queries return', async () => {
      const replacement = { _id: 't1', name: 'Alps', days: [{ date: '2024-05-01', note: undefined }] };
      await fixture.store.commit([{ collection: TOURS, orgId: ORG_A, operations: [{ replaceOne: { filter: { _id: 't1' }, replacement, upsert: true } }] }], { name: PROJECTOR, position: '1' });
      const tours = fixture.store.forOrganization(ORG_A).collection<{ days: { date: string; note: unknown }[] }>(TOURS);
      const found = await tours.findOne({ _id: 't1' });
      expect(found?.days).toEqual([{ date: '2024-05-01', note: null }]);
      changeResult(() => (found!.days[0].date = 'changed by a caller'));
      expect((await tours.findOne({ _id: 't1' }))?.days[0].date).toBe('2024-05-01');
    });

    it('has no checkpoint for a projector that never committed', async () => {
      expect(await fixture.store.getCheckpoint('never')).toBeNull();
    });

    it('moves the checkpoint forward with each batch, even an empty one', async () => {
      await fixture.store.commit([{ collection: TOURS, orgId: ORG_A, operations: [upsert('t1', { v: 1 })] }], { name: PROJECTOR, position: '1' });
      await fixture.store.commit([], { name: PROJECTOR, position: '18446744073709551616' });
      expect(await fixture.store.getCheckpoint(PROJECTOR)).toEqual({ name: PROJECTOR, position: '18446744073709551616' });
    });

    it('applies nothing and keeps the checkpoint when an operation of the batch fails', async () => {
      await fixture.store.ensureIndex(DAYS, { keys: { date: 1 }, unique: true });
      await fixture.store.commit(
        [{ collection: DAYS, orgId: ORG_A, operations: [upsert('d1', { date: '2024-05-01' })] }],
        { name: PROJECTOR, position: '10' },
      );
      const failing = fixture.store.commit(
        [
          { collection: TOURS, orgId: ORG_A, operations: [upsert('t1', { name: 'Alps' }), { deleteMany: { filter: {} } }] },
          { collection: DAYS, orgId: ORG_B, operations: [upsert('d1', { date: '2024-05-01' })] },
          { collection: DAYS, orgId: ORG_A, operations: [{ deleteOne: { filter: { _id: 'd1' } } }, upsert('d2', { date: '2024-05-02' }), upsert('d3', { date: '2024-05-02' })] },
        ],
        { name: PROJECTOR, position: '20' },
      );
      await expect(failing).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await fixture.store.getCheckpoint(PROJECTOR)).toEqual({ name: PROJECTOR, position: '10' });
      expect(await fixture.store.forOrganization(ORG_A).collection(TOURS).countDocuments()).toBe(0);
      expect(await fixture.store.forOrganization(ORG_B).collection(DAYS).countDocuments()).toBe(0);
      expect(idsOf(await fixture.store.forOrganization(ORG_A).collection(DAYS).find({}))).toEqual(['d1']);
    });

    it('refuses a batch with an invalid operation before applying any of it', async () => {
      const failing = fixture.store.commit(
        [
          { collection: TOURS, orgId: ORG_A, operations: [upsert('t1', { name: 'Alps' })] },
          { collection: TOURS, orgId: ORG_A, operations: [{ updateOne: { filter: { _id: 't1' }, update: { $rename: { name: 'title' } } } }] },
        ],
        { name: PROJECTOR, position: '5' },
      );
      await expect(failing).rejects.toBeInstanceOf(UnsupportedOperationError);
      expect(await fixture.store.getCheckpoint(PROJECTOR)).toBeNull();
      expect(await fixture.store.forOrganization(ORG_A).collection(TOURS).countDocuments()).toBe(0);
    });

    it('a failing bulkWrite leaves its earlier operations unapplied', async () => {
      await fixture.store.ensureIndex(TOURS, { keys: { code: 1 }, unique: true });
      const tours = fixture.store.forOrganization(ORG_A).collection(TOURS);
      await expect(tours.bulkWrite([upsert('t1', { code: 'A' }), upsert('t2', { code: 'A' })])).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await tours.countDocuments()).toBe(0);
    });

    it('reset empties the listed collections and forgets the checkpoint, keeping other collections and indexes', async () => {
      await fixture.store.ensureIndex(TOURS, { keys: { code: 1 }, unique: true });
      await fixture.store.commit(
        [
          { collection: TOURS, orgId: ORG_A, operations: [upsert('t1', { code: 'A' })] },
          { collection: TOURS, orgId: ORG_B, operations: [upsert('t1', { code: 'A' })] },
          { collection: DAYS, orgId: ORG_A, operations: [upsert('d1', {})] },
        ],
        { name: PROJECTOR, position: '7' },
      );
      await fixture.store.reset([TOURS], PROJECTOR);
      expect(await fixture.store.getCheckpoint(PROJECTOR)).toBeNull();
      expect(await fixture.store.forOrganization(ORG_A).collection(TOURS).countDocuments()).toBe(0);
      expect(await fixture.store.forOrganization(ORG_B).collection(TOURS).countDocuments()).toBe(0);
      expect(await fixture.store.forOrganization(ORG_A).collection(DAYS).countDocuments()).toBe(1);
      const tours = fixture.store.forOrganization(ORG_A).collection(TOURS);
      await expect(tours.bulkWrite([upsert('t1', { code: 'B' }), upsert('t2', { code: 'B' })])).rejects.toBeInstanceOf(DuplicateKeyError);
    });
  });
}
