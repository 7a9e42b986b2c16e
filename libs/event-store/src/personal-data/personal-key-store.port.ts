// The personal key store port: one AES-256 key per person, made once, shredded for good when the person is erased.

/** Asked for a key of a person whose key was shredded: nothing may be sealed for them again. */
export class PersonalKeyShreddedError extends Error {
  constructor(readonly keyId: string) {
    super(`The personal data key of ${keyId} was shredded: the person is erased.`);
    this.name = 'PersonalKeyShreddedError';
  }
}

export interface PersonalKeyStore {
  /** The person's 32-byte key, made on the first call and the same one after; PersonalKeyShreddedError once shredded. */
  create(keyId: string): Promise<Buffer>;
  /** The person's key; null when none was made or it was shredded. */
  get(keyId: string): Promise<Buffer | null>;
  /** Deletes the key for good and keeps a tombstone, so the id is never given a key again. Shredding twice is fine. */
  shred(keyId: string): Promise<void>;
  /** Whether the person's key was shredded (false for an id never seen). */
  isShredded(keyId: string): Promise<boolean>;
  /** The keys of many people at once (a page of events): their key, 'shredded', or absent when none was ever made. */
  lookUp(keyIds: readonly string[]): Promise<Map<string, Buffer | 'shredded'>>;
  close(): Promise<void>;
}

export const PERSONAL_KEY_BYTES = 32;
