// The field staff erasure decider: an admin erases a member with a reason, recorded as FieldStaffMemberErased on their stream.
import type { MemberRole } from '../members/member-directory';
import { conflict, DomainError, notFound, type Decider } from '../shared/decider';
import { erasureReason } from '../shared/erasure-reason';
import { evolveFieldStaff, initialFieldStaffState, type FieldStaffEvent, type FieldStaffState } from './field-staff-member';

export type FieldStaffErasureCommand = { type: 'EraseFieldStaffMember'; data: { reason: string } };

/** Who asks: only an admin erases. */
export interface FieldStaffErasureContext {
  callerRole: MemberRole;
}

export function eraseFieldStaffMember(data: { reason: string }, state: FieldStaffState, context: FieldStaffErasureContext): FieldStaffEvent[] {
  if (context.callerRole !== 'org:admin') throw new DomainError('forbidden', 'Only an administrator can erase a field staff member.');
  if (state.status === 'absent') throw notFound('Field staff member not found.');
  if (state.member.erased) throw conflict('The field staff member is already erased.');
  const reason = erasureReason(data.reason);
  return [{ type: 'FieldStaffMemberErased', data: { staffId: state.member.id, reason } }];
}

/** Folds the member's stream with the member's own evolve; erasure is one more command on it. */
export const fieldStaffErasureDecider: Decider<FieldStaffErasureCommand, FieldStaffEvent, FieldStaffState, FieldStaffErasureContext> = {
  decide: (command, state, context) => eraseFieldStaffMember(command.data, state, context),
  evolve: evolveFieldStaff,
  initialState: initialFieldStaffState,
};
