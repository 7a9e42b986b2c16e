import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { describePersonalKeyStoreContract } from './personal-key-store.contract';
import { createMemoryPersonalKeyStore } from './memory-personal-key-store';
import { createSqlitePersonalKeyStore } from './sqlite-personal-key-store';
import { createMongoPersonalKeyStore } from './mongo-personal-key-store';

const temporaryDirectories: string[] = [];
function temporaryFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'personal-keys-'));
  temporaryDirectories.push(dir);
  return path.join(dir, 'personal-keys.sqlite');
}
afterAll(() => temporaryDirectories.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describePersonalKeyStoreContract('memory', async () => {
  const keys = createMemoryPersonalKeyStore();
  return { keys, cleanup: () => keys.close() };
});

describePersonalKeyStoreContract('sqlite', async () => {
  const keys = createSqlitePersonalKeyStore({ file: temporaryFile() });
  return { keys, cleanup: () => keys.close() };
});

const mongodbUrl = process.env.MONGODB_URL;
let mongoStores = 0;
describePersonalKeyStoreContract(
  mongodbUrl ? 'mongodb' : 'mongodb (set MONGODB_URL to run)',
  async () => {
    const dbName = `pk_contract_${process.pid}_${++mongoStores}`;
    const keys = createMongoPersonalKeyStore({ url: mongodbUrl as string, dbName, masterKey: randomBytes(32) });
    return {
      keys,
      cleanup: async () => {
        const admin = new MongoClient(mongodbUrl as string);
        await admin.db(dbName).dropDatabase().finally(() => admin.close());
        await keys.close();
      },
    };
  },
  mongodbUrl ? describe : describe.skip,
);

describe('the SQLite personal key store', () => {
  it('keeps keys and tombstones across a restart', async () => {
    const file = temporaryFile();
    const before = createSqlitePersonalKeyStore({ file });
    const key = await before.create('traveler-org1.t1');
    await before.create('traveler-org1.t2');
    await before.shred('traveler-org1.t2');
    await before.close();

    const after = createSqlitePersonalKeyStore({ file });
    expect(await after.get('traveler-org1.t1')).toEqual(key);
    expect(await after.isShredded('traveler-org1.t2')).toBe(true);
    await expect(after.create('traveler-org1.t2')).rejects.toThrow('shredded');
    await after.close();
  });

  it('leaves no byte of a shredded key in its files', async () => {
    const file = temporaryFile();
    const keys = createSqlitePersonalKeyStore({ file });
    const kept = await keys.create('traveler-org1.kept');
    const shredded = await keys.create('traveler-org1.erased');
    const filesHold = (key: Buffer) =>
      fs.readdirSync(path.dirname(file)).some((name) => fs.readFileSync(path.join(path.dirname(file), name)).includes(key));
    expect(filesHold(shredded)).toBe(true);

    await keys.shred('traveler-org1.erased');
    expect(filesHold(shredded)).toBe(false);
    expect(filesHold(kept)).toBe(true);
    await keys.close();
    expect(filesHold(shredded)).toBe(false);
  });
});
