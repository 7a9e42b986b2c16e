// Specifications of the travelers read model: one document per traveler, audit fields, search and duplicate keys, tours, removal, replays.
import type { RecordedEvent } from '@tourops/event-store';
import type { TravelerDetails, TravelerEvent } from '@tourops/domain';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { TRAVELERS_COLLECTION, travelerKeys, travelersProjection, type TravelerDocument } from './travelers.projection';

const travelerId = 'traveler-1';
let revision = 0;
const recorded = (event: TravelerEvent, actorId = 'user-1', occurredAt = `2027-01-01T10:00:0${revision}Z`): RecordedEvent => ({
  id: `event-${revision}`,
  streamName: `traveler-org-1.${travelerId}`,
  type: event.type,
  revision: revision++,
  position: BigInt(revision * 10),
  data: event.data,
  metadata: { orgId: 'org-1', actorId, correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 },
});

const details: TravelerDetails = {
  firstName: 'Zoë',
  lastName: 'Müller',
  email: ' Zoe.Mueller@Example.org',
  phone: '+49 170 1234567',
  nationality: 'DE',
  dateOfBirth: '1988-07-02',
  passport: { number: 'C01X00T47', expiry: '2031-05-20' },
  dietaryNotes: '',
  medicalNotes: '',
  emergencyContact: null,
  tags: ['Repeat Guest'],
};
const registered: TravelerEvent = { type: 'TravelerRegistered', data: { travelerId, ...details, acknowledgedDuplicates: [{ id: 'traveler-9', reason: 'same-email' }] } };
const assigned = (tourId: string): TravelerEvent => ({ type: 'TravelerAssignedToTour', data: { travelerId, tourId } });

function project(...events: RecordedEvent[]): TravelerDocument | null {
  let document: ReadModelDocument | null = null;
  for (const event of events) document = travelersProjection.evolve!(document, event);
  return document as unknown as TravelerDocument | null;
}

beforeEach(() => {
  revision = 0;
});

describe('the travelers projection', () => {
  it('keeps one document per traveler in the travelers collection', () => {
    expect(travelersProjection.collection).toBe(TRAVELERS_COLLECTION);
    expect(TRAVELERS_COLLECTION).toBe('travelers');
    expect(travelersProjection.documentId(recorded(registered))).toBe(travelerId);
  });

  it('stores the traveler with audit fields and keys for search, sorting and duplicate checks, without the acknowledged duplicates', () => {
    expect(project(recorded(registered, 'creator', '2027-01-01T09:00:00Z'))).toEqual({
      _id: travelerId,
      id: travelerId,
      ...details,
      tourIds: [],
      deleted: false,
      erased: false,
      createdBy: 'creator',
      createdAt: '2027-01-01T09:00:00Z',
      updatedBy: 'creator',
      updatedAt: '2027-01-01T09:00:00Z',
      revision: 0,
      searchText: 'zoe muller zoe.mueller@example.org +49 170 1234567 repeat guest',
      nameKey: 'muller zoe',
      emailKey: 'zoe.mueller@example.org',
      identityKey: 'zoe|muller|1988-07-02',
    });
  });

  it('keeps who created the traveler and when, and follows each change in the keys', () => {
    const document = project(
      recorded(registered, 'creator', '2027-01-01T09:00:00Z'),
      recorded({ type: 'TravelerDetailsChanged', data: { travelerId, changes: { lastName: 'Ångström', email: '' } } }, 'editor', '2027-01-02T09:00:00Z'),
    );
    expect(document).toMatchObject({ createdBy: 'creator', createdAt: '2027-01-01T09:00:00Z', updatedBy: 'editor', updatedAt: '2027-01-02T09:00:00Z', revision: 1 });
    expect(document).toMatchObject({ nameKey: 'angstrom zoe', emailKey: '', identityKey: 'zoe|angstrom|1988-07-02' });
    expect(document?.searchText).toContain('angstrom');
  });

  it('lists the tours the traveler is on, for manifests', () => {
    const document = project(recorded(registered), recorded(assigned('tour-1')), recorded(assigned('tour-2')), recorded({ type: 'TravelerUnassignedFromTour', data: { travelerId, tourId: 'tour-1' } }));
    expect(document?.tourIds).toEqual(['tour-2']);
  });

  it('keeps a removed traveler, marked, and unmarks them on restore', () => {
    const removed = project(recorded(registered), recorded({ type: 'TravelerRemoved', data: { travelerId } }));
    expect(removed).toMatchObject({ deleted: true, firstName: 'Zoë' });
    revision = 0;
    expect(project(recorded(registered), recorded({ type: 'TravelerRemoved', data: { travelerId } }), recorded({ type: 'TravelerRestored', data: { travelerId } }))?.deleted).toBe(false);
  });

  it('forgets every personal field, search text and key at once when the traveler is erased, and keeps the tours', () => {
    const document = project(recorded(registered), recorded(assigned('tour-1')), recorded({ type: 'TravelerErased', data: { travelerId, reason: 'Asked to be forgotten' } }));
    expect(document).toMatchObject({ firstName: 'erased', lastName: 'erased', email: 'erased', dateOfBirth: 'erased', passport: null, erased: true, tourIds: ['tour-1'] });
    const stored = JSON.stringify(document).toLowerCase();
    for (const trace of ['zoë', 'zoe', 'müller', 'muller', 'mueller', '170 1234567', 'c01x00t47', '1988-07-02']) expect(stored).not.toContain(trace);
  });

  it('ignores events of a traveler it never saw registered', () => {
    expect(project(recorded(assigned('tour-1')))).toBeNull();
  });

  it('changes nothing when a batch replays events the document already reflects', () => {
    const events = [recorded(registered), recorded(assigned('tour-1'))];
    const once = foldBatch([travelersProjection], events, new Map());
    const replacement = (once.writes[0].operations[0] as unknown as { replaceOne: { replacement: ReadModelDocument } }).replaceOne.replacement;
    expect(replacement).toMatchObject({ tourIds: ['tour-1'], _position: events[1].position.toString() });
    const key = keyOf({ collection: TRAVELERS_COLLECTION, orgId: 'org-1', id: travelerId });
    const again = foldBatch([travelersProjection], events, new Map([[key, replacement]]));
    expect(again.writes).toEqual([]);
  });
});

describe('travelerKeys', () => {
  it('makes the same keys for the same person however the names and email are written', () => {
    expect(travelerKeys({ firstName: 'ZOE', lastName: ' muller ', email: 'ZOE.MUELLER@example.org ', dateOfBirth: '1988-07-02' })).toEqual(
      travelerKeys({ firstName: 'Zoë', lastName: 'Müller', email: 'zoe.mueller@example.org', dateOfBirth: '1988-07-02' }),
    );
  });
});
