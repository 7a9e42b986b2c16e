// /user-management/list: being built.
import { PageHeader } from '../layout/PageHeader';

export function UserListPage() {
  return (
    <main>
      <PageHeader title="Users" />
    </main>
  );
}
