// A labelled native select with its helper text or field error.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: ReactNode;
  testId?: string;
  disabled?: boolean;
  className?: string;
}

export function SelectField({ label, value, options, onChange, error, helperText, testId, disabled, className }: SelectFieldProps) {
  const id = useId();
  return (
    <FormGroup className={className} label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? helperText}>
      <HTMLSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId} disabled={disabled} fill options={options} />
    </FormGroup>
  );
}
