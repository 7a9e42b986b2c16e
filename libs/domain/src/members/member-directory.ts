// The organization's member directory (local identity mode): members, their roles, invitations; events, state and evolve.

export const MEMBER_ROLES = ['org:admin', 'org:member', 'org:auditor'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export interface DirectoryMember {
  userId: string;
  fullName: string;
  /** Lower case. */
  email: string;
  role: MemberRole;
  /** ISO instant of the (latest) join. */
  joinedAt: string;
  /** ISO instant; a member joins by signing in, so never empty. */
  lastSignInAt: string;
  status: 'active' | 'removed';
}

export interface MemberInvitation {
  invitationId: string;
  /** Lower case. */
  email: string;
  role: MemberRole;
  invitedBy: string;
  invitedAt: string;
  status: 'pending' | 'accepted' | 'revoked';
}

export type MemberDirectoryEvent =
  | { type: 'MemberJoined'; data: { userId: string; fullName: string; email: string; role: MemberRole; joinedAt: string; invitationId?: string } }
  | { type: 'MemberSignedIn'; data: { userId: string; fullName: string; email: string; signedInAt: string } }
  | { type: 'MemberRoleChanged'; data: { userId: string; role: MemberRole; previousRole: MemberRole } }
  | { type: 'MemberRemoved'; data: { userId: string } }
  | { type: 'InvitationSent'; data: { invitationId: string; email: string; role: MemberRole; invitedBy: string; invitedAt: string } }
  | { type: 'InvitationRevoked'; data: { invitationId: string } }
  | { type: 'InvitationAccepted'; data: { invitationId: string; userId: string; acceptedAt: string } };

export type MemberDirectoryEventType = MemberDirectoryEvent['type'];
export type MemberEvent = Extract<MemberDirectoryEvent, { type: `Member${string}` }>;
export type MemberInvitationEvent = Extract<MemberDirectoryEvent, { type: `Invitation${string}` }>;

export const MEMBER_EVENT_TYPES: readonly MemberEvent['type'][] = ['MemberJoined', 'MemberSignedIn', 'MemberRoleChanged', 'MemberRemoved'];
export const INVITATION_EVENT_TYPES: readonly MemberInvitationEvent['type'][] = ['InvitationSent', 'InvitationRevoked', 'InvitationAccepted'];
export const MEMBER_DIRECTORY_EVENT_TYPES: readonly MemberDirectoryEventType[] = [...MEMBER_EVENT_TYPES, ...INVITATION_EVENT_TYPES];

/** Every member ever joined (removed ones kept, so they are recognised) and every invitation, by id. */
export interface MemberDirectoryState {
  members: Record<string, DirectoryMember>;
  invitations: Record<string, MemberInvitation>;
}

export const initialMemberDirectoryState: MemberDirectoryState = { members: {}, invitations: {} };

/** Applies a member event to one member. Used by the directory and, unchanged, by the members projection. */
export function evolveMember(member: DirectoryMember | null, event: MemberEvent): DirectoryMember | null {
  if (event.type === 'MemberJoined') {
    const { userId, fullName, email, role, joinedAt } = event.data;
    return { userId, fullName, email, role, joinedAt, lastSignInAt: joinedAt, status: 'active' };
  }
  if (!member) return null;
  switch (event.type) {
    case 'MemberSignedIn':
      return { ...member, fullName: event.data.fullName, email: event.data.email, lastSignInAt: event.data.signedInAt };
    case 'MemberRoleChanged':
      return { ...member, role: event.data.role };
    case 'MemberRemoved':
      return { ...member, status: 'removed' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** Applies an invitation event to one invitation. Used by the directory and by the invitations projection. */
export function evolveInvitation(invitation: MemberInvitation | null, event: MemberInvitationEvent): MemberInvitation | null {
  if (event.type === 'InvitationSent') return { ...event.data, status: 'pending' };
  if (!invitation) return null;
  switch (event.type) {
    case 'InvitationRevoked':
      return { ...invitation, status: 'revoked' };
    case 'InvitationAccepted':
      return { ...invitation, status: 'accepted' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

const isMemberEvent = (event: MemberDirectoryEvent): event is MemberEvent => event.type.startsWith('Member');

export function evolveMemberDirectory(state: MemberDirectoryState, event: MemberDirectoryEvent): MemberDirectoryState {
  if (isMemberEvent(event)) {
    const member = evolveMember(state.members[event.data.userId] ?? null, event);
    return member ? { ...state, members: { ...state.members, [member.userId]: member } } : state;
  }
  const invitation = evolveInvitation(state.invitations[event.data.invitationId] ?? null, event);
  return invitation ? { ...state, invitations: { ...state.invitations, [invitation.invitationId]: invitation } } : state;
}

export const activeDirectoryMembers = (state: MemberDirectoryState) => Object.values(state.members).filter((member) => member.status === 'active');

export const pendingInvitationFor = (state: MemberDirectoryState, email: string) =>
  Object.values(state.invitations).find((invitation) => invitation.status === 'pending' && invitation.email === directoryEmail(email));

export const directoryEmail = (email: string) => email.trim().toLowerCase();

/** One directory stream per organization: the last-admin rule and invitations by email need the whole directory. */
export const memberDirectoryStreamName = (orgId: string) => `members-${orgId}.directory`;
