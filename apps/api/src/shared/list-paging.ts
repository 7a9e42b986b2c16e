// Paging and search shared by the read-model lists: opaque cursors (sort value + id) and literal search patterns.
import type { Filter } from '@tourops/read-store';
import { ValidationError } from '../http/errors';

/** A search text as a regular expression that matches it literally. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cursor = the sort value and id of the last item, opaque to clients. */
export const encodeCursor = (value: unknown, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

export function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) return value as [string, string];
  } catch {
    // answered below
  }
  throw new ValidationError('The cursor is not one this API gave out.', { cursor: 'Use nextCursor from the previous page.' });
}

/** The documents after the cursor in a list sorted by `field` then `_id`, both in `direction`. */
export function afterCursor(cursor: string, field: string, direction: 1 | -1): Filter {
  const [value, id] = decodeCursor(cursor);
  const beyond = direction === 1 ? '$gt' : '$lt';
  return { $or: [{ [field]: { [beyond]: value } }, { [field]: value, _id: { [beyond]: id } }] };
}
