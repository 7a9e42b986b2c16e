// Seals one personal field's value with its person's key (AES-256-GCM) into the v1 envelope, and opens it again.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A personal field as stored in a new event: the field's JSON value encrypted with the person's key. */
export interface SealedValue {
  enc: 'v1';
  /** The person's key id: their stream name. */
  keyId: string;
  /** base64, 12 bytes */
  iv: string;
  /** base64, 16 bytes */
  tag: string;
  /** base64 ciphertext of the value's JSON */
  data: string;
}

/** An envelope that does not open with the key it names: edited, moved to another person, or the wrong key. */
export class SealedValueError extends Error {
  constructor(readonly keyId: string) {
    super(`A sealed personal value of ${keyId} does not open: it was altered or sealed with another key.`);
    this.name = 'SealedValueError';
  }
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const associatedData = (keyId: string) => Buffer.from(`tourops-personal/v1\n${keyId}`, 'utf8');

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new RangeError(`A personal data key has ${KEY_BYTES} bytes, not ${key.length}.`);
}

export function isSealedValue(value: unknown): value is SealedValue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.enc === 'v1' && ['keyId', 'iv', 'tag', 'data'].every((field) => typeof candidate[field] === 'string');
}

/** Seals a JSON value (not undefined); a fresh random iv unless one is given (specs only). */
export function sealValue(value: unknown, key: Buffer, keyId: string, iv: Buffer = randomBytes(IV_BYTES)): SealedValue {
  checkKey(key);
  if (value === undefined) throw new TypeError('Only a value can be sealed, not undefined.');
  if (iv.length !== IV_BYTES) throw new RangeError(`An envelope's iv has ${IV_BYTES} bytes, not ${iv.length}.`);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(keyId));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { enc: 'v1', keyId, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

/** The value sealed in the envelope; SealedValueError when it was altered or the key is not the one it was sealed with. */
export function openValue(envelope: SealedValue, key: Buffer): unknown {
  checkKey(key);
  const iv = Buffer.from(envelope.iv, 'base64');
  const tag = Buffer.from(envelope.tag, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SealedValueError(envelope.keyId);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(associatedData(envelope.keyId));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(envelope.data, 'base64')), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new SealedValueError(envelope.keyId);
  }
}
