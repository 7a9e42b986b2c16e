// /travelers/details/:id: being built.
import { PageHeader } from '../layout/PageHeader';

export function TravelerDetailsPage() {
  return (
    <main>
      <PageHeader title="Traveler" />
    </main>
  );
}
