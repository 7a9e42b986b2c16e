// The status toggles above the tour list; none pressed shows every status.
import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { TOUR_STATUSES } from '@tourops/domain';
import { TOUR_STATUS_LABELS } from './tourStatus';
import type { TourStatusFilter as Filter } from './useTourStatusFilter';

export function TourStatusFilter({ filter }: { filter: Filter }) {
  const { statuses, change, saved } = filter;
  const toggle = (status: string) => change(statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]);
  return (
    <FormGroup
      className="tour-status-filter"
      label="Status"
      inline
      helperText={saved ? undefined : 'Only administrators save the filter for the organization; yours applies to this page.'}
    >
      <ButtonGroup role="group" aria-label="Filter tours by status" data-testid="tour-status-filter">
        {TOUR_STATUSES.map((status) => {
          const pressed = statuses.includes(status);
          return (
            <Button
              key={status}
              size="small"
              variant="outlined"
              active={pressed}
              intent={pressed ? 'primary' : 'none'}
              aria-pressed={pressed}
              text={TOUR_STATUS_LABELS[status]}
              onClick={() => toggle(status)}
              data-testid={`status-filter-${status}`}
              data-selected={pressed}
            />
          );
        })}
      </ButtonGroup>
    </FormGroup>
  );
}
