// The standalone's read store: the contract with some collections in memory and some on disk, and what its memory copy holds.
import { describeReadStoreContract } from '../read-store.contract';
import { createMemoryReadStore } from '../memory/memory-read-store';
import { createSqliteReadStore } from '../sqlite/sqlite-read-store';
import { createHistoryOnDiskReadStore } from './history-on-disk-read-store';

/** The contract's tours (their next generation, and the collection it replaces them with) on disk, every other collection in memory: batches span both. */
const toursOnDisk = (collection: string) => ['tours', 'tours__next', 'never_written'].includes(collection);
const makeStore = () => createHistoryOnDiskReadStore({ memory: createMemoryReadStore(), disk: createSqliteReadStore({ file: ':memory:' }), onDisk: toursOnDisk });

describeReadStoreContract('memory with history on disk', makeStore);

describe('memory with history on disk', () => {
  const audit = (id: string) => ({ replaceOne: { filter: { _id: id }, replacement: { _id: id, seq: Number(id) }, upsert: true } });

  it('given a batch over both, when committed, then the memory copy holds the working set only and both know the checkpoint', async () => {
    const store = makeStore();
    await store.commit(
      [
        { collection: 'tours', orgId: 'org_a', operations: [audit('1'), audit('2')] },
        { collection: 'settings', orgId: 'org_a', operations: [audit('s')] },
      ],
      { name: 'read-models', position: '7' },
    );
    expect(store.view().partitions.map((partition) => partition.collection)).toEqual(['settings']);
    expect(store.view().checkpoints).toEqual([{ name: 'read-models', position: '7' }]);
    expect(await store.diskCheckpoint('read-models')).toBe('7');
    expect(await store.forOrganization('org_a').collection('tours').countDocuments({})).toBe(2);
    await store.close();
  });

  it('given a batch whose memory part fails, when committed, then the disk keeps nothing of it either', async () => {
    const store = makeStore();
    await store.ensureIndex('settings', { keys: { code: 1 }, unique: true });
    const failing = store.commit(
      [
        { collection: 'tours', orgId: 'org_a', operations: [audit('1')] },
        { collection: 'settings', orgId: 'org_a', operations: [{ replaceOne: { filter: { _id: 'a' }, replacement: { code: 'X' }, upsert: true } }, { replaceOne: { filter: { _id: 'b' }, replacement: { code: 'X' }, upsert: true } }] },
      ],
      { name: 'read-models', position: '9' },
    );
    await expect(failing).rejects.toThrow('Duplicate key');
    expect(await store.diskCheckpoint('read-models')).toBeNull();
    expect(await store.getCheckpoint('read-models')).toBeNull();
    expect(await store.forOrganization('org_a').collection('tours').countDocuments({})).toBe(0);
    await store.close();
  });

  it('refuses to restore a collection kept on disk from a memory copy, and to swap collections between the two', async () => {
    const store = makeStore();
    expect(() => store.restore({ collection: 'tours', orgId: 'org_a', documents: [] })).toThrow('kept on disk');
    await expect(store.replaceCollection('settings', 'tours')).rejects.toThrow('not kept in the same place');
    await store.close();
  });
});
