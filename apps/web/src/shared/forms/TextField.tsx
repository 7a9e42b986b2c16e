// A labelled text input with its helper text or field error, the building block of every form.
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: ReactNode;
  testId?: string;
  type?: 'text' | 'email' | 'date' | 'time' | 'number' | 'datetime-local';
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  disabled?: boolean;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  autoFocus?: boolean;
  inline?: boolean;
  className?: string;
}

export function TextField({ label, value, onChange, error, helperText, testId, type = 'text', required, multiline, inline, className, ...input }: TextFieldProps) {
  const id = useId();
  const intent = error ? 'danger' : 'none';
  const helpId = `${id}-help`;
  const help = error ?? helperText;
  return (
    <FormGroup className={className} label={label} labelFor={id} labelInfo={required ? '(required)' : undefined} intent={intent} helperText={help ? <span id={helpId}>{help}</span> : undefined} inline={inline}>
      {multiline ? (
        <TextArea
          id={id}
          fill
          value={value}
          onChange={(event) => onChange(event.target.value)}
          intent={intent}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={help ? helpId : undefined}
          placeholder={input.placeholder}
          disabled={input.disabled}
          rows={3}
        />
      ) : (
        <InputGroup
          id={id}
          type={type}
          value={value}
          onValueChange={(next) => onChange(next)}
          intent={intent}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={help ? helpId : undefined}
          required={required}
          {...input}
        />
      )}
    </FormGroup>
  );
}
