import { randomBytes } from 'node:crypto';
import { isSealedValue, openValue, sealValue, SealedValueError, type SealedValue } from './personal-envelope';

const key = randomBytes(32);
const keyId = 'traveler-org1.t1';
const passport = { number: 'X1234567', expiry: '2031-05-01' };

function flipFirstByte(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[0] ^= 0x01;
  return bytes.toString('base64');
}

describe('the personal data envelope', () => {
  it('opens to the value it sealed, for strings and structured fields alike', () => {
    expect(openValue(sealValue('Ada', key, keyId), key)).toBe('Ada');
    expect(openValue(sealValue(passport, key, keyId), key)).toEqual(passport);
    expect(openValue(sealValue('', key, keyId), key)).toBe('');
  });

  it('is the v1 shape named in ADR 0030 and shows nothing of the value', () => {
    const sealed = sealValue('ada@example.com', key, keyId);
    expect(sealed).toEqual({ enc: 'v1', keyId, iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(sealed.tag, 'base64')).toHaveLength(16);
    expect(JSON.stringify(sealed)).not.toContain('ada');
    expect(isSealedValue(sealed)).toBe(true);
  });

  it('seals the same value differently each time (a fresh iv)', () => {
    const first = sealValue('Ada', key, keyId);
    const second = sealValue('Ada', key, keyId);
    expect(first.iv).not.toBe(second.iv);
    expect(first.data + first.tag).not.toBe(second.data + second.tag);
  });

  it('tells envelopes from plain values of old events', () => {
    expect(isSealedValue('Ada')).toBe(false);
    expect(isSealedValue(null)).toBe(false);
    expect(isSealedValue(passport)).toBe(false);
    expect(isSealedValue({ enc: 'v2', keyId, iv: '', tag: '', data: '' })).toBe(false);
  });

  it.each<[string, (sealed: SealedValue) => SealedValue]>([
    ['its ciphertext', (sealed) => ({ ...sealed, data: flipFirstByte(sealed.data) })],
    ['its tag', (sealed) => ({ ...sealed, tag: flipFirstByte(sealed.tag) })],
    ['its iv', (sealed) => ({ ...sealed, iv: flipFirstByte(sealed.iv) })],
    ['its person (moved to another key id)', (sealed) => ({ ...sealed, keyId: 'traveler-org1.t2' })],
    ['a cut tag', (sealed) => ({ ...sealed, tag: sealed.tag.slice(0, 8) })],
  ])('refuses to open an envelope altered in %s', (_, alter) => {
    const altered = alter(sealValue('Ada', key, keyId));
    expect(() => openValue(altered, key)).toThrow(SealedValueError);
  });

  it('refuses to open with another person\'s key', () => {
    expect(() => openValue(sealValue('Ada', key, keyId), randomBytes(32))).toThrow(SealedValueError);
  });

  it('refuses a key that is not 256 bits and a value that is undefined', () => {
    expect(() => sealValue('Ada', randomBytes(16), keyId)).toThrow(RangeError);
    expect(() => sealValue(undefined, key, keyId)).toThrow(TypeError);
  });
});
