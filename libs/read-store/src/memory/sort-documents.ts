// Sorting found documents by top-level scalar fields with MongoDB's type order; null when mingo must sort instead.
import { Document, Sort } from '../read-store.port';

/** MongoDB's order of types in a sort: missing/null, numbers, strings, then booleans (objects and arrays are left to mingo). */
function rank(value: unknown): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 3;
  return null;
}

/** The documents sorted, or null when a sort key is dotted or holds an object or an array. */
export function sortDocuments(documents: Document[], sort: Sort): Document[] | null {
  const keys = Object.entries(sort);
  if (keys.some(([field]) => field.includes('.'))) return null;
  for (const document of documents) for (const [field] of keys) if (rank(document[field]) === null) return null;
  return [...documents].sort((a, b) => {
    for (const [field, direction] of keys) {
      const x = a[field];
      const y = b[field];
      const byType = rank(x)! - rank(y)!;
      if (byType !== 0) return byType * direction;
      if (x === y || (x == null && y == null)) continue;
      return ((x as number) < (y as number) ? -1 : 1) * direction;
    }
    return 0;
  });
}
