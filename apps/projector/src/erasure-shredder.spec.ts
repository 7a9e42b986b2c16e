// The erasure shredder: a person whose erasure the log records has their key shredded by the projector, also when the
// process that recorded the erasure died before shredding it, and the read models forget them in the same batch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryPersonalKeyStore, createSqliteEventStore, personalDataEventStore } from '@tourops/event-store';
import { createMemoryReadStore } from '@tourops/read-store';
import { ALL_PROJECTIONS, TRAVELERS_COLLECTION } from '@tourops/projections';
import { erasedValue, PERSONAL_FIELDS, travelerStreamName, type TravelerEvent } from '@tourops/domain';
import { erasureShredder } from './erasure-shredder';
import { Projector } from './projector';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-shredder-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const metadata = { orgId: 'org-1', actorId: 'admin-1', correlationId: 'c', causationId: 'c', occurredAt: '2026-11-24T10:00:00Z', schemaVersion: 1 };
const travelerId = 't-1';
const stream = travelerStreamName('org-1', travelerId);
const registered: TravelerEvent = {
  type: 'TravelerRegistered',
  data: { travelerId, firstName: 'Zoë', lastName: 'Quistgaard', email: '', phone: '', nationality: 'DK', dateOfBirth: '1981-09-23', passport: null, dietaryNotes: '', medicalNotes: '', emergencyContact: null, tags: [] },
};
const erased: TravelerEvent = { type: 'TravelerErased', data: { travelerId, reason: 'Asked to be forgotten' } };

describe('the erasure shredder', () => {
  it('given an erasure recorded but never shredded (a crash in between), when the projector folds it, shreds the key and the read model forgets', async () => {
    const keys = createMemoryPersonalKeyStore();
    const eventStore = personalDataEventStore(createSqliteEventStore({ file: path.join(dir, 'events.sqlite') }), keys, { personalFields: PERSONAL_FIELDS, erasedValue });
    await eventStore.appendToStream(stream, [registered, erased].map((event) => ({ ...event, metadata })));
    expect(await keys.isShredded(stream)).toBe(false);
    const readStore = createMemoryReadStore();
    const projector = new Projector(eventStore, readStore, ALL_PROJECTIONS, { publish: () => undefined }, { checkpointName: 'read-models', react: erasureShredder(keys) });
    await projector.start();
    expect(await keys.isShredded(stream)).toBe(true);
    const [document] = await readStore.forOrganization('org-1').collection(TRAVELERS_COLLECTION).find({});
    expect(document).toMatchObject({ firstName: 'erased', lastName: 'erased', dateOfBirth: 'erased', erased: true });
    expect((await eventStore.readStream(stream))[0].data).toMatchObject({ firstName: 'erased', nationality: 'DK' });
    await projector.stop();
    await eventStore.close();
  });
});
