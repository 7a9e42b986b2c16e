// The fields of a tour's details: title, description, dates, time zone (and the first status when creating).
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import type { TourDetailsDraft } from './tourDetailsDraft';
import { timeZoneOptions } from './timeZones';

export interface TourDetailsFieldsProps {
  draft: TourDetailsDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<TourDetailsDraft>) => void;
  withStatus: boolean;
}

const FIRST_STATUSES = [
  { value: 'DRAFT', label: 'Draft: still being put together' },
  { value: 'PLANNED', label: 'Planned: ready to be confirmed' },
];

export function TourDetailsFields({ draft, errors, onChange, withStatus }: TourDetailsFieldsProps) {
  return (
    <div className="form-grid">
      <TextField className="span-2" label="Title" value={draft.title} onChange={(title) => onChange({ title })} error={errors.title} testId="tour-title" required />
      <TextField className="span-2" label="Description" multiline value={draft.description} onChange={(description) => onChange({ description })} error={errors.description} testId="tour-description" />
      <TextField label="Start date" type="date" value={draft.startDate} onChange={(startDate) => onChange({ startDate })} error={errors.startDate} testId="tour-start-date" required />
      <TextField label="End date" type="date" value={draft.endDate} min={draft.startDate} onChange={(endDate) => onChange({ endDate })} error={errors.endDate} testId="tour-end-date" required />
      <SelectField
        label="Time zone"
        value={draft.timezone}
        options={timeZoneOptions(draft.timezone)}
        onChange={(timezone) => onChange({ timezone })}
        error={errors.timezone}
        helperText="Where the tour takes place: segment times and flight times are in this zone."
        testId="tour-timezone"
      />
      {withStatus && (
        <SelectField
          label="Status"
          value={draft.status}
          options={FIRST_STATUSES}
          onChange={(status) => onChange({ status: status as TourDetailsDraft['status'] })}
          error={errors.status}
          testId="tour-initial-status"
        />
      )}
    </div>
  );
}
