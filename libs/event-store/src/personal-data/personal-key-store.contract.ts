// The personal key store contract: behaviour every adapter of the port shows, as one jest suite per adapter.
import { PERSONAL_KEY_BYTES, PersonalKeyShreddedError, type PersonalKeyStore } from './personal-key-store.port';

export interface KeyStoreUnderTest {
  keys: PersonalKeyStore;
  cleanup(): Promise<void>;
}

/** `describeAdapter`: describe.skip when the adapter's server is not configured, so the suite shows as skipped, not absent. */
export function describePersonalKeyStoreContract(name: string, makeStore: () => Promise<KeyStoreUnderTest>, describeAdapter: jest.Describe = describe): void {
  describeAdapter(`personal key store contract: ${name}`, () => {
    let current: KeyStoreUnderTest;
    beforeEach(async () => (current = await makeStore()));
    afterEach(async () => current.cleanup());
    const keys = () => current.keys;

    it('makes a 256-bit key for a person and answers the same key afterwards', async () => {
      const key = await keys().create('traveler-org1.t1');
      expect(key).toHaveLength(PERSONAL_KEY_BYTES);
      expect(await keys().get('traveler-org1.t1')).toEqual(key);
      expect(await keys().create('traveler-org1.t1')).toEqual(key);
    });

    it('gives every person a key of their own', async () => {
      const ids = ['traveler-org1.t1', 'traveler-org1.t2', 'traveler-org2.t1', 'staff-org1.t1'];
      const made = await Promise.all(ids.map((id) => keys().create(id)));
      expect(new Set(made.map((key) => key.toString('hex'))).size).toBe(ids.length);
    });

    it('answers null for a person without a key', async () => {
      expect(await keys().get('traveler-org1.nobody')).toBeNull();
      expect(await keys().isShredded('traveler-org1.nobody')).toBe(false);
    });

    it('forgets a shredded key: get answers null and the person shows as shredded', async () => {
      await keys().create('traveler-org1.t1');
      await keys().create('traveler-org1.t2');
      await keys().shred('traveler-org1.t1');
      expect(await keys().get('traveler-org1.t1')).toBeNull();
      expect(await keys().isShredded('traveler-org1.t1')).toBe(true);
      expect(await keys().get('traveler-org1.t2')).toHaveLength(PERSONAL_KEY_BYTES);
      expect(await keys().isShredded('traveler-org1.t2')).toBe(false);
    });

    it('never gives a shredded person a key again', async () => {
      await keys().create('traveler-org1.t1');
      await keys().shred('traveler-org1.t1');
      await expect(keys().create('traveler-org1.t1')).rejects.toThrow(PersonalKeyShreddedError);
      expect(await keys().get('traveler-org1.t1')).toBeNull();
    });

    it('keeps a tombstone for a person shredded before any key was made, and shredding twice is fine', async () => {
      await keys().shred('traveler-org1.t9');
      await keys().shred('traveler-org1.t9');
      expect(await keys().isShredded('traveler-org1.t9')).toBe(true);
      await expect(keys().create('traveler-org1.t9')).rejects.toThrow(PersonalKeyShreddedError);
    });

    it('looks up many people at once: their keys, the shredded ones, and nothing for the unknown', async () => {
      const made = await keys().create('traveler-org1.t1');
      await keys().create('traveler-org1.t2');
      await keys().shred('traveler-org1.t2');
      const ids = ['traveler-org1.t1', 'traveler-org1.t2', 'traveler-org1.nobody', 'traveler-org1.t1'];
      expect(await keys().lookUp(ids)).toEqual(new Map<string, Buffer | 'shredded'>([['traveler-org1.t1', made], ['traveler-org1.t2', 'shredded']]));
      const many = Array.from({ length: 1_203 }, (_, n) => `traveler-org1.m${n}`);
      await Promise.all(many.slice(0, 700).map((id) => keys().create(id)));
      expect((await keys().lookUp(many)).size).toBe(700);
    });

    it('does not let a caller change a stored key by changing the buffer it was given', async () => {
      const key = await keys().create('traveler-org1.t1');
      const copy = Buffer.from(key);
      key.fill(0);
      expect(await keys().get('traveler-org1.t1')).toEqual(copy);
    });
  });
}
