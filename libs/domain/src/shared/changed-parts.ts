// What counts as a real change for a writer with If-Match: the parts of an entity events change, as paths, and when two changes meet.

/** The whole entity: every part lies inside it. */
export const WHOLE_ENTITY = '';

/** A path of parts: `part('segment', id, 'title')` is 'segment/<id>/title', inside 'segment/<id>'. */
export const part = (...names: string[]) => names.join('/');

const within = (inner: string, outer: string) => outer === WHOLE_ENTITY || inner === outer || inner.startsWith(`${outer}/`);

/** Two changes meet when a part of one lies within a part of the other (the same part, or one holds the other). */
export function partsMeet(one: readonly string[], other: readonly string[]): boolean {
  return one.some((a) => other.some((b) => within(a, b) || within(b, a)));
}

/**
 * A command decided on the entity as it is now is a real change to what its sender loaded at an older revision when one
 * of the events recorded since then changed a part its own events change. Without a say of the decider, every event
 * changes the whole entity.
 */
export function meetsChangesSince<E>(changedParts: ((event: E) => readonly string[]) | undefined, since: readonly E[], decided: readonly E[]): boolean {
  if (since.length === 0 || decided.length === 0) return false;
  const partsOf = changedParts ?? (() => [WHOLE_ENTITY]);
  return partsMeet(since.flatMap(partsOf), decided.flatMap(partsOf));
}
