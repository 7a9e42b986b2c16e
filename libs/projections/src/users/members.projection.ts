// The members and invitations read models of the local directory: one document per member and per invitation, with its status.
import type { RecordedEvent } from '@tourops/event-store';
import {
  INVITATION_EVENT_TYPES,
  MEMBER_EVENT_TYPES,
  evolveInvitation,
  evolveMember,
  type DirectoryMember,
  type MemberEvent,
  type MemberInvitation,
  type MemberInvitationEvent,
} from '@tourops/domain';
import type { DocumentProjection, ReadModelDocument } from '../projection';

export const MEMBERS_COLLECTION = 'members';
export const INVITATIONS_COLLECTION = 'invitations';

export type MemberDocument = DirectoryMember & { _id: string };
export type InvitationDocument = MemberInvitation & { _id: string };

const memberOf = ({ userId, fullName, email, role, joinedAt, lastSignInAt, status }: MemberDocument): DirectoryMember => ({
  userId,
  fullName,
  email,
  role,
  joinedAt,
  lastSignInAt,
  status,
});

const invitationOf = ({ invitationId, email, role, invitedBy, invitedAt, status }: InvitationDocument): MemberInvitation => ({
  invitationId,
  email,
  role,
  invitedBy,
  invitedAt,
  status,
});

export const membersProjection: DocumentProjection = {
  name: 'members',
  version: 1,
  collection: MEMBERS_COLLECTION,
  eventTypes: MEMBER_EVENT_TYPES,
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  evolve(document, event: RecordedEvent) {
    const member = evolveMember(document ? memberOf(document as unknown as MemberDocument) : null, event as unknown as MemberEvent);
    // A removed member keeps a document (status 'removed') so its position guard survives a later re-join; lists filter on status.
    return member ? ({ _id: member.userId, ...member } as unknown as ReadModelDocument) : null;
  },
  indexes: [{ name: 'by_status_name', keys: { status: 1, fullName: 1, _id: 1 } }],
};

export const invitationsProjection: DocumentProjection = {
  name: 'invitations',
  version: 1,
  collection: INVITATIONS_COLLECTION,
  eventTypes: INVITATION_EVENT_TYPES,
  documentId: (event) => (event.data as { invitationId?: string }).invitationId ?? null,
  evolve(document, event: RecordedEvent) {
    const invitation = evolveInvitation(document ? invitationOf(document as unknown as InvitationDocument) : null, event as unknown as MemberInvitationEvent);
    // Accepted and revoked invitations keep their documents; the list shows the pending ones.
    return invitation ? ({ _id: invitation.invitationId, ...invitation } as unknown as ReadModelDocument) : null;
  },
  indexes: [{ name: 'by_status_invited_at', keys: { status: 1, invitedAt: -1, _id: 1 } }],
};
