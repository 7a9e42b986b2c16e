// The field staff aggregate: guides, drivers, tour leaders and coordinators, their events, state and evolve.
import { erasedPersonalFields, FIELD_STAFF_PERSONAL_FIELDS } from '../shared/personal-fields';

export const FIELD_STAFF_ROLES = ['guide', 'driver', 'tour_leader', 'coordinator'] as const;
export type FieldStaffRole = (typeof FIELD_STAFF_ROLES)[number];

export const LICENCE_KINDS = ['driving', 'guide'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export interface Licence {
  kind: LicenceKind;
  number: string;
  /** 'YYYY-MM-DD', the last day the licence is valid. */
  expiry: string;
}

/** Warnings an assignment was made despite, recorded when someone overrode them deliberately. */
export interface AssignmentOverride {
  reasons: string[];
}

export interface StaffAssignment {
  assignmentId: string;
  tourId: string;
  dayId?: string;
  segmentId?: string;
  role: FieldStaffRole;
  /** ISO-8601 instants; the assignment covers from up to (not including) to. */
  from: string;
  to: string;
  override: AssignmentOverride | null;
}

export interface FieldStaffDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: FieldStaffRole[];
  /** ISO 639-1 codes: 'en', 'it', 'de'. */
  languages: string[];
  licences: Licence[];
}

export interface FieldStaffMember extends FieldStaffDetails {
  id: string;
  /** 'YYYY-MM-DD', sorted, each once. */
  daysOff: string[];
  assignments: StaffAssignment[];
  deleted: boolean;
  /** Erased by an admin: the personal fields read "erased" and nothing changes the member any more. */
  erased: boolean;
}

export type FieldStaffEvent =
  | { type: 'FieldStaffMemberRegistered'; data: { staffId: string; daysOff: string[] } & FieldStaffDetails }
  | { type: 'FieldStaffDetailsChanged'; data: { staffId: string; changes: Partial<FieldStaffDetails> } }
  | { type: 'DaysOffChanged'; data: { staffId: string; daysOff: string[] } }
  | { type: 'FieldStaffAssigned'; data: { staffId: string; assignment: StaffAssignment } }
  | { type: 'FieldStaffUnassigned'; data: { staffId: string; assignmentId: string } }
  | { type: 'FieldStaffMemberRemoved'; data: { staffId: string } }
  | { type: 'FieldStaffMemberErased'; data: { staffId: string; reason: string } };

export type FieldStaffEventType = FieldStaffEvent['type'];

export const FIELD_STAFF_EVENT_TYPES: readonly FieldStaffEventType[] = [
  'FieldStaffMemberRegistered',
  'FieldStaffDetailsChanged',
  'DaysOffChanged',
  'FieldStaffAssigned',
  'FieldStaffUnassigned',
  'FieldStaffMemberRemoved',
  'FieldStaffMemberErased',
];

/** A member's details once erased: name, email and phone read "erased". */
const ERASED_MEMBER_DETAILS = erasedPersonalFields(FIELD_STAFF_PERSONAL_FIELDS) as unknown as Partial<FieldStaffDetails>;

export type FieldStaffState = { status: 'absent' } | { status: 'present'; member: FieldStaffMember };

export const initialFieldStaffState: FieldStaffState = { status: 'absent' };

/** Applies one event to a field staff member. Used by the decider and, unchanged, by the projections. */
export function evolveFieldStaffMember(member: FieldStaffMember | null, event: FieldStaffEvent): FieldStaffMember | null {
  if (event.type === 'FieldStaffMemberRegistered') {
    const { staffId, ...fields } = event.data;
    return { id: staffId, ...fields, assignments: [], deleted: false, erased: false };
  }
  if (!member) return null;
  switch (event.type) {
    case 'FieldStaffDetailsChanged':
      return { ...member, ...event.data.changes };
    case 'DaysOffChanged':
      return { ...member, daysOff: event.data.daysOff };
    case 'FieldStaffAssigned': {
      const { assignment } = event.data;
      const others = member.assignments.filter((existing) => existing.assignmentId !== assignment.assignmentId);
      return { ...member, assignments: [...others, assignment] };
    }
    case 'FieldStaffUnassigned':
      return { ...member, assignments: member.assignments.filter((existing) => existing.assignmentId !== event.data.assignmentId) };
    case 'FieldStaffMemberRemoved':
      return { ...member, deleted: true };
    case 'FieldStaffMemberErased':
      return { ...member, ...ERASED_MEMBER_DETAILS, erased: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function evolveFieldStaff(state: FieldStaffState, event: FieldStaffEvent): FieldStaffState {
  const member = evolveFieldStaffMember(state.status === 'present' ? state.member : null, event);
  return member ? { status: 'present', member } : state;
}

export const fieldStaffStreamName = (orgId: string, staffId: string) => `staff-${orgId}.${staffId}`;
