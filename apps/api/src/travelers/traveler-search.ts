// Turns the list and export filters into a read-model filter and sort, and pages with opaque cursors like the tour list.
import { normalizeName } from '@tourops/domain';
import type { Filter, Sort } from '@tourops/read-store';
import type { travelerExportQuery } from '@tourops/contracts';
import type { z } from 'zod';
import { afterCursor, encodeCursor, escapeRegex } from '../shared/list-paging';

export type TravelerFilters = z.output<typeof travelerExportQuery>;

/** The stored field each sort orders by: names by "last first", case and accents ignored. */
const SORT_FIELDS = { name: 'nameKey', updatedAt: 'updatedAt' } as const;

export function sortOf(filters: TravelerFilters): { field: string; direction: 1 | -1 } {
  const order = filters.order ?? (filters.sort === 'name' ? 'asc' : 'desc');
  return { field: SORT_FIELDS[filters.sort], direction: order === 'asc' ? 1 : -1 };
}

/** `onTours`: the travelers a tour period selects (filters.tourPeriod), resolved from the tour rosters beforehand. */
export function filterConditions(filters: TravelerFilters, onTours?: readonly string[]): Filter[] {
  const conditions: Filter[] = [{ deleted: filters.deleted === 'true' }];
  const search = filters.q ? normalizeName(filters.q) : '';
  if (search) conditions.push({ searchText: { $regex: escapeRegex(search) } });
  if (filters.tag) conditions.push({ tags: filters.tag });
  if (filters.nationality) conditions.push({ nationality: filters.nationality });
  if (filters.tourId) conditions.push({ tourIds: filters.tourId });
  if (onTours) conditions.push({ _id: { $in: [...onTours] } });
  return conditions;
}

export function sortSpec(filters: TravelerFilters): Sort {
  const { field, direction } = sortOf(filters);
  return { [field]: direction, _id: direction };
}

export function cursorCondition(filters: TravelerFilters, cursor: string): Filter {
  const { field, direction } = sortOf(filters);
  return afterCursor(cursor, field, direction);
}
