// The fields an event changed, in words: two states of an entity compared leaf by leaf, lists of things with ids matched by id.
import type { FieldChange } from '@tourops/contracts';
import { dayLabel, fieldInWords } from '@tourops/domain';
import { dateTimeInWords, valueInWords } from './change-words';

type RawChange = { field: string; before: unknown; after: unknown };

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
type Thing = Plain & { id?: string; assignmentId?: string };
/** Things of a list are told apart by their id (an assignment by its assignmentId). */
const idOf = (thing: Thing): string => String(thing.id ?? thing.assignmentId);
const hasId = (value: unknown): value is Thing => isPlain(value) && (typeof value.id === 'string' || typeof value.assignmentId === 'string');
const isListOfThings = (value: unknown): value is Thing[] => Array.isArray(value) && value.length > 0 && value.every(hasId);
const IDS = new Set(['id', 'assignmentId', 'notificationId', 'orgId']);

/** How a thing of a list is named in a field path: a day by its date and title, a segment by its title, an assignment by its role and start. */
function labelOf(thing: Thing): string {
  const named = [typeof thing.date === 'string' ? dayLabel(thing.date) : undefined, thing.title ?? thing.name].filter((part): part is string => typeof part === 'string' && part !== '');
  if (named.length > 0) return named.join(' ');
  const assignment = [typeof thing.role === 'string' ? fieldInWords(thing.role) : undefined, typeof thing.from === 'string' ? `from ${dateTimeInWords(thing.from)}` : undefined].filter((part) => typeof part === 'string');
  return assignment.length > 0 ? assignment.join(' ') : 'an item';
}

const join = (path: string, key: string) => (path === '' ? key : `${path} › ${key}`);
const same = (before: unknown, after: unknown) => JSON.stringify(before ?? null) === JSON.stringify(after ?? null);

/** Unchanged parts are the same objects (evolve copies only what an event changes): skipped without a look inside. */
function compare(path: string, before: unknown, after: unknown, into: RawChange[]): void {
  if (Object.is(before, after)) return;
  if (isPlain(before) && isPlain(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) if (!IDS.has(key)) compare(join(path, fieldInWords(key)), before[key], after[key], into);
    return;
  }
  if ((isListOfThings(before) || isListOfThings(after)) && Array.isArray(before) && Array.isArray(after)) {
    compareThings(path, before as Thing[], after as Thing[], into);
    return;
  }
  if (same(before, after)) return;
  into.push({ field: path, before: before ?? null, after: after ?? null });
}

/** The same things in the same order (most events change one thing of a list, or none): compared pair by pair. */
const sameThingsInOrder = (before: Thing[], after: Thing[]) => before.length === after.length && before.every((thing, index) => thing === after[index] || idOf(thing) === idOf(after[index]));

/** Things added, removed and changed, by id; a change of order alone is one change of the list's order. Unchanged things (the same objects) are passed over without naming them. */
function compareThings(path: string, before: Thing[], after: Thing[], into: RawChange[]): void {
  if (sameThingsInOrder(before, after)) {
    after.forEach((thing, index) => {
      if (thing !== before[index]) compare(join(path, labelOf(before[index])), before[index], thing, into);
    });
    return;
  }
  const earlier = new Map(before.map((thing) => [idOf(thing), thing]));
  const later = new Map(after.map((thing) => [idOf(thing), thing]));
  for (const thing of before) if (!later.has(idOf(thing))) into.push({ field: join(path, labelOf(thing)), before: thing, after: null });
  for (const thing of after) {
    const previous = earlier.get(idOf(thing));
    if (!previous) into.push({ field: join(path, labelOf(thing)), before: null, after: thing });
    else if (previous !== thing) compare(join(path, labelOf(previous)), previous, thing, into);
  }
  const kept = (list: Thing[], other: Map<string, unknown>) => list.filter((thing) => other.has(idOf(thing))).map(idOf);
  const [orderBefore, orderAfter] = [kept(before, later), kept(after, earlier)];
  if (!same(orderBefore, orderAfter)) {
    const titles = (ids: string[], things: Map<string, Thing>) => ids.map((id) => labelOf(things.get(id)!));
    into.push({ field: join(path, 'order'), before: titles(orderBefore, earlier), after: titles(orderAfter, later) });
  }
}

const EMPTY = new Set(['null', '""', 'false', '[]', '{}']);
const hasValue = (change: RawChange) => !EMPTY.has(JSON.stringify(change.after ?? null));

interface ChangeWords {
  /** Top-level fields the sentence already tells, or that only the system reads: left out. */
  hidden?: readonly string[];
  /** Tours by id, so that a list of tours reads as their titles. */
  titles?: ReadonlyMap<string, string>;
}

/**
 * The changed fields only, each named in words with its value before and after in words; when the entity is new,
 * the fields it was given a value.
 */
export function fieldChanges(before: unknown, after: unknown, { hidden = [], titles = new Map() }: ChangeWords = {}): FieldChange[] {
  const withoutHidden = (state: unknown) =>
    isPlain(state) && hidden.length > 0 ? Object.fromEntries(Object.entries(state).filter(([key]) => !hidden.includes(key))) : state;
  const changes: RawChange[] = [];
  compare('', withoutHidden(before ?? {}), withoutHidden(after ?? {}), changes);
  const kept = before === null || before === undefined ? changes.filter(hasValue) : changes;
  return kept.map((change) => ({ field: change.field, before: valueInWords(change.before, titles), after: valueInWords(change.after, titles) }));
}
