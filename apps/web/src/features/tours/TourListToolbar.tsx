// Above the tour list: search, sort and order, a date range, and the status filter.
import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { SearchIcon, SortAscIcon, SortDescIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { TourStatusFilter } from './TourStatusFilter';
import type { TourSort } from './toursApi';
import { NATURAL_ORDER, type TourListView } from './useTourListView';
import type { TourStatusFilter as StatusFilter } from './useTourStatusFilter';

const SEARCH_DEBOUNCE_MS = 300;

const PERIOD_LABELS = { 'running-today': 'Running today', 'departing-next-7-days': 'Departing in the next 7 days' } as const;

const SORT_OPTIONS: { value: TourSort; label: string }[] = [
  { value: 'updatedAt', label: 'Last change' },
  { value: 'startDate', label: 'Start date' },
  { value: 'title', label: 'Title' },
];

export interface TourListToolbarProps {
  view: TourListView;
  onChange: (patch: Partial<TourListView>) => void;
  filter: StatusFilter;
}

export function TourListToolbar({ view, onChange, filter }: TourListToolbarProps) {
  const [text, setText] = useState(view.search);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search !== view.search) onChange({ search });
  }, [search]);

  const rangeError = view.from && view.to && view.to < view.from ? 'The range ends before it starts.' : undefined;
  return (
    <div className="list-toolbar">
      <InputGroup
        className="tour-search"
        type="search"
        leftIcon={<SearchIcon />}
        placeholder="Search tours by title"
        aria-label="Search tours"
        value={text}
        onValueChange={setText}
        data-testid="tour-search"
      />
      <FormGroup className="toolbar-field" label="Sort" inline>
        <ControlGroup>
          <HTMLSelect
            value={view.sort}
            options={SORT_OPTIONS}
            aria-label="Sort tours by"
            onChange={(event) => {
              const sort = event.target.value as TourSort;
              onChange({ sort, order: NATURAL_ORDER[sort] });
            }}
            data-testid="tour-sort"
          />
          <Button
            icon={view.order === 'asc' ? <SortAscIcon /> : <SortDescIcon />}
            aria-label={view.order === 'asc' ? 'Ascending; switch to descending' : 'Descending; switch to ascending'}
            title={view.order === 'asc' ? 'Ascending' : 'Descending'}
            onClick={() => onChange({ order: view.order === 'asc' ? 'desc' : 'asc' })}
            data-testid="tour-order"
            data-order={view.order}
          />
        </ControlGroup>
      </FormGroup>
      <FormGroup className="toolbar-field" label="Dates" inline helperText={rangeError} intent={rangeError ? 'danger' : 'none'}>
        <ControlGroup>
          <InputGroup type="date" value={view.from} onValueChange={(from) => onChange({ from })} aria-label="Tours running on or after" data-testid="tour-from" />
          <InputGroup type="date" value={view.to} onValueChange={(to) => onChange({ to })} aria-label="Tours running on or before" data-testid="tour-to" />
          {(view.from || view.to) && <Button variant="minimal" text="Any dates" onClick={() => onChange({ from: '', to: '' })} data-testid="tour-dates-clear" />}
        </ControlGroup>
      </FormGroup>
      <TourStatusFilter filter={filter} />
      {view.period && (
        <Tag large intent="primary" minimal onRemove={() => onChange({ period: '' })} data-testid="tour-period" title="Each tour by its own time zone’s today">
          {PERIOD_LABELS[view.period]}
        </Tag>
      )}
    </div>
  );
}
