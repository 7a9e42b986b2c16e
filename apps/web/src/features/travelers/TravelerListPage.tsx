// /travelers/list: being built.
import { PageHeader } from '../layout/PageHeader';

export function TravelerListPage() {
  return (
    <main>
      <PageHeader title="Travelers" />
    </main>
  );
}
