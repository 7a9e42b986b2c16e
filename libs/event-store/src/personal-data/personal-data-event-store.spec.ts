// Specifications of the personal data event store: the event store contract holds, personal fields are sealed in the log and read as "erased" once shredded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeEventStoreContract } from '../event-store.contract';
import type { EventMetadata, EventStore, NewEvent, RecordedEvent } from '../event-store.port';
import { createSqliteEventStore } from '../sqlite/sqlite-event-store';
import { createMemoryPersonalKeyStore } from './memory-personal-key-store';
import { personalDataEventStore, SEALED_FIELDS, type PersonalDataOptions } from './personal-data-event-store';
import { SealedValueError } from './personal-envelope';
import type { PersonalKeyStore } from './personal-key-store.port';

const options: PersonalDataOptions = {
  personalFields: {
    PersonRegistered: { at: 'data', fields: ['firstName', 'lastName', 'passport'] },
    PersonChanged: { at: 'changes', fields: ['firstName', 'lastName', 'passport'] },
  },
  erasedValue: (field) => (field === 'passport' ? null : 'erased'),
};

const metadata: EventMetadata = { orgId: 'org-1', actorId: 'user-1', correlationId: 'c', causationId: 'c', occurredAt: '2026-11-24T10:00:00Z', schemaVersion: 1 };
const stream = 'traveler-org-1.t-1';
const registeredData = { travelerId: 't-1', firstName: 'Zoë', lastName: 'Müller', passport: { number: 'C01X00T47', expiry: '2031-05-20' }, nationality: 'DE' };
const registered: NewEvent = { type: 'PersonRegistered', data: registeredData, metadata };
const changed: NewEvent = { type: 'PersonChanged', data: { travelerId: 't-1', changes: { lastName: 'Ångström', tags: ['vip'] } }, metadata };
const assigned: NewEvent = { type: 'PersonAssigned', data: { travelerId: 't-1', tourId: 'tour-1' }, metadata };

const newFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'personal-data-')), 'events.sqlite');

describeEventStoreContract('sqlite behind personal data', async () => {
  const file = newFile();
  const store = personalDataEventStore(createSqliteEventStore({ file }), createMemoryPersonalKeyStore(), options);
  return { store, cleanup: async () => (await store.close(), fs.rmSync(path.dirname(file), { recursive: true, force: true })) };
});

describe('the personal data event store', () => {
  let file: string;
  let inner: EventStore;
  let keys: PersonalKeyStore;
  let store: EventStore;
  beforeEach(() => {
    file = newFile();
    inner = createSqliteEventStore({ file });
    keys = createMemoryPersonalKeyStore();
    store = personalDataEventStore(inner, keys, options);
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  const allOf = async (source: EventStore) => {
    const events: RecordedEvent[] = [];
    for await (const page of source.readAll({ pageSize: 2 })) events.push(...page);
    return events;
  };

  it('given a person\'s events, when appended, the log holds their personal fields only sealed, and every read answers them as written', async () => {
    await store.appendToStream(stream, [registered, changed, assigned]);
    const raw = JSON.stringify((await inner.readStream(stream)).map((event) => event.data));
    for (const plain of ['Zoë', 'Müller', 'C01X00T47', 'Ångström']) expect(raw).not.toContain(plain);
    expect((await inner.readStream(stream))[1].data).toMatchObject({ changes: { tags: ['vip'] }, [SEALED_FIELDS]: { enc: 'v1', keyId: stream, fields: ['lastName'] } });
    const expected = [registered.data, changed.data, assigned.data];
    expect((await store.readStream(stream)).map((event) => event.data)).toEqual(expected);
    expect((await allOf(store)).map((event) => event.data)).toEqual(expected);
    expect((await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0].data).toEqual(assigned.data);
  });

  it('given a shredded key, when read, the personal fields read "erased" (null for a structure) and the rest of the events stays', async () => {
    await store.appendToStream(stream, [registered, changed, assigned]);
    await keys.shred(stream);
    const data = (await store.readStream(stream)).map((event) => event.data);
    expect(data).toEqual([
      { travelerId: 't-1', firstName: 'erased', lastName: 'erased', passport: null, nationality: 'DE' },
      { travelerId: 't-1', changes: { lastName: 'erased', tags: ['vip'] } },
      assigned.data,
    ]);
    expect((await allOf(store)).map((event) => event.data)).toEqual(data);
  });

  it('given plain events written before sealing, when their person is erased, they read "erased" too', async () => {
    await inner.appendToStream(stream, [registered, changed]);
    expect((await store.readStream(stream))[0].data).toEqual(registered.data);
    await keys.create(stream);
    await keys.shred(stream);
    expect((await store.readStream(stream)).map((event) => event.data)).toEqual([
      { travelerId: 't-1', firstName: 'erased', lastName: 'erased', passport: null, nationality: 'DE' },
      { travelerId: 't-1', changes: { lastName: 'erased', tags: ['vip'] } },
    ]);
  });

  it('given a live subscription, when a person is appended and later erased, it hands the events opened, and after the shred erased', async () => {
    const subscription = store.subscribeToAll();
    await store.appendToStream(stream, [registered]);
    const iterator = subscription[Symbol.asyncIterator]();
    expect((await iterator.next()).value[0].data).toEqual(registered.data);
    await keys.shred(stream);
    await store.appendToStream(stream, [assigned]);
    expect((await iterator.next()).value[0].data).toEqual(assigned.data);
    await subscription.close();
    expect((await allOf(store))[0].data).toMatchObject({ firstName: 'erased' });
  });

  it('refuses to seal anything new for an erased person', async () => {
    await store.appendToStream(stream, [registered]);
    await keys.shred(stream);
    await expect(store.appendToStream(stream, [changed])).rejects.toThrow('was shredded');
    expect(await inner.readStream(stream)).toHaveLength(1);
  });

  it('fails loudly, never with a wrong value, when a sealed event was altered in the log', async () => {
    await store.appendToStream(stream, [registered]);
    const sealed = (await inner.readStream(stream))[0].data as Record<string, { data: string }>;
    const other = 'traveler-org-1.t-2';
    await inner.appendToStream(other, [{ ...registered, data: { ...registeredData, [SEALED_FIELDS]: sealed[SEALED_FIELDS] } }]);
    await keys.create(other);
    await expect(store.readStream(other)).rejects.toBeInstanceOf(SealedValueError);
  });

  it('leaves events of other types and people without personal fields as they are', async () => {
    await store.appendToStream(stream, [assigned, { ...changed, data: { travelerId: 't-1', changes: { tags: [] } } }]);
    expect(await keys.get(stream)).toBeNull();
    expect((await inner.readStream(stream)).map((event) => event.data)).toEqual([assigned.data, { travelerId: 't-1', changes: { tags: [] } }]);
  });
});
