// /user-management/list: the organization's members (role, last sign-in, role changes, removal) and pending invitations; admins only.
import { Button, HTMLTable, Spinner } from '@blueprintjs/core';
import { NewPersonIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { useIsAdmin } from '../session/permissions';
import { AdminOnlyNotice } from './AdminOnlyNotice';
import { InvitationRow } from './InvitationRow';
import { MemberRow } from './MemberRow';
import { useListInvitationsQuery, useListMembersQuery } from './usersApi';
import './userManagement.css';
import { EmptyState } from '../../shared/SubHeading';

const SOURCE_NOTE = {
  clerk: 'Members and invitations of your Clerk organization.',
  local: 'Local identity: nobody joins uninvited; an invited email joins with the invitation’s role when they first sign in.',
} as const;

export function UserListPage() {
  return useIsAdmin() ? <UserList /> : <AdminOnlyNotice title="Users" />;
}

function UserList() {
  const navigate = useNavigate();
  const myUserId = useAppSelector((state) => state.session.user?.id ?? null);
  const members = useListMembersQuery();
  const invitations = useListInvitationsQuery();
  const invite = <Button intent="primary" icon={<NewPersonIcon />} text="Invite user" data-testid="invite-user" onClick={() => navigate('/user-management/create')} />;

  return (
    <main className="user-management-page">
      <PageHeader title="Users" subtitle={members.data && SOURCE_NOTE[members.data.source]} actions={invite} />
      <ProblemCallout problem={toProblem(members.error) ?? toProblem(invitations.error)} action={<Button text="Try again" onClick={() => void (members.refetch(), invitations.refetch())} />} />
      {members.isLoading ? (
        <Spinner aria-label="Loading members" />
      ) : (
        members.data && (
          <div className={`table-scroll${members.isFetching ? ' is-refreshing' : ''}`}>
            <HTMLTable className="member-table" striped data-testid="member-list" aria-label="Members" aria-busy={members.isFetching}>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Email</th>
                  <th>Role</th>
                  <th>Last sign-in</th>
                  <th scope="col"><span className="visually-hidden">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {members.data.items.map((member) => (
                  <MemberRow key={member.userId} member={member} isYou={member.userId === myUserId} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )
      )}
      <section className="invitation-section" aria-label="Pending invitations">
        <h2 className="section-title">Pending invitations</h2>
        {invitations.data && invitations.data.items.length === 0 ? (
          <EmptyState className="invitation-empty" title="No pending invitations" description="People you invite appear here until they join." action={invite} />
        ) : (
          invitations.data && (
            <HTMLTable className="invitation-table" striped data-testid="invitation-list" aria-label="Pending invitations">
              <thead>
                <tr>
                  <th>Email</th>
                  <th>Role</th>
                  <th>Invited</th>
                  <th scope="col"><span className="visually-hidden">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {invitations.data.items.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </tbody>
            </HTMLTable>
          )
        )}
      </section>
    </main>
  );
}
