// Specifications of the field staff read model: one document per member, search keys, tourIds, audit fields, replay safety.
import type { RecordedEvent } from '@tourops/event-store';
import type { FieldStaffEvent, StaffAssignment } from '@tourops/domain';
import type { ReadModelDocument } from '../projection';
import { FIELD_STAFF_COLLECTION, fieldStaffProjection, type FieldStaffDocument } from './field-staff.projection';

const staffId = 'staff-1';
let revision = 0;
const recorded = (event: FieldStaffEvent, actorId = 'user-1', occurredAt = `2027-01-01T10:00:0${revision}Z`): RecordedEvent => ({
  id: `event-${revision}`,
  streamName: `staff-org-1.${staffId}`,
  type: event.type,
  revision: revision++,
  position: BigInt(revision * 10),
  data: event.data,
  metadata: { orgId: 'org-1', actorId, correlationId: 'c', causationId: 'c', occurredAt, schemaVersion: 1 },
});

const registered: FieldStaffEvent = {
  type: 'FieldStaffMemberRegistered',
  data: {
    staffId,
    firstName: 'Élodie',
    lastName: 'Martin',
    email: 'Elodie@Example.com',
    phone: '+33 1',
    roles: ['guide'],
    languages: ['fr'],
    licences: [{ kind: 'guide', number: 'G-1', expiry: '2030-01-01' }],
    daysOff: [],
  },
};
const assignment = (assignmentId: string, tourId: string): StaffAssignment => ({ assignmentId, tourId, role: 'guide', from: '2027-06-10T00:00:00+02:00', to: '2027-06-11T00:00:00+02:00', override: null });
const assigned = (value: StaffAssignment): FieldStaffEvent => ({ type: 'FieldStaffAssigned', data: { staffId, assignment: value } });
const unassigned = (assignmentId: string): FieldStaffEvent => ({ type: 'FieldStaffUnassigned', data: { staffId, assignmentId } });

function project(...events: RecordedEvent[]): FieldStaffDocument | null {
  let document: ReadModelDocument | null = null;
  for (const event of events) document = fieldStaffProjection.evolve!(document, event);
  return document as unknown as FieldStaffDocument | null;
}

beforeEach(() => {
  revision = 0;
});

describe('the field staff projection', () => {
  it('keeps one document per member in the field-staff collection', () => {
    expect(fieldStaffProjection.collection).toBe(FIELD_STAFF_COLLECTION);
    expect(FIELD_STAFF_COLLECTION).toBe('field-staff');
    expect(fieldStaffProjection.documentId(recorded(registered))).toBe(staffId);
  });

  it('stores the member with audit fields and keys for search and sorting', () => {
    expect(project(recorded(registered, 'creator', '2027-01-01T09:00:00Z'))).toEqual({
      _id: staffId,
      id: staffId,
      ...registered.data,
      staffId: undefined,
      assignments: [],
      deleted: false,
      erased: false,
      createdBy: 'creator',
      createdAt: '2027-01-01T09:00:00Z',
      updatedBy: 'creator',
      updatedAt: '2027-01-01T09:00:00Z',
      revision: 0,
      searchText: expect.stringContaining('elodie'),
      nameKey: 'martin elodie',
      tourIds: [],
    });
  });

  it('keeps the creator and updates the last change', () => {
    const document = project(recorded(registered, 'creator'), recorded({ type: 'DaysOffChanged', data: { staffId, daysOff: ['2027-02-01'] } }, 'editor', '2027-01-05T00:00:00Z'));
    expect(document).toMatchObject({ createdBy: 'creator', updatedBy: 'editor', updatedAt: '2027-01-05T00:00:00Z', daysOff: ['2027-02-01'], revision: 1 });
  });

  it('lists each tour of the member’s assignments once, and forgets a tour once unassigned from it', () => {
    const twice = project(recorded(registered), recorded(assigned(assignment('a1', 'tour-1'))), recorded(assigned(assignment('a2', 'tour-1'))), recorded(assigned(assignment('a3', 'tour-2'))));
    expect(twice?.tourIds).toEqual(['tour-1', 'tour-2']);
    expect(twice?.assignments.map((value) => value.assignmentId)).toEqual(['a1', 'a2', 'a3']);
    revision = 0;
    const after = project(recorded(registered), recorded(assigned(assignment('a1', 'tour-1'))), recorded(assigned(assignment('a3', 'tour-2'))), recorded(unassigned('a1')));
    expect(after?.tourIds).toEqual(['tour-2']);
  });

  it('refreshes the search keys when the name changes', () => {
    const document = project(recorded(registered), recorded({ type: 'FieldStaffDetailsChanged', data: { staffId, changes: { lastName: 'Dupont' } } }));
    expect(document?.nameKey).toBe('dupont elodie');
    expect(document?.searchText).toContain('dupont');
    expect(document?.searchText).not.toContain('martin');
  });

  it('marks a removed member deleted and ignores events of members never registered', () => {
    expect(project(recorded(registered), recorded({ type: 'FieldStaffMemberRemoved', data: { staffId } }))?.deleted).toBe(true);
    expect(project(recorded({ type: 'FieldStaffMemberRemoved', data: { staffId } }))).toBeNull();
  });

  it('yields the same document when the same event is applied twice', () => {
    const event = recorded(assigned(assignment('a1', 'tour-1')));
    const once = project(recorded(registered), event);
    const twice = fieldStaffProjection.evolve!(once as unknown as ReadModelDocument, event);
    expect(twice).toEqual(once);
  });

  it('forgets name, email and phone, with their search keys, at once when the member is erased, and keeps the assignments', () => {
    const document = project(recorded(registered), recorded(assigned(assignment('a-1', 'tour-1'))), recorded({ type: 'FieldStaffMemberErased', data: { staffId, reason: 'Asked to be forgotten' } }));
    expect(document).toMatchObject({ firstName: 'erased', lastName: 'erased', email: 'erased', phone: 'erased', erased: true, tourIds: ['tour-1'] });
    const stored = JSON.stringify(document).toLowerCase();
    for (const trace of ['élodie', 'elodie', 'martin', '+33 1']) expect(stored).not.toContain(trace);
  });
});
