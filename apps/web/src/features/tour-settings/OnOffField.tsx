// A yes/no setting as two toggle buttons (aria-pressed), which tests and keyboards can both use.
import { Button, ButtonGroup, FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface OnOffFieldProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  helperText?: ReactNode;
  testId: string;
  disabled?: boolean;
}

export function OnOffField({ label, value, onChange, helperText, testId, disabled }: OnOffFieldProps) {
  return (
    <FormGroup label={label} helperText={helperText}>
      <ButtonGroup role="group" aria-label={label} data-testid={testId} data-value={value}>
        <Button text="On" active={value} intent={value ? 'primary' : 'none'} aria-pressed={value} disabled={disabled} onClick={() => onChange(true)} data-testid={`${testId}-on`} />
        <Button text="Off" active={!value} intent={!value ? 'primary' : 'none'} aria-pressed={!value} disabled={disabled} onClick={() => onChange(false)} data-testid={`${testId}-off`} />
      </ButtonGroup>
    </FormGroup>
  );
}
