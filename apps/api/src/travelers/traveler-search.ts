// Turns the list and export filters into a read-model filter and sort, and pages with opaque cursors like the tour list.
import { normalizeName } from '@tourops/domain';
import type { Filter, Sort } from '@tourops/read-store';
import type { travelerExportQuery } from '@tourops/contracts';
import type { z } from 'zod';
import { ValidationError } from '../http/errors';

export type TravelerFilters = z.output<typeof travelerExportQuery>;

/** The stored field each sort orders by: names by "last first", case and accents ignored. */
const SORT_FIELDS = { name: 'nameKey', updatedAt: 'updatedAt' } as const;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function sortOf(filters: TravelerFilters): { field: string; direction: 1 | -1 } {
  const order = filters.order ?? (filters.sort === 'name' ? 'asc' : 'desc');
  return { field: SORT_FIELDS[filters.sort], direction: order === 'asc' ? 1 : -1 };
}

export function filterConditions(filters: TravelerFilters): Filter[] {
  const conditions: Filter[] = [{ deleted: filters.deleted === 'true' }];
  const search = filters.q ? normalizeName(filters.q) : '';
  if (search) conditions.push({ searchText: { $regex: escapeRegex(search) } });
  if (filters.tag) conditions.push({ tags: filters.tag });
  if (filters.nationality) conditions.push({ nationality: filters.nationality });
  if (filters.tourId) conditions.push({ tourIds: filters.tourId });
  return conditions;
}

export function sortSpec(filters: TravelerFilters): Sort {
  const { field, direction } = sortOf(filters);
  return { [field]: direction, _id: direction };
}

/** Cursor = the sort value and id of the last item, opaque to clients. */
export const encodeCursor = (value: unknown, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

export function cursorCondition(filters: TravelerFilters, cursor: string): Filter {
  const { field, direction } = sortOf(filters);
  const [value, id] = decodeCursor(cursor);
  const beyond = direction === 1 ? '$gt' : '$lt';
  return { $or: [{ [field]: { [beyond]: value } }, { [field]: value, _id: { [beyond]: id } }] };
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) return value as [string, string];
  } catch {
    // answered below
  }
  throw new ValidationError('The cursor is not one this API gave out.', { cursor: 'Use nextCursor from the previous page.' });
}
