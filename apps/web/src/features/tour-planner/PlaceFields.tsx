// A place chosen from the place search (name and coordinates filled in), then named and fine-tuned by hand if needed.
import { Button, FormGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { FieldErrors } from '../../shared/forms/fieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { PlaceSearch } from '../places/PlaceSearch';
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

const EMPTY: PlaceDraft = { name: '', lat: '', lng: '' };

export function PlaceFields({ legend, place, path, testIdPrefix, errors, onChange, required }: PlaceFieldsProps) {
  const id = useId();
  const [searchKey, setSearchKey] = useState(0);
  const chosen = place.name.trim() !== '' || place.lat !== '' || place.lng !== '';
  const missing = errors[`${path}.name`] && !chosen;
  return (
    <fieldset className="place-fields">
      <legend>{legend}</legend>
      <FormGroup
        className="place-search-field"
        label="Search"
        labelFor={id}
        labelInfo={required ? '(required)' : undefined}
        intent={missing ? 'danger' : 'none'}
        helperText={missing ? 'Choose a place from the search.' : 'A city or airport; its coordinates are filled in.'}
      >
        <PlaceSearch
          key={searchKey}
          id={id}
          defaultText={place.name}
          testId={`${testIdPrefix}-search`}
          intent={missing ? 'danger' : undefined}
          onSelect={(found) => onChange({ name: found.name, lat: String(found.lat), lng: String(found.lng) })}
        />
      </FormGroup>
      <TextField label="Name" value={place.name} onChange={(name) => onChange({ ...place, name })} error={chosen ? errors[`${path}.name`] : undefined} testId={`${testIdPrefix}-name`} required={required} />
      <TextField label="Latitude" type="number" step="any" value={place.lat} onChange={(lat) => onChange({ ...place, lat })} error={errors[`${path}.lat`]} testId={`${testIdPrefix}-lat`} required={required} />
      <TextField label="Longitude" type="number" step="any" value={place.lng} onChange={(lng) => onChange({ ...place, lng })} error={errors[`${path}.lng`]} testId={`${testIdPrefix}-lng`} required={required} />
      {!required && chosen && (
        <Button
          className="place-clear"
          variant="minimal"
          size="small"
          text="No location"
          onClick={() => {
            onChange(EMPTY);
            setSearchKey((key) => key + 1);
          }}
          data-testid={`${testIdPrefix}-clear`}
        />
      )}
    </fieldset>
  );
}
