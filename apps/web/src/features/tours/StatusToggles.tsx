// A status filter as toggle buttons, one per tour status in lifecycle order; none pressed means every status.
import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import { TOUR_STATUSES } from '@tourops/domain';
import { inLifecycleOrder, TOUR_STATUS_LABELS } from './tourStatus';

export interface StatusTogglesProps {
  label: string;
  statuses: readonly string[];
  onChange: (statuses: string[]) => void;
  helperText?: string;
  /** Of the button group; each button is `${buttonTestIdPrefix ?? testId}-${STATUS}`. */
  testId: string;
  buttonTestIdPrefix?: string;
  ariaLabel?: string;
  inline?: boolean;
  className?: string;
  disabled?: boolean;
}

export function StatusToggles({ label, statuses, onChange, helperText, testId, buttonTestIdPrefix = testId, ariaLabel = label, inline, className, disabled }: StatusTogglesProps) {
  const toggle = (status: string) => onChange(inLifecycleOrder(statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status]));
  return (
    <FormGroup className={className} label={label} inline={inline} helperText={helperText}>
      <ButtonGroup role="group" aria-label={ariaLabel} data-testid={testId}>
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
              data-testid={`${buttonTestIdPrefix}-${status}`}
            />
          );
        })}
      </ButtonGroup>
    </FormGroup>
  );
}
