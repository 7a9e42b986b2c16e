// Index specs as both adapters create them: `orgId` first, named as MongoDB would name them.
import { IndexSpec, UnsupportedOperationError } from './read-store.port';
import { isPlainObject } from './plain-object';

export interface ScopedIndex {
  name: string;
  /** The keys with `orgId` first. */
  keys: Record<string, 1 | -1>;
  unique: boolean;
  /** The keys after `orgId`: what must be unique within one organization. */
  fields: string[];
}

export function scopeIndex(spec: IndexSpec): ScopedIndex {
  const entries = isPlainObject(spec?.keys) ? Object.entries(spec.keys) : [];
  if (entries.length === 0 || entries.some(([field, order]) => !field || field.startsWith('$') || (order !== 1 && order !== -1))) {
    throw new UnsupportedOperationError(`Index keys map field paths to 1 or -1, got ${JSON.stringify(spec?.keys)}.`);
  }
  const keys: Record<string, 1 | -1> = { orgId: 1 };
  for (const [field, order] of entries) if (field !== 'orgId') keys[field] = order;
  const name = spec.name ?? Object.entries(keys).map(([field, order]) => `${field}_${order}`).join('_');
  return { name, keys, unique: spec.unique === true, fields: Object.keys(keys).slice(1) };
}
