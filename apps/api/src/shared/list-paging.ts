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

/** Cursor of a list sorted by several fields then `_id`: the last item's values of those fields and its id. */
export const encodeKeysetCursor = (values: readonly (string | number)[], id: string) => Buffer.from(JSON.stringify([...values, id])).toString('base64url');

/** The documents after the cursor in a list sorted by `fields` then `_id`, all in `direction`. */
export function afterKeyset(cursor: string, fields: readonly string[], direction: 1 | -1): Filter {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  const scalar = (part: unknown) => typeof part === 'string' || typeof part === 'number';
  if (!Array.isArray(parts) || parts.length !== fields.length + 1 || !parts.every(scalar) || typeof parts.at(-1) !== 'string')
    throw new ValidationError('The cursor is not one this API gave out.', { cursor: 'Use nextCursor from the previous page.' });
  const beyond = direction === 1 ? '$gt' : '$lt';
  const keys = [...fields, '_id'];
  return {
    $or: keys.map((key, index) => ({ ...Object.fromEntries(keys.slice(0, index).map((earlier, at) => [earlier, parts[at]])), [key]: { [beyond]: parts[index] } })),
  };
}
