// What one commit may hold, by read store: MongoDB's transaction bounds, the standalone's 100,000 events, the memory store's defaults.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMongoReadStore, createReadStoreFromConfig } from '@tourops/read-store';
import { KEPT_ON_DISK } from '@tourops/projections';
import { commitLimitsOf } from './commit-limits';

describe('commitLimitsOf', () => {
  it('given MongoDB, when asked, then bounds a commit by 100,000 events and 1,000 documents (one transaction)', async () => {
    const mongo = createMongoReadStore({ url: 'mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=1', dbName: 'limits' });
    expect(commitLimitsOf(mongo)).toEqual({ catchUpBatchSize: 100_000, maxDocumentsPerCommit: 1_000 });
    await mongo.close();
  });

  it('given the history on disk, when asked, then bounds a catch-up by 100,000 events; given the memory store alone, takes the defaults', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-limits-'));
    const standalone = createReadStoreFromConfig({ dataDir, ...KEPT_ON_DISK });
    expect(commitLimitsOf(standalone)).toEqual({ catchUpBatchSize: 100_000 });
    await standalone.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(commitLimitsOf(createReadStoreFromConfig({}))).toEqual({});
  });
});
