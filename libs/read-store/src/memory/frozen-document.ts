// Stored documents handed to readers as they are, deep-frozen on their first read: a read copies nothing and no reader can change the store.

/**
 * Freezes the value and everything it holds, once: a frozen object's children were frozen with it,
 * so a later read stops at the top. Values shared by several stored documents are frozen by the first.
 */
export function frozenDocument<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) frozenDocument(item);
  else for (const key of Object.keys(value)) frozenDocument((value as Record<string, unknown>)[key]);
  return value;
}
