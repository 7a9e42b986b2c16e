// An accommodation segment's stay: check-in and check-out, local times in the tour's time zone.
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import type { SegmentDraft } from './segmentDraft';

export interface AccommodationFieldsProps {
  stay: SegmentDraft['accommodation'];
  timeZone: string;
  errors: FieldErrors;
  onChange: (stay: SegmentDraft['accommodation']) => void;
}

export function AccommodationFields({ stay, timeZone, errors, onChange }: AccommodationFieldsProps) {
  return (
    <fieldset className="segment-details">
      <legend>Stay</legend>
      <div className="form-grid">
        <TextField
          label="Check-in"
          type="datetime-local"
          value={stay.checkIn}
          onChange={(checkIn) => onChange({ ...stay, checkIn })}
          error={errors['accommodation.checkIn'] ?? errors.accommodation}
          helperText={`Local time in ${timeZone}.`}
          testId="accommodation-check-in"
          required
        />
        <TextField
          label="Check-out"
          type="datetime-local"
          value={stay.checkOut}
          min={stay.checkIn}
          onChange={(checkOut) => onChange({ ...stay, checkOut })}
          error={errors['accommodation.checkOut']}
          helperText="After the check-in."
          testId="accommodation-check-out"
          required
        />
      </div>
    </fieldset>
  );
}
