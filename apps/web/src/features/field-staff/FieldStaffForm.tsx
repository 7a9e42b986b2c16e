// The form of a field staff member: contact details, roles, languages, licences with expiry, days off.
import { Button, ButtonGroup, Card, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { AddIcon, TrashIcon } from '@blueprintjs/icons';
import type { Problem } from '@tourops/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { formatDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { checkFieldStaff, FIELD_STAFF_FIELDS, newLicence, type FieldStaffDraft, type LicenceDraft } from './fieldStaffDraft';
import { LICENCE_LABELS, ROLE_LABELS, ROLES } from './staffLabels';

export interface FieldStaffFormProps {
  initial: FieldStaffDraft;
  problem: Problem | null;
  saving: boolean;
  submitText: string;
  onSubmit: (draft: FieldStaffDraft) => void;
  secondaryActions?: ReactNode;
}

export function FieldStaffForm({ initial, problem, saving, submitText, onSubmit, secondaryActions }: FieldStaffFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dayOff, setDayOff] = useState('');
  const server = splitServerErrors(problem, [...FIELD_STAFF_FIELDS, ...draft.licences.flatMap((_, index) => [`licences.${index}.number`, `licences.${index}.expiry`, `licences.${index}.kind`])]);
  const shown = { ...server.fields, ...errors };
  const change = (patch: Partial<FieldStaffDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeLicence = (key: string, patch: Partial<LicenceDraft>) => change({ licences: draft.licences.map((licence) => (licence.key === key ? { ...licence, ...patch } : licence)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFieldStaff(draft);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget);
    onSubmit(draft);
  };
  const addDayOff = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dayOff)) return;
    change({ daysOff: [...new Set([...draft.daysOff, dayOff])].sort() });
    setDayOff('');
  };

  return (
    <Card className="form-card">
      <form onSubmit={submit} noValidate data-testid="field-staff-form" aria-label="Field staff member">
        <ProblemCallout problem={problem} otherErrors={server.others} />
        <div className="form-grid">
          <TextField label="First name" value={draft.firstName} onChange={(firstName) => change({ firstName })} error={shown.firstName} testId="staff-first-name" required />
          <TextField label="Last name" value={draft.lastName} onChange={(lastName) => change({ lastName })} error={shown.lastName} testId="staff-last-name" required />
          <TextField label="Email" type="email" value={draft.email} onChange={(email) => change({ email })} error={shown.email} testId="staff-email" required />
          <TextField label="Phone" value={draft.phone} onChange={(phone) => change({ phone })} error={shown.phone} testId="staff-phone" />
          <FormGroup className="span-2" label="Roles" labelInfo="(at least one)" intent={shown.roles ? 'danger' : 'none'} helperText={shown.roles}>
            <ButtonGroup role="group" aria-label="Roles" aria-invalid={shown.roles ? true : undefined}>
              {ROLES.map((role) => {
                const chosen = draft.roles.includes(role);
                return (
                  <Button
                    key={role}
                    text={ROLE_LABELS[role]}
                    active={chosen}
                    intent={chosen ? 'primary' : 'none'}
                    aria-pressed={chosen}
                    data-testid={`staff-role-${role}`}
                    onClick={() => change({ roles: chosen ? draft.roles.filter((other) => other !== role) : [...draft.roles, role] })}
                  />
                );
              })}
            </ButtonGroup>
          </FormGroup>
          <TextField
            className="span-2"
            label="Languages"
            value={draft.languages}
            onChange={(languages) => change({ languages })}
            error={shown.languages}
            helperText="Two-letter codes, separated by commas: it, en, de."
            testId="staff-languages"
          />
        </div>

        <fieldset className="staff-fieldset" data-testid="staff-licences">
          <legend>Licences</legend>
          {draft.licences.length === 0 && <p className="muted">No licences. Drivers need a driving licence and guides a guide licence valid for their assignments.</p>}
          {draft.licences.map((licence, index) => (
            <div className="licence-row" key={licence.key} data-testid="staff-licence">
              <FormGroup label="Kind" labelFor={`licence-kind-${licence.key}`}>
                <HTMLSelect
                  id={`licence-kind-${licence.key}`}
                  value={licence.kind}
                  onChange={(event) => changeLicence(licence.key, { kind: event.target.value as LicenceDraft['kind'] })}
                  options={Object.entries(LICENCE_LABELS).map(([value, label]) => ({ value, label }))}
                  data-testid="licence-kind"
                />
              </FormGroup>
              <TextField label="Number" value={licence.number} onChange={(number) => changeLicence(licence.key, { number })} error={shown[`licences.${index}.number`]} testId="licence-number" />
              <TextField label="Valid until" type="date" value={licence.expiry} onChange={(expiry) => changeLicence(licence.key, { expiry })} error={shown[`licences.${index}.expiry`]} testId="licence-expiry" />
              <Button
                className="licence-remove"
                variant="minimal"
                icon={<TrashIcon />}
                aria-label={`Remove licence ${licence.number || index + 1}`}
                onClick={() => change({ licences: draft.licences.filter((other) => other.key !== licence.key) })}
                data-testid="licence-remove"
              />
            </div>
          ))}
          <Button icon={<AddIcon />} text="Add a licence" onClick={() => change({ licences: [...draft.licences, newLicence()] })} data-testid="add-licence" />
        </fieldset>

        <fieldset className="staff-fieldset" data-testid="staff-days-off">
          <legend>Days off</legend>
          <div className="day-off-add">
            <InputGroup type="date" value={dayOff} onValueChange={setDayOff} aria-label="Day off to add" data-testid="day-off-date" />
            <Button icon={<AddIcon />} text="Add day off" onClick={addDayOff} disabled={!dayOff} data-testid="add-day-off" />
          </div>
          {shown.daysOff && <p className="bp6-text-muted field-error">{shown.daysOff}</p>}
          <div className="day-off-list">
            {draft.daysOff.length === 0 && <span className="muted">No days off.</span>}
            {draft.daysOff.map((day) => (
              <Tag key={day} onRemove={() => change({ daysOff: draft.daysOff.filter((other) => other !== day) })} data-testid="day-off" data-date={day} large>
                {formatDate(day)}
              </Tag>
            ))}
          </div>
        </fieldset>

        <div className="form-actions">
          <Button type="submit" intent="primary" text={submitText} loading={saving} data-testid="staff-submit" />
          {secondaryActions}
        </div>
      </form>
    </Card>
  );
}
