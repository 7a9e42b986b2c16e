// The fields of an edited record that differ from the record as the form opened it: what a change sends.
export function changedFields<T extends object>(opened: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) if (JSON.stringify(edited[key]) !== JSON.stringify(opened[key])) changes[key] = edited[key];
  return changes;
}
