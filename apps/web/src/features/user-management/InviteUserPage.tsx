// /user-management/create: being built.
import { PageHeader } from '../layout/PageHeader';

export function InviteUserPage() {
  return (
    <main>
      <PageHeader title="Add user" />
    </main>
  );
}
