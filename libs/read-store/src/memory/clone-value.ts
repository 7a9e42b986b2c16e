// Deep copies of stored values, so that the store and its callers never share an object.
/** `undefined` becomes null, as the MongoDB driver stores it (ignoreUndefined: false). */
export function cloneValue<T>(value: T): T {
  if (value === undefined) return null as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = cloneValue((value as Record<string, unknown>)[key]);
    if (key === '__proto__') Object.defineProperty(copy, key, { value: field, enumerable: true, writable: true, configurable: true });
    else copy[key] = field;
  }
  return copy as T;
}

/**
 * Takes a document the store now owns as it is: no copy, only `undefined` turned into null in place
 * (as cloneValue would). Values already stored (shared with an earlier document) hold no undefined.
 */
export function adoptValue<T>(value: T): T {
  if (value === undefined) return null as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (value[i] === undefined) value[i] = null;
    for (const item of value) if (item !== null && typeof item === 'object') adoptValue(item);
    return value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const field = record[key];
    if (field === undefined) record[key] = null;
    else if (field !== null && typeof field === 'object') adoptValue(field);
  }
  return value;
}
