// Runs the read store contract against MongoDB when MONGODB_URL names a replica set; reports itself skipped otherwise.
import { MongoClient } from 'mongodb';
import { describeReadStoreContract } from '../read-store.contract';
import { ReadStore } from '../read-store.port';
import { createMongoReadStore } from './mongo-read-store';

const url = process.env.MONGODB_URL;
const run = `rs_contract_${process.pid}_${Date.now().toString(36)}`;
let stores = 0;

/** Each test gets its own database, dropped when the store closes. */
function makeStore(): ReadStore {
  const dbName = `${run}_${++stores}`;
  const store = createMongoReadStore({ url: url as string, dbName });
  return {
    ...store,
    async close() {
      const admin = new MongoClient(url as string);
      try {
        await admin.db(dbName).dropDatabase();
      } finally {
        await admin.close();
        await store.close();
      }
    },
  };
}

if (url) describeReadStoreContract('mongodb', makeStore);
else describeReadStoreContract('mongodb (set MONGODB_URL to run)', makeStore, describe.skip);
