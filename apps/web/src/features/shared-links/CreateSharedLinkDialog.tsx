// Creating a shared link: the tour (searched among all the organization's tours, or given by the page that opens it), the sections it shows, its expiry, live or pinned; then its address, shown this once, to copy.
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { SHARED_LINK_SECTIONS, addDays, type SharedLinkSection } from '@tourops/domain';
import type { CreatedSharedLinkView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { formatDateRange, formatInstantWithZone } from '../../shared/format';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useListToursQuery } from '../tours/toursApi';
import { CopyLinkButton } from './CopyLinkButton';
import { useCreateSharedLinkMutation } from './sharedLinksApi';
import './sharedLinks.css';

export const SECTION_LABELS: Record<SharedLinkSection, string> = {
  itinerary: 'Days and segments',
  travelers: 'Travelers’ names',
  staff: 'Staff names and phones',
  notes: 'Notes on segments',
};

const today = () => new Date().toISOString().slice(0, 10);
const DEFAULT_DAYS = 30;

export const shareUrlOf = (path: string) => `${window.location.origin}${path}`;

const SEARCH_DEBOUNCE_MS = 250;

/** A tour the dialog can share: what its choice shows. */
export interface ShareableTour {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
}

const tourLabel = (tour: ShareableTour) => `${tour.title} (${formatDateRange(tour.startDate, tour.endDate)})`;

/**
 * The tours to choose from, found by the server: without a search the tours not yet over, soonest first (what
 * operators share); with one, every tour whose title matches, past ones included. The chosen tour stays listed.
 */
function useTourChoices(search: string, chosen: ShareableTour | null) {
  const searching = search.trim() !== '';
  const tours = useListToursQuery({
    statuses: [],
    search,
    sort: searching ? 'title' : 'startDate',
    order: 'asc',
    from: searching ? '' : today(),
    to: '',
    cursor: null,
  });
  const found: ShareableTour[] = tours.data?.items ?? [];
  const choices = chosen && !found.some((tour) => tour.id === chosen.id) ? [chosen, ...found] : found;
  return { choices, isFetching: tours.isFetching, more: Boolean(tours.data?.nextCursor), none: !tours.isFetching && found.length === 0 };
}

export function CreateSharedLinkDialog({ tour, onClose, onCreated }: { tour?: ShareableTour; onClose: () => void; onCreated?: (link: CreatedSharedLinkView) => void }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<ShareableTour | null>(tour ?? null);
  const tours = useTourChoices(search, picked);
  const [sections, setSections] = useState<SharedLinkSection[]>(['itinerary']);
  const defaultExpiry = addDays(today(), DEFAULT_DAYS);
  const [expiry, setExpiry] = useState(defaultExpiry);
  const [mode, setMode] = useState<'live' | 'pinned'>('live');
  const [create, { isLoading, error }] = useCreateSharedLinkMutation();
  const [created, setCreated] = useState<CreatedSharedLinkView | null>(null);
  const chosenTour = picked?.id ?? tours.choices[0]?.id ?? '';
  const choose = (id: string) => setPicked(tours.choices.find((choice) => choice.id === id) ?? null);
  const searchFor = (text: string) => {
    setTyped(text);
    setPicked(null);
  };

  const toggle = (section: SharedLinkSection) => setSections((current) => (current.includes(section) ? current.filter((other) => other !== section) : [...current, section]));
  const submit = async () => {
    const expiresAt = expiry === defaultExpiry ? undefined : new Date(`${expiry}T23:59:59`).toISOString();
    const result = await create({ tourId: chosenTour, sections, pinned: mode === 'pinned', expiresAt });
    if ('data' in result && result.data) {
      setCreated(result.data);
      onCreated?.(result.data);
    }
  };

  return (
    <Dialog isOpen title={created ? 'Link created' : 'Share a tour'} onClose={onClose} style={{ width: 500 }}>
      {created ? (
        <DialogBody>
          <Callout intent="success" title="Copy the link now">
            For safety only a fingerprint of the link is kept: this is the one time its address is shown. It expires {formatInstantWithZone(created.expiresAt)}.
          </Callout>
          <InputGroup readOnly value={shareUrlOf(created.path)} data-testid="created-link-url" rightElement={<CopyLinkButton url={shareUrlOf(created.path)} small />} style={{ marginTop: 12 }} />
        </DialogBody>
      ) : (
        <DialogBody>
          <ProblemCallout problem={toProblem(error)} />
          <FormGroup
            label="Tour"
            labelFor="share-tour"
            helperText={
              tours.none
                ? search.trim()
                  ? `No tour matches “${search.trim()}”.`
                  : 'No tour is running or coming up: search for a past one by its title.'
                : tours.more
                  ? 'More tours match than are listed: type more of the title.'
                  : search.trim()
                    ? undefined
                    : 'Tours running or coming up, soonest first; search to find any other.'
            }
          >
            <InputGroup
              type="search"
              leftIcon={<SearchIcon />}
              placeholder="Search tours by title"
              value={typed}
              onChange={(event) => searchFor(event.target.value)}
              rightElement={tours.isFetching ? <Spinner size={16} /> : undefined}
              aria-label="Search tours by title"
              data-testid="share-tour-search"
              className="share-tour-search"
            />
            <HTMLSelect id="share-tour" fill value={chosenTour} onChange={(event) => choose(event.target.value)} data-testid="share-tour" disabled={tours.choices.length === 0}>
              {tours.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {tourLabel(choice)}
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
