// The fields of a change that really differ from the current value: what an update event records.

/** The fields of `changes` whose value differs from `current` (compared as JSON); undefined fields are ignored. */
export function changedOnly<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(changes) as (keyof T)[])
    if (changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(current[key])) result[key] = changes[key];
  return result;
}
