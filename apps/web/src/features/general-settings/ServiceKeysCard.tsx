// The maps, weather and flight-data service keys: write-only, shown masked, each saved on its own when the admin asks.
import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { ApiSettings } from '@tourops/domain';
import { toProblem } from '../../app/problem';
import { showToast } from '../../shared/toaster';
import { settingsApi } from '../settings/settingsApi';

const KEYS: readonly { key: keyof ApiSettings; label: string; use: string }[] = [
  { key: 'mapsApiKey', label: 'Maps (Mapbox)', use: 'Place search, transfer durations with traffic, and map tiles.' },
  { key: 'weatherApiKey', label: 'Weather (Open-Meteo)', use: 'Only for Open-Meteo’s commercial plan; the free forecast needs no key.' },
  { key: 'flightDataApiKey', label: 'Flight data (AeroDataBox)', use: 'Flight status: delays, cancellations and diversions.' },
];

function ServiceKeyField({ name, label, use, stored, canChange }: { name: keyof ApiSettings; label: string; use: string; stored: string; canChange: boolean }) {
  const [value, setValue] = useState('');
  const [saveServiceKey, { isLoading }] = settingsApi.useSaveServiceKeyMutation();
  const save = async (key: string) => {
    const result = await saveServiceKey({ [name]: key });
    if ('error' in result) return showToast({ intent: 'danger', message: `${label}: the key was not saved: ${toProblem(result.error)?.detail ?? 'unknown error'}` });
    setValue('');
    showToast({ intent: 'success', message: key === '' ? `${label}: key removed.` : `${label}: key saved.` });
  };
  return (
    <FormGroup label={label} helperText={`${use} ${stored ? `Stored: ${stored}.` : 'Not set.'}`}>
      <div className="service-key-row">
        <InputGroup
          type="password"
          autoComplete="off"
          value={value}
          placeholder={stored ? 'Type a new key to replace the stored one' : 'Paste the key'}
          onChange={(event) => setValue(event.target.value)}
          disabled={!canChange}
          data-testid={`service-key-${name}`}
        />
        <Button text="Save key" intent="primary" disabled={!canChange || value.trim() === ''} loading={isLoading} onClick={() => save(value.trim())} data-testid={`service-key-${name}-save`} />
        {stored && <Button text="Remove" minimal intent="danger" disabled={!canChange} onClick={() => save('')} data-testid={`service-key-${name}-remove`} />}
      </div>
    </FormGroup>
  );
}

export function ServiceKeysCard({ api, canChange }: { api: ApiSettings; canChange: boolean }) {
  return (
    <Card className="settings-card" data-testid="service-keys">
      <h2 className="settings-card-title">Service keys</h2>
      <p className="muted">Keys are stored encrypted and never shown again: only their last four characters are.</p>
      {KEYS.map(({ key, label, use }) => (
        <ServiceKeyField key={key} name={key} label={label} use={use} stored={api[key]} canChange={canChange} />
      ))}
    </Card>
  );
}
