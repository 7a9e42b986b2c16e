// The status toggles above the tour list; none pressed shows every status.
import { StatusToggles } from './StatusToggles';
import type { TourStatusFilter as Filter } from './useTourStatusFilter';

export function TourStatusFilter({ filter }: { filter: Filter }) {
  const { statuses, change, saved } = filter;
  return (
    <StatusToggles
      className="tour-status-filter"
      label="Status"
      inline
      ariaLabel="Filter tours by status"
      statuses={statuses}
      onChange={change}
      helperText={saved ? undefined : 'Only administrators save the filter for the organization; yours applies to this page.'}
      testId="tour-status-filter"
      buttonTestIdPrefix="status-filter"
    />
  );
}
