// Specifications of evolve: what each field staff event does to the member, and the stream name.
import {
  FIELD_STAFF_EVENT_TYPES,
  evolveFieldStaff,
  evolveFieldStaffMember,
  fieldStaffStreamName,
  initialFieldStaffState,
  type FieldStaffEvent,
  type FieldStaffMember,
} from './field-staff-member';
import { assigned, daysOffChanged, dolomites, giulia, registered, removed, staffId, unassigned } from './field-staff.fixtures';

const memberOf = (...events: FieldStaffEvent[]): FieldStaffMember => {
  const state = events.reduce(evolveFieldStaff, initialFieldStaffState);
  if (state.status !== 'present') throw new Error('Expected a field staff member.');
  return state.member;
};

describe('evolving a field staff member', () => {
  it('starts absent', () => {
    expect(initialFieldStaffState).toEqual({ status: 'absent' });
  });

  it('registers a member with details and days off, no assignments, not removed', () => {
    expect(memberOf({ type: 'FieldStaffMemberRegistered', data: { staffId, ...giulia, daysOff: ['2025-06-11'] } })).toEqual({
      id: staffId,
      ...giulia,
      daysOff: ['2025-06-11'],
      assignments: [],
      deleted: false,
      erased: false,
    });
  });

  it('changes only the fields the event names', () => {
    const member = memberOf(registered, { type: 'FieldStaffDetailsChanged', data: { staffId, changes: { phone: '+39 000', languages: ['it'] } } });
    expect(member).toMatchObject({ ...giulia, phone: '+39 000', languages: ['it'] });
  });

  it('replaces the days off', () => {
    expect(memberOf(registered, daysOffChanged('2025-06-11'), daysOffChanged('2025-07-01', '2025-07-02')).daysOff).toEqual(['2025-07-01', '2025-07-02']);
  });

  it('adds and removes assignments, keeping their override', () => {
    const overridden = { ...dolomites, assignmentId: 'asg-2', override: { reasons: ['busy'] } };
    expect(memberOf(registered, assigned(dolomites), assigned(overridden)).assignments).toEqual([dolomites, overridden]);
    expect(memberOf(registered, assigned(dolomites), assigned(overridden), unassigned('asg-1')).assignments).toEqual([overridden]);
  });

  it('records the same assignment once when its event is applied twice', () => {
    expect(memberOf(registered, assigned(dolomites), assigned(dolomites)).assignments).toEqual([dolomites]);
  });

  it('marks a removed member deleted', () => {
    expect(memberOf(registered, removed).deleted).toBe(true);
  });

  it('ignores events for a member who was never registered', () => {
    expect(evolveFieldStaffMember(null, removed)).toBeNull();
    expect(evolveFieldStaff(initialFieldStaffState, daysOffChanged('2025-06-11'))).toEqual({ status: 'absent' });
  });

  it('does not mutate the member it evolves', () => {
    const before = memberOf(registered);
    const snapshot = structuredClone(before);
    evolveFieldStaffMember(before, assigned(dolomites));
    expect(before).toEqual(snapshot);
  });
});

describe('field staff streams', () => {
  it('names the stream after the organization and the member', () => {
    expect(fieldStaffStreamName('org-1', 'staff-1')).toBe('staff-org-1.staff-1');
  });

  it('lists every event type once', () => {
    expect([...FIELD_STAFF_EVENT_TYPES].sort()).toEqual(
      ['DaysOffChanged', 'FieldStaffAssigned', 'FieldStaffDetailsChanged', 'FieldStaffMemberErased', 'FieldStaffMemberRegistered', 'FieldStaffMemberRemoved', 'FieldStaffUnassigned'],
    );
  });
});
