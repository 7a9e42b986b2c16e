// What a member or auditor sees on a user management page: only administrators manage users.

import { LockIcon } from '@blueprintjs/icons';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../../shared/SubHeading';

export function AdminOnlyNotice({ title }: { title: string }) {
  return (
    <main className="user-management-page">
      <PageHeader title={title} />
      <div data-testid="users-admin-only">
        <EmptyState
          icon={<LockIcon size={48} />}
          title="Only administrators manage users"
          description="Ask an administrator of your organization to invite people, change roles or remove members."
        />
      </div>
    </main>
  );
}
