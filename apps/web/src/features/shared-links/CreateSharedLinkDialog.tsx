// Creating a shared link: the tour, the sections it shows, its expiry, live or pinned; then its address, shown this once, to copy.
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { SHARED_LINK_SECTIONS, addDays, type SharedLinkSection } from '@tourops/domain';
import type { CreatedSharedLinkView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { useListToursQuery } from '../tours/toursApi';
import { CopyLinkButton } from './CopyLinkButton';
import { useCreateSharedLinkMutation } from './sharedLinksApi';

export const SECTION_LABELS: Record<SharedLinkSection, string> = {
  itinerary: 'Days and segments',
  travelers: 'Travelers’ names',
  staff: 'Staff names and phones',
  notes: 'Notes on segments',
};

const today = () => new Date().toISOString().slice(0, 10);
const DEFAULT_DAYS = 30;

export const shareUrlOf = (path: string) => `${window.location.origin}${path}`;

export function CreateSharedLinkDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (link: CreatedSharedLinkView) => void }) {
  const tours = useListToursQuery({ statuses: [], search: '', sort: 'title', order: 'asc', from: '', to: '', cursor: null });
  const [tourId, setTourId] = useState('');
  const [sections, setSections] = useState<SharedLinkSection[]>(['itinerary']);
  const defaultExpiry = addDays(today(), DEFAULT_DAYS);
  const [expiry, setExpiry] = useState(defaultExpiry);
  const [mode, setMode] = useState<'live' | 'pinned'>('live');
  const [create, { isLoading, error }] = useCreateSharedLinkMutation();
  const [created, setCreated] = useState<CreatedSharedLinkView | null>(null);
  const choices = tours.data?.items ?? [];
  const chosenTour = tourId || choices[0]?.id || '';

  const toggle = (section: SharedLinkSection) => setSections((current) => (current.includes(section) ? current.filter((other) => other !== section) : [...current, section]));
  const submit = async () => {
    const expiresAt = expiry === defaultExpiry ? undefined : new Date(`${expiry}T23:59:59`).toISOString();
    const result = await create({ tourId: chosenTour, sections, pinned: mode === 'pinned', expiresAt });
    if ('data' in result && result.data) {
      setCreated(result.data);
      onCreated(result.data);
    }
  };

  return (
    <Dialog isOpen title={created ? 'Link created' : 'Share a tour'} onClose={onClose} style={{ width: 500 }}>
      {created ? (
        <DialogBody>
          <Callout intent="success" title="Copy the link now">
            For safety only a fingerprint of the link is kept: this is the one time its address is shown. It expires {new Date(created.expiresAt).toLocaleString()}.
          </Callout>
          <InputGroup readOnly value={shareUrlOf(created.path)} data-testid="created-link-url" rightElement={<CopyLinkButton url={shareUrlOf(created.path)} small />} style={{ marginTop: 12 }} />
        </DialogBody>
      ) : (
        <DialogBody>
          <ProblemCallout problem={toProblem(error)} />
          <FormGroup label="Tour" labelFor="share-tour">
            <HTMLSelect id="share-tour" fill value={chosenTour} onChange={(event) => setTourId(event.target.value)} data-testid="share-tour" disabled={tours.isLoading}>
              {choices.map((tour) => (
                <option key={tour.id} value={tour.id}>
                  {tour.title} ({tour.startDate})
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="What the link shows" helperText="Passport numbers, dates of birth, medical and internal notes are never shown.">
            {SHARED_LINK_SECTIONS.map((section) => (
              <Checkbox key={section} label={SECTION_LABELS[section]} checked={sections.includes(section)} onChange={() => toggle(section)} data-testid={`share-section-${section}`} />
            ))}
          </FormGroup>
          <FormGroup label="Expires at the end of" labelFor="share-expiry" helperText={`${DEFAULT_DAYS} days from today unless you choose another day.`}>
            <InputGroup id="share-expiry" type="date" value={expiry} min={addDays(today(), 1)} max={addDays(today(), 365)} onChange={(event) => setExpiry(event.target.value)} data-testid="share-expiry" />
          </FormGroup>
          <RadioGroup label="Version shown" selectedValue={mode} onChange={(event) => setMode(event.currentTarget.value as 'live' | 'pinned')}>
            <Radio value="live" label="Live: the tour as it is whenever the link is opened" data-testid="share-live" />
            <Radio value="pinned" label="Pinned: the tour exactly as it is now" data-testid="share-pinned" />
          </RadioGroup>
        </DialogBody>
      )}
      <DialogFooter
        actions={
          created ? (
            <Button intent="primary" text="Done" onClick={onClose} data-testid="share-done" />
          ) : (
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button intent="primary" text="Create link" loading={isLoading} disabled={!chosenTour || sections.length === 0} onClick={() => void submit()} data-testid="share-create" />
            </>
          )
        }
      />
    </Dialog>
  );
}
