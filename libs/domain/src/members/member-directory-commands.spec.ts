// Specifications of the member directory: sign-ins, invitations, role changes, removals and the last-admin rule.
import { deciderSpecification } from '../shared/decider-specification';
import type { MemberDirectoryEvent, MemberRole } from './member-directory';
import { INVITATION_NEEDED, memberDirectoryDecider, type MemberDirectoryCommand } from './member-directory-commands';

const now = '2025-06-01T09:00:00.000Z';
const earlier = '2025-05-01T08:00:00.000Z';
const given = deciderSpecification(memberDirectoryDecider, { now });

const joined = (userId: string, role: MemberRole, email = `${userId}@example.com`): MemberDirectoryEvent => ({
  type: 'MemberJoined',
  data: { userId, fullName: `Name ${userId}`, email, role, joinedAt: earlier },
});
const invited = (invitationId: string, email: string, role: MemberRole): MemberDirectoryEvent => ({
  type: 'InvitationSent',
  data: { invitationId, email, role, invitedBy: 'ada', invitedAt: earlier },
});
const removed = (userId: string): MemberDirectoryEvent => ({ type: 'MemberRemoved', data: { userId } });

const signIn = (userId: string, requestedRole: MemberRole = 'org:admin', email = `${userId}@example.com`): MemberDirectoryCommand => ({
  type: 'RecordSignIn',
  data: { userId, fullName: `Name ${userId}`, email, requestedRole },
});
const invite = (email: string, role: MemberRole, invitationId = 'inv-1'): MemberDirectoryCommand => ({ type: 'InviteMember', data: { invitationId, email, role, invitedBy: 'ada' } });
const changeRole = (userId: string, role: MemberRole): MemberDirectoryCommand => ({ type: 'ChangeMemberRole', data: { userId, role } });
const remove = (userId: string): MemberDirectoryCommand => ({ type: 'RemoveMember', data: { userId } });

describe('RecordSignIn', () => {
  it('joins the first member of a new organization with the role they asked for', () => {
    given()
      .when(signIn('ada', 'org:admin'))
      .then({ type: 'MemberJoined', data: { userId: 'ada', fullName: 'Name ada', email: 'ada@example.com', role: 'org:admin', joinedAt: now } });
    given()
      .when(signIn('ada', 'org:member'))
      .then({ type: 'MemberJoined', data: { userId: 'ada', fullName: 'Name ada', email: 'ada@example.com', role: 'org:member', joinedAt: now } });
  });

  it('refuses an uninvited newcomer to an organization that has members, whatever role they ask for', () => {
    const rejection = { code: 'forbidden' as const, message: INVITATION_NEEDED };
    given(joined('ada', 'org:admin')).when(signIn('eve', 'org:admin')).thenThrows(rejection);
    given(joined('ada', 'org:admin')).when(signIn('eve', 'org:auditor')).thenThrows(rejection);
  });

  it('refuses an uninvited newcomer when the invitation is for another email', () => {
    given(joined('ada', 'org:admin'), invited('inv-1', 'bob@example.com', 'org:member'))
      .when(signIn('eve', 'org:member', 'eve@example.com'))
      .thenThrows({ code: 'forbidden', message: INVITATION_NEEDED });
  });

  it('records a known member’s sign-in and keeps the role the directory holds, whatever they ask for', () => {
    given(joined('ada', 'org:auditor'))
      .when(signIn('ada', 'org:admin'))
      .then({ type: 'MemberSignedIn', data: { userId: 'ada', fullName: 'Name ada', email: 'ada@example.com', signedInAt: now } });
  });

  it('accepts a pending invitation for the email, with the invitation’s role, matching the email in any case', () => {
    given(joined('ada', 'org:admin'), invited('inv-1', 'bob@example.com', 'org:auditor'))
      .when(signIn('bob', 'org:admin', 'Bob@Example.com'))
      .then(
        { type: 'InvitationAccepted', data: { invitationId: 'inv-1', userId: 'bob', acceptedAt: now } },
        { type: 'MemberJoined', data: { userId: 'bob', fullName: 'Name bob', email: 'bob@example.com', role: 'org:auditor', joinedAt: now, invitationId: 'inv-1' } },
      );
  });

  it('refuses a newcomer whose invitation was revoked', () => {
    given(joined('ada', 'org:admin'), invited('inv-1', 'bob@example.com', 'org:auditor'), { type: 'InvitationRevoked', data: { invitationId: 'inv-1' } })
      .when(signIn('bob', 'org:admin'))
      .thenThrows({ code: 'forbidden', message: INVITATION_NEEDED });
  });

  it('refuses a newcomer whose invitation was already accepted by someone else', () => {
    given(
      joined('ada', 'org:admin'),
      invited('inv-1', 'bob@example.com', 'org:member'),
      { type: 'InvitationAccepted', data: { invitationId: 'inv-1', userId: 'bob', acceptedAt: earlier } },
      joined('bob', 'org:member', 'bob@example.com'),
    )
      .when(signIn('bob-again', 'org:admin', 'bob@example.com'))
      .thenThrows({ code: 'forbidden', message: INVITATION_NEEDED });
  });

  it('refuses a removed member', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'), removed('bob'))
      .when(signIn('bob'))
      .thenThrows({ code: 'forbidden', message: 'You were removed from this organization; an administrator has to invite you again.' });
  });

  it('lets a removed member back in through a new invitation', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'), removed('bob'), invited('inv-2', 'bob@example.com', 'org:auditor'))
      .when(signIn('bob'))
      .then(
        { type: 'InvitationAccepted', data: { invitationId: 'inv-2', userId: 'bob', acceptedAt: now } },
        { type: 'MemberJoined', data: { userId: 'bob', fullName: 'Name bob', email: 'bob@example.com', role: 'org:auditor', joinedAt: now, invitationId: 'inv-2' } },
      );
  });
});

