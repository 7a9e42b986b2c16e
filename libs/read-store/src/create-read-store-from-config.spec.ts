// Specifies how configuration alone chooses the read store adapter.
import { createReadStoreFromConfig } from './index';

describe('createReadStoreFromConfig', () => {
  it('keeps read models in memory when no MongoDB URL is configured', async () => {
    const store = createReadStoreFromConfig({});
    await store.commit([{ collection: 'tours', orgId: 'org_a', operations: [{ replaceOne: { filter: { _id: 't1' }, replacement: { name: 'Alps' }, upsert: true } }] }], { name: 'p', position: '3' });
    expect(await store.forOrganization('org_a').collection('tours').find({})).toEqual([{ _id: 't1', orgId: 'org_a', name: 'Alps' }]);
    await store.close();
  });

  it('uses MongoDB when a URL is configured, refusing a malformed one at once', () => {
    expect(() => createReadStoreFromConfig({ mongodbUrl: 'http://not-mongo' })).toThrow(/scheme/i);
  });

  it('creates a MongoDB store without connecting until first use', async () => {
    const store = createReadStoreFromConfig({ mongodbUrl: 'mongodb://127.0.0.1:9/?replicaSet=rs0', dbName: 'unused' });
    expect(() => store.forOrganization('')).toThrow('Organization ID is missing.');
    await store.close();
  });
});
