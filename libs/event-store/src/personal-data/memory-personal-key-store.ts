// The personal key store in memory, for specs: a map from key id to the key, or null once shredded.
import { randomBytes } from 'node:crypto';
import { PERSONAL_KEY_BYTES, PersonalKeyShreddedError, type PersonalKeyStore } from './personal-key-store.port';

export function createMemoryPersonalKeyStore(): PersonalKeyStore {
  const keys = new Map<string, Buffer | null>();
  return {
    async create(keyId) {
      const existing = keys.get(keyId);
      if (existing === null) throw new PersonalKeyShreddedError(keyId);
      if (existing) return Buffer.from(existing);
      const key = randomBytes(PERSONAL_KEY_BYTES);
      keys.set(keyId, key);
      return Buffer.from(key);
    },
    async get(keyId) {
      const key = keys.get(keyId);
      return key ? Buffer.from(key) : null;
    },
    async shred(keyId) {
      keys.get(keyId)?.fill(0);
      keys.set(keyId, null);
    },
    async isShredded(keyId) {
      return keys.get(keyId) === null;
    },
    async lookUp(keyIds) {
      const found = new Map<string, Buffer | 'shredded'>();
      for (const keyId of keyIds) {
        const key = keys.get(keyId);
        if (key !== undefined) found.set(keyId, key ? Buffer.from(key) : 'shredded');
      }
      return found;
    },
    async close() {},
  };
}
