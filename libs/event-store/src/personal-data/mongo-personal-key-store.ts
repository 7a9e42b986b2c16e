// The personal key store in the deployment's MongoDB (collection personal_keys), each key wrapped with PERSONAL_DATA_MASTER_KEY.
import { randomBytes } from 'node:crypto';
import { MongoClient, MongoServerError, type Collection } from 'mongodb';
import { openValue, sealValue, type SealedValue } from './personal-envelope';
import { PERSONAL_KEY_BYTES, PersonalKeyShreddedError, type PersonalKeyStore } from './personal-key-store.port';

export const PERSONAL_KEYS_COLLECTION = 'personal_keys';

/** A key, wrapped (AES-256-GCM under the master key, bound to its id); a tombstone has no key and says when it was shredded. */
interface KeyDocument {
  _id: string;
  wrapped: SealedValue | null;
  shreddedAt?: Date;
}

export interface MongoPersonalKeyStoreOptions {
  url: string;
  dbName: string;
  /** 32 bytes: PERSONAL_DATA_MASTER_KEY. A copy of the collection without it opens nothing. */
  masterKey: Buffer;
}

const DUPLICATE_KEY = 11000;

/**
 * Shredding replaces the document by a tombstone. The collection's backups keep shredded keys until they expire: the
 * operator's erasure deadline bounds how long they may be kept (README). The event store's backups need no such care.
 */
export function createMongoPersonalKeyStore({ url, dbName, masterKey }: MongoPersonalKeyStoreOptions): PersonalKeyStore {
  if (masterKey.length !== PERSONAL_KEY_BYTES) throw new RangeError(`PERSONAL_DATA_MASTER_KEY has ${PERSONAL_KEY_BYTES} bytes, not ${masterKey.length}.`);
  const client = new MongoClient(url);
  const keys: Collection<KeyDocument> = client.db(dbName).collection<KeyDocument>(PERSONAL_KEYS_COLLECTION);
  const unwrap = (document: KeyDocument) => Buffer.from(openValue(document.wrapped!, masterKey) as string, 'base64');
  const find = (keyId: string) => keys.findOne({ _id: keyId });

  return {
    async create(keyId) {
      const existing = await find(keyId);
      if (existing) {
        if (!existing.wrapped) throw new PersonalKeyShreddedError(keyId);
        return unwrap(existing);
      }
      const wrapped = sealValue(randomBytes(PERSONAL_KEY_BYTES).toString('base64'), masterKey, keyId);
      try {
        await keys.insertOne({ _id: keyId, wrapped });
      } catch (error) {
        if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      }
      return this.create(keyId);
    },
    async get(keyId) {
      const document = await find(keyId);
      return document?.wrapped ? unwrap(document) : null;
    },
    async shred(keyId) {
      await keys.replaceOne({ _id: keyId }, { wrapped: null, shreddedAt: new Date() }, { upsert: true });
    },
    async isShredded(keyId) {
      const document = await find(keyId);
      return document !== null && document.wrapped === null;
    },
    async lookUp(keyIds) {
      const found = new Map<string, Buffer | 'shredded'>();
      for await (const document of keys.find({ _id: { $in: [...new Set(keyIds)] } })) found.set(document._id, document.wrapped ? unwrap(document) : 'shredded');
      return found;
    },
    async close() {
      await client.close();
    },
  };
}