describe('InviteMember', () => {
  it('sends an invitation with the email in lower case', () => {
    given(joined('ada', 'org:admin'))
      .when(invite(' Carol@Example.com ', 'org:member'))
      .then({ type: 'InvitationSent', data: { invitationId: 'inv-1', email: 'carol@example.com', role: 'org:member', invitedBy: 'ada', invitedAt: now } });
  });

  it('refuses to invite a member', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'))
      .when(invite('BOB@example.com', 'org:auditor'))
      .thenThrows({ code: 'conflict', message: 'bob@example.com is already a member of this organization.' });
  });

  it('invites a removed member again', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'), removed('bob'))
      .when(invite('bob@example.com', 'org:auditor'))
      .then({ type: 'InvitationSent', data: { invitationId: 'inv-1', email: 'bob@example.com', role: 'org:auditor', invitedBy: 'ada', invitedAt: now } });
  });

  it('refuses a second pending invitation for the same email, and allows one after a revocation', () => {
    given(invited('inv-1', 'carol@example.com', 'org:member'))
      .when(invite('carol@example.com', 'org:admin', 'inv-2'))
      .thenThrows({ code: 'conflict', message: 'carol@example.com is already invited; revoke that invitation to invite again.' });
    given(invited('inv-1', 'carol@example.com', 'org:member'), { type: 'InvitationRevoked', data: { invitationId: 'inv-1' } })
      .when(invite('carol@example.com', 'org:admin', 'inv-2'))
      .then({ type: 'InvitationSent', data: { invitationId: 'inv-2', email: 'carol@example.com', role: 'org:admin', invitedBy: 'ada', invitedAt: now } });
  });

  it('refuses an address that is not an email and a role this product does not know', () => {
    given().when(invite('carol', 'org:member')).thenThrows({ code: 'invalid', message: 'The email is not valid.', fields: { email: 'Must be an email address.' } });
    given().when(invite('carol@example.com', 'org:owner' as MemberRole)).thenThrows({ code: 'invalid', message: 'Unknown role: org:owner.' });
  });
});

describe('RevokeInvitation', () => {
  const revoke: MemberDirectoryCommand = { type: 'RevokeInvitation', data: { invitationId: 'inv-1' } };

  it('revokes a pending invitation', () => {
    given(invited('inv-1', 'carol@example.com', 'org:member')).when(revoke).then({ type: 'InvitationRevoked', data: { invitationId: 'inv-1' } });
  });

  it('knows no invitation that is unknown, revoked or accepted', () => {
    const rejection = { code: 'not_found' as const, message: 'No pending invitation of this organization has this id.' };
    given().when(revoke).thenThrows(rejection);
    given(invited('inv-1', 'carol@example.com', 'org:member'), { type: 'InvitationRevoked', data: { invitationId: 'inv-1' } }).when(revoke).thenThrows(rejection);
    given(invited('inv-1', 'carol@example.com', 'org:member'), { type: 'InvitationAccepted', data: { invitationId: 'inv-1', userId: 'carol', acceptedAt: now } })
      .when(revoke)
      .thenThrows(rejection);
  });
});

describe('ChangeMemberRole', () => {
  it('changes a member’s role and remembers the previous one', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'))
      .when(changeRole('bob', 'org:admin'))
      .then({ type: 'MemberRoleChanged', data: { userId: 'bob', role: 'org:admin', previousRole: 'org:member' } });
  });

  it('does nothing when the role is the same', () => {
    given(joined('ada', 'org:admin')).when(changeRole('ada', 'org:admin')).thenNothingHappened();
  });

  it('demotes an administrator while another one remains', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:admin'))
      .when(changeRole('ada', 'org:auditor'))
      .then({ type: 'MemberRoleChanged', data: { userId: 'ada', role: 'org:auditor', previousRole: 'org:admin' } });
  });

  it('refuses to demote the last administrator, removed administrators not counting', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:admin'), removed('bob'), joined('carl', 'org:member'))
      .when(changeRole('ada', 'org:member'))
      .thenThrows({ code: 'conflict', message: 'Name ada is the last administrator and cannot be demoted: make someone else an administrator first.' });
  });

  it('knows no member that is unknown or removed', () => {
    const rejection = { code: 'not_found' as const, message: 'No member of this organization has this id.' };
    given(joined('ada', 'org:admin')).when(changeRole('nobody', 'org:member')).thenThrows(rejection);
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'), removed('bob')).when(changeRole('bob', 'org:admin')).thenThrows(rejection);
  });
});

describe('RemoveMember', () => {
  it('removes a member', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member')).when(remove('bob')).then(removed('bob'));
  });

  it('removes an administrator while another one remains', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:admin')).when(remove('ada')).then(removed('ada'));
  });

  it('refuses to remove the last administrator', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'))
      .when(remove('ada'))
      .thenThrows({ code: 'conflict', message: 'Name ada is the last administrator and cannot be removed: make someone else an administrator first.' });
  });

  it('refuses to remove a member twice', () => {
    given(joined('ada', 'org:admin'), joined('bob', 'org:member'), removed('bob'))
      .when(remove('bob'))
      .thenThrows({ code: 'not_found', message: 'No member of this organization has this id.' });
  });
});
