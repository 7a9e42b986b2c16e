// /field-staff/details/:id: being built.
import { PageHeader } from '../layout/PageHeader';

export function FieldStaffDetailsPage() {
  return (
    <main>
      <PageHeader title="Field staff member" />
    </main>
  );
}
