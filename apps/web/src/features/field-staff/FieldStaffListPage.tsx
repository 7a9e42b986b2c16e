// /field-staff/list: being built.
import { PageHeader } from '../layout/PageHeader';

export function FieldStaffListPage() {
  return (
    <main>
      <PageHeader title="Field staff" />
    </main>
  );
}
