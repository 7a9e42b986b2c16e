// The member directory decider: sign-ins, invitations, role changes and removals, with the last-admin rule.
import type { Decider } from '../shared/decider';
import { DomainError, conflict, invalid, notFound } from '../shared/decider';
import {
  MEMBER_ROLES,
  activeDirectoryMembers,
  evolveMemberDirectory,
  initialMemberDirectoryState,
  directoryEmail,
  pendingInvitationFor,
  type DirectoryMember,
  type MemberDirectoryEvent,
  type MemberDirectoryState,
  type MemberRole,
} from './member-directory';

export type MemberDirectoryCommand =
  | { type: 'RecordSignIn'; data: { userId: string; fullName: string; email: string; requestedRole: MemberRole } }
  | { type: 'InviteMember'; data: { invitationId: string; email: string; role: MemberRole; invitedBy: string } }
  | { type: 'RevokeInvitation'; data: { invitationId: string } }
  | { type: 'ChangeMemberRole'; data: { userId: string; role: MemberRole } }
  | { type: 'RemoveMember'; data: { userId: string } };

/** The time, as data. */
export interface MemberDirectoryContext {
  /** ISO instant. */
  now: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkRole(role: string): asserts role is MemberRole {
  if (!(MEMBER_ROLES as readonly string[]).includes(role)) throw invalid(`Unknown role: ${role}.`, { role: `Must be among ${MEMBER_ROLES.join(', ')}.` });
}

function activeMember(state: MemberDirectoryState, userId: string): DirectoryMember {
  const member = state.members[userId];
  if (!member || member.status !== 'active') throw notFound('No member of this organization has this id.');
  return member;
}

/** The last administrator can neither lose the role nor leave: someone must be able to manage the organization. */
function keepAnAdministrator(state: MemberDirectoryState, member: DirectoryMember, what: string) {
  if (member.role !== 'org:admin') return;
  const admins = activeDirectoryMembers(state).filter((other) => other.role === 'org:admin');
  if (admins.length <= 1) throw conflict(`${member.fullName || member.userId} is the last administrator and cannot be ${what}: make someone else an administrator first.`);
}

export const INVITATION_NEEDED = 'This organization already has members: ask one of its administrators for an invitation to your email, then sign in again.';

/**
 * A local sign-in: a member signs in with the role the directory holds; a pending invitation for the
 * email is accepted with the invitation's role; the first member of a new organization joins with the
 * role they asked for. Anyone else, a removed member included, is refused until invited.
 */
export function recordSignIn(data: Extract<MemberDirectoryCommand, { type: 'RecordSignIn' }>['data'], state: MemberDirectoryState, { now }: MemberDirectoryContext): MemberDirectoryEvent[] {
  checkRole(data.requestedRole);
  const email = directoryEmail(data.email);
  const { userId, fullName } = data;
  const member = state.members[userId];
  if (member?.status === 'active') return [{ type: 'MemberSignedIn', data: { userId, fullName, email, signedInAt: now } }];
  const invitation = pendingInvitationFor(state, email);
  if (invitation) {
    return [
      { type: 'InvitationAccepted', data: { invitationId: invitation.invitationId, userId, acceptedAt: now } },
      { type: 'MemberJoined', data: { userId, fullName, email, role: invitation.role, joinedAt: now, invitationId: invitation.invitationId } },
    ];
  }
  if (member?.status === 'removed')
    throw new DomainError('forbidden', 'You were removed from this organization; an administrator has to invite you again.');
  if (Object.keys(state.members).length > 0) throw new DomainError('forbidden', INVITATION_NEEDED);
  return [{ type: 'MemberJoined', data: { userId, fullName, email, role: data.requestedRole, joinedAt: now } }];
}

export function inviteMember(data: Extract<MemberDirectoryCommand, { type: 'InviteMember' }>['data'], state: MemberDirectoryState, { now }: MemberDirectoryContext): MemberDirectoryEvent[] {
  checkRole(data.role);
  const email = directoryEmail(data.email);
  if (!EMAIL.test(email)) throw invalid('The email is not valid.', { email: 'Must be an email address.' });
  if (state.invitations[data.invitationId]) throw conflict('An invitation with this id already exists.');
  if (activeDirectoryMembers(state).some((member) => member.email === email)) throw conflict(`${email} is already a member of this organization.`);
  if (pendingInvitationFor(state, email)) throw conflict(`${email} is already invited; revoke that invitation to invite again.`);
  return [{ type: 'InvitationSent', data: { invitationId: data.invitationId, email, role: data.role, invitedBy: data.invitedBy, invitedAt: now } }];
}

export function revokeInvitation(data: { invitationId: string }, state: MemberDirectoryState): MemberDirectoryEvent[] {
  const invitation = state.invitations[data.invitationId];
  if (!invitation || invitation.status !== 'pending') throw notFound('No pending invitation of this organization has this id.');
  return [{ type: 'InvitationRevoked', data: { invitationId: data.invitationId } }];
}

export function changeMemberRole(data: { userId: string; role: MemberRole }, state: MemberDirectoryState): MemberDirectoryEvent[] {
  checkRole(data.role);
  const member = activeMember(state, data.userId);
  if (member.role === data.role) return [];
  keepAnAdministrator(state, member, 'demoted');
  return [{ type: 'MemberRoleChanged', data: { userId: member.userId, role: data.role, previousRole: member.role } }];
}

export function removeDirectoryMember(data: { userId: string }, state: MemberDirectoryState): MemberDirectoryEvent[] {
  const member = activeMember(state, data.userId);
  keepAnAdministrator(state, member, 'removed');
  return [{ type: 'MemberRemoved', data: { userId: member.userId } }];
}

export function decideMemberDirectory(command: MemberDirectoryCommand, state: MemberDirectoryState, context: MemberDirectoryContext): MemberDirectoryEvent[] {
  switch (command.type) {
    case 'RecordSignIn':
      return recordSignIn(command.data, state, context);
    case 'InviteMember':
      return inviteMember(command.data, state, context);
    case 'RevokeInvitation':
      return revokeInvitation(command.data, state);
    case 'ChangeMemberRole':
      return changeMemberRole(command.data, state);
    case 'RemoveMember':
      return removeDirectoryMember(command.data, state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const memberDirectoryDecider: Decider<MemberDirectoryCommand, MemberDirectoryEvent, MemberDirectoryState, MemberDirectoryContext> = {
  decide: decideMemberDirectory,
  evolve: evolveMemberDirectory,
  initialState: initialMemberDirectoryState,
};
