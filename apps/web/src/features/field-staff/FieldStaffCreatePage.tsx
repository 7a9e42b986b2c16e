// /field-staff/create: being built.
import { PageHeader } from '../layout/PageHeader';

export function FieldStaffCreatePage() {
  return (
    <main>
      <PageHeader title="Add field staff" />
    </main>
  );
}
