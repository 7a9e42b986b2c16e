// /field-staff/edit/:id: being built.
import { PageHeader } from '../layout/PageHeader';

export function FieldStaffEditPage() {
  return (
    <main>
      <PageHeader title="Edit field staff member" />
    </main>
  );
}
