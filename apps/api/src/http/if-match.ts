// Reads the client's revision from If-Match (a bare or quoted number, optionally weak).
import { ValidationError } from './errors';

export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '' || value.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(value);
  if (!match) throw new ValidationError('If-Match must carry the revision you loaded, such as "3".', { 'If-Match': 'Must be a revision.' });
  return Number(match[1]);
}
