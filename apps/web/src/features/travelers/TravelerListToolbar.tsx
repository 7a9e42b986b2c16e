// The traveler list's search box and filters: tag, nationality, current or removed, and the sort.
import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { COUNTRY_OPTIONS } from './countries';
import type { TravelerFilters } from './travelersApi';

export function TravelerListToolbar({ filters, onChange }: { filters: TravelerFilters; onChange: (filters: TravelerFilters) => void }) {
  const set = <K extends keyof TravelerFilters>(key: K, value: TravelerFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <div className="traveler-toolbar" role="search">
      <InputGroup
        leftIcon={<SearchIcon />}
        type="search"
        placeholder="Search names, emails, phones, tags"
        value={filters.search}
        onValueChange={(value) => set('search', value)}
        aria-label="Search travelers"
        data-testid="traveler-search"
      />
      <InputGroup placeholder="Tag" value={filters.tag} onValueChange={(value) => set('tag', value)} aria-label="Tag" data-testid="traveler-tag-filter" />
      <HTMLSelect
        value={filters.nationality}
        onChange={(event) => set('nationality', event.target.value)}
        options={[{ value: '', label: 'Any nationality' }, ...COUNTRY_OPTIONS]}
        aria-label="Nationality"
        data-testid="traveler-nationality-filter"
      />
      <HTMLSelect
        value={filters.sort}
        onChange={(event) => set('sort', event.target.value as TravelerFilters['sort'])}
        options={[
          { value: 'name', label: 'By name' },
          { value: 'updatedAt', label: 'Last changed first' },
        ]}
        aria-label="Sort"
        data-testid="traveler-sort"
      />
      <ButtonGroup>
        <Button text="Current" active={!filters.deleted} aria-pressed={!filters.deleted} onClick={() => set('deleted', false)} data-testid="traveler-show-current" />
        <Button text="Removed" active={filters.deleted} aria-pressed={filters.deleted} onClick={() => set('deleted', true)} data-testid="traveler-show-removed" />
      </ButtonGroup>
    </div>
  );
}
