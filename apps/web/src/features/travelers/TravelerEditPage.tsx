// /travelers/edit/:id: being built.
import { PageHeader } from '../layout/PageHeader';

export function TravelerEditPage() {
  return (
    <main>
      <PageHeader title="Edit traveler" />
    </main>
  );
}
