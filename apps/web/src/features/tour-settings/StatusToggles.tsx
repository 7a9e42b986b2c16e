// A saved status filter as toggle buttons, one per tour status; none pressed means every status.
import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { TOUR_STATUSES } from '@tourops/domain';
import { inLifecycleOrder, TOUR_STATUS_LABELS } from '../tours/tourStatus';

export interface StatusTogglesProps {
  label: string;
  statuses: readonly string[];
  onChange: (statuses: string[]) => void;
  helperText: string;
  testId: string;
  disabled?: boolean;
}

export function StatusToggles({ label, statuses, onChange, helperText, testId, disabled }: StatusTogglesProps) {
  const toggle = (status: string) => onChange(inLifecycleOrder(statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]));
  return (
    <FormGroup label={label} helperText={helperText}>
      <ButtonGroup role="group" aria-label={label} data-testid={testId}>
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
              disabled={disabled}
              text={TOUR_STATUS_LABELS[status]}
              onClick={() => toggle(status)}
              data-testid={`${testId}-${status}`}
            />
          );
        })}
      </ButtonGroup>
    </FormGroup>
  );
}
