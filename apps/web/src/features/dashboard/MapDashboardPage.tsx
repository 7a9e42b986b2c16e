// /dashboard/map, loaded on its own: the map of running tours arrives with the monitoring work.
import { NonIdealState } from '@blueprintjs/core';
import { MapIcon } from '@blueprintjs/icons';
import { PageHeader } from '../layout/PageHeader';

export function MapDashboardPage() {
  return (
    <main className="planned-page" data-testid="planned-page">
      <PageHeader title="Map" />
      <NonIdealState
        icon={<MapIcon size={48} />}
        title="Not available yet"
        description="The map of running tours, their segments and alerts arrives in a later release; nothing is shown here yet."
      />
    </main>
  );
}
