// The member directory's evolve: what the directory remembers of members and invitations.
import {
  evolveMemberDirectory,
  initialMemberDirectoryState,
  pendingInvitationFor,
  activeDirectoryMembers,
  memberDirectoryStreamName,
  type MemberDirectoryEvent,
} from './member-directory';

const fold = (...events: MemberDirectoryEvent[]) => events.reduce(evolveMemberDirectory, initialMemberDirectoryState);
const joinedAt = '2025-05-01T08:00:00.000Z';
const ada: MemberDirectoryEvent = { type: 'MemberJoined', data: { userId: 'ada', fullName: 'Ada', email: 'ada@example.com', role: 'org:admin', joinedAt } };

describe('the member directory', () => {
  it('counts the join as the first sign-in and later sign-ins refresh name, email and time', () => {
    const state = fold(ada, { type: 'MemberSignedIn', data: { userId: 'ada', fullName: 'Ada L.', email: 'ada@lovelace.org', signedInAt: '2025-06-01T00:00:00.000Z' } });
    expect(state.members.ada).toEqual({
      userId: 'ada',
      fullName: 'Ada L.',
      email: 'ada@lovelace.org',
      role: 'org:admin',
      joinedAt,
      lastSignInAt: '2025-06-01T00:00:00.000Z',
      status: 'active',
    });
    expect(fold(ada).members.ada.lastSignInAt).toBe(joinedAt);
  });

  it('keeps removed members, apart from the active ones', () => {
    const state = fold(ada, { type: 'MemberRemoved', data: { userId: 'ada' } });
    expect(state.members.ada.status).toBe('removed');
    expect(activeDirectoryMembers(state)).toEqual([]);
  });

  it('finds the pending invitation of an email, and none once accepted', () => {
    const sent: MemberDirectoryEvent = { type: 'InvitationSent', data: { invitationId: 'i1', email: 'bob@example.com', role: 'org:auditor', invitedBy: 'ada', invitedAt: joinedAt } };
    expect(pendingInvitationFor(fold(sent), 'BOB@example.com ')?.invitationId).toBe('i1');
    expect(pendingInvitationFor(fold(sent, { type: 'InvitationAccepted', data: { invitationId: 'i1', userId: 'bob', acceptedAt: joinedAt } }), 'bob@example.com')).toBeUndefined();
  });

  it('ignores events about members or invitations it never saw', () => {
    expect(fold({ type: 'MemberRoleChanged', data: { userId: 'ghost', role: 'org:admin', previousRole: 'org:member' } })).toEqual(initialMemberDirectoryState);
    expect(fold({ type: 'InvitationRevoked', data: { invitationId: 'ghost' } })).toEqual(initialMemberDirectoryState);
  });

  it('keeps one directory stream per organization', () => {
    expect(memberDirectoryStreamName('acme')).toBe('members-acme.directory');
  });
});
