// /field-staff/tracking: being built.
import { PageHeader } from '../layout/PageHeader';

export function TrackingPage() {
  return (
    <main>
      <PageHeader title="Field staff tracking" />
    </main>
  );
}
