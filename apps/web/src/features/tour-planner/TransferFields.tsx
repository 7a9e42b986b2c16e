// A transfer segment's details: where from, where to, and how long it is planned to take.
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { PlaceFields } from './PlaceFields';
import type { SegmentDraft } from './segmentDraft';

export interface TransferFieldsProps {
  transfer: SegmentDraft['transfer'];
  errors: FieldErrors;
  onChange: (transfer: SegmentDraft['transfer']) => void;
}

export function TransferFields({ transfer, errors, onChange }: TransferFieldsProps) {
  return (
    <fieldset className="segment-details">
      <legend>Transfer</legend>
      <div className="form-grid">
        <PlaceFields legend="From" place={transfer.from} path="transfer.from" testIdPrefix="transfer-from" errors={errors} onChange={(from) => onChange({ ...transfer, from })} required />
        <PlaceFields legend="To" place={transfer.to} path="transfer.to" testIdPrefix="transfer-to" errors={errors} onChange={(to) => onChange({ ...transfer, to })} required />
      </div>
      <TextField
        label="Planned duration (minutes)"
        type="number"
        min={1}
        max={1440}
        value={transfer.plannedDurationMinutes}
        onChange={(plannedDurationMinutes) => onChange({ ...transfer, plannedDurationMinutes })}
        error={errors['transfer.plannedDurationMinutes']}
        helperText="Monitoring compares the real drive with this."
        testId="transfer-duration"
        required
      />
    </fieldset>
  );
}
