// A place's name and coordinates (no geocoding is available: coordinates are typed in).
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import type { PlaceDraft } from './segmentDraft';

export interface PlaceFieldsProps {
  legend: string;
  place: PlaceDraft;
  /** The API path of the place, such as 'location' or 'transfer.from'. */
  path: string;
  testIdPrefix: string;
  errors: FieldErrors;
  onChange: (place: PlaceDraft) => void;
  required?: boolean;
}

export function PlaceFields({ legend, place, path, testIdPrefix, errors, onChange, required }: PlaceFieldsProps) {
  return (
    <fieldset className="place-fields">
      <legend>{legend}</legend>
      <TextField label="Place" value={place.name} onChange={(name) => onChange({ ...place, name })} error={errors[`${path}.name`]} testId={`${testIdPrefix}-name`} required={required} />
      <TextField label="Latitude" type="number" step="any" value={place.lat} onChange={(lat) => onChange({ ...place, lat })} error={errors[`${path}.lat`]} testId={`${testIdPrefix}-lat`} required={required} />
      <TextField label="Longitude" type="number" step="any" value={place.lng} onChange={(lng) => onChange({ ...place, lng })} error={errors[`${path}.lng`]} testId={`${testIdPrefix}-lng`} required={required} />
    </fieldset>
  );
}
