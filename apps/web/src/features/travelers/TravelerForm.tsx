// The traveler form: names, contact, nationality and birth date, passport, needs, emergency contact and tags, with the server's field errors.
import { Button } from '@blueprintjs/core';
import type { Problem } from '@tourops/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField, type TextFieldProps } from '../../shared/forms/TextField';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { COUNTRY_OPTIONS } from './countries';
import { formErrors, type TravelerDraft } from './travelerDraft';
import { SubHeading } from '../../shared/SubHeading';

export interface TravelerFormProps {
  initial: TravelerDraft;
  submitText: string;
  busy: boolean;
  /** The last refusal of the server: its field errors are shown beside the fields. */
  problem: Problem | null;
  onSubmit: (draft: TravelerDraft) => void;
  onCancel: () => void;
  /** Shown above the buttons (the duplicate warning). */
  notice?: ReactNode;
  passportMasked?: boolean;
}

export function TravelerForm({ initial, submitText, busy, problem, onSubmit, onCancel, notice, passportMasked }: TravelerFormProps) {
  const [draft, setDraft] = useState(initial);
  const form = useRef<HTMLFormElement>(null);
  const { fields: errors, others } = formErrors(problem?.status === 400 ? problem.errors : undefined);
  const set = (field: keyof TravelerDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: keyof TravelerDraft, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} value={draft[field]} onChange={set(field)} error={errors[field]} testId={`traveler-${kebab(field)}`} {...extra} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  useEffect(() => {
    if (problem?.status === 400) focusFirstInvalid(form.current);
  }, [problem]);

  return (
    <form ref={form} className="traveler-form" onSubmit={submit} data-testid="traveler-form" noValidate>
      <ProblemCallout problem={problem} otherErrors={others} />
      <section className="traveler-form-section">
        <SubHeading look="h4">Traveler</SubHeading>
        <div className="traveler-form-row">
          {text('firstName', 'First name', { required: true })}
          {text('lastName', 'Last name', { required: true })}
        </div>
        <div className="traveler-form-row">
          <SelectField
            label="Nationality"
            value={draft.nationality}
            options={[{ value: '', label: 'Choose a country…' }, ...COUNTRY_OPTIONS]}
            onChange={set('nationality')}
            error={errors.nationality}
            testId="traveler-nationality"
          />
          {text('dateOfBirth', 'Date of birth', { type: 'date', required: true })}
        </div>
        <div className="traveler-form-row">
          {text('email', 'Email', { type: 'email' })}
          {text('phone', 'Phone')}
        </div>
      </section>
      <section className="traveler-form-section">
        <SubHeading look="h4">Passport</SubHeading>
        {passportMasked && <p className="muted">Only admins see passport numbers. Change the expiry freely; type a whole new number to replace it.</p>}
        <div className="traveler-form-row">
          {text('passportNumber', 'Passport number')}
          {text('passportExpiry', 'Passport expiry', { type: 'date' })}
        </div>
      </section>
      <section className="traveler-form-section">
        <SubHeading look="h4">Needs</SubHeading>
        {text('dietaryNotes', 'Dietary notes', { multiline: true })}
        {text('medicalNotes', 'Medical notes', { multiline: true })}
      </section>
      <section className="traveler-form-section">
        <SubHeading look="h4">Emergency contact</SubHeading>
        <div className="traveler-form-row">
          {text('emergencyName', 'Name')}
          {text('emergencyPhone', 'Phone')}
          {text('emergencyRelation', 'Relation')}
        </div>
      </section>
      <section className="traveler-form-section">
        {text('tags', 'Tags', { helperText: 'Separate tags with commas, e.g. vip, repeat guest.' })}
      </section>
      {notice}
      <div className="traveler-form-actions">
        <Button type="submit" intent="primary" text={submitText} loading={busy} data-testid="traveler-submit" />
        <Button text="Cancel" onClick={onCancel} disabled={busy} data-testid="traveler-cancel" />
      </div>
    </form>
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
