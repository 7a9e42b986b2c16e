// Documents whose bulky fields (a tour's days) are kept apart from the rest: how a write splits them, and how a read puts them back together.
import { BulkOperation, Document, Filter, Projection, UnsupportedOperationError } from '../read-store.port';
import { isPlainObject } from '../plain-object';

/** The disk collection holding the bulky fields of a collection's documents, by `_id`. */
export const bulkyCollectionOf = (collection: string) => `${collection}.bulky`;

/** Whether a field path is, or is inside, one of the fields. */
const isWithin = (path: string, fields: readonly string[]) => fields.some((field) => path === field || path.startsWith(`${field}.`));

/**
 * Whether a filter, a sort or a pipeline may read one of the fields: any key naming one, at any depth, or any `$field` reference.
 * Cautious: a false yes only sends a read the slow way (every document put together), never to a wrong answer.
 */
export function mentionsAny(value: unknown, fields: readonly string[]): boolean {
  if (typeof value === 'string') return value.startsWith('$') && isWithin(value.slice(1), fields);
  if (Array.isArray(value)) return value.some((item) => mentionsAny(item, fields));
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, inner]) => isWithin(key, fields) || mentionsAny(inner, fields));
}

/** Whether a find's projection keeps any of the fields (no projection keeps them all). */
export function projectionKeepsAny(projection: Projection | undefined, fields: readonly string[]): boolean {
  if (!projection) return true;
  const others = Object.entries(projection).filter(([key]) => key !== '_id');
  const including = others.some(([, mode]) => mode === 1) || (others.length === 0 && projection._id === 1);
  return including ? others.some(([key]) => isWithin(key, fields)) : fields.some((field) => projection[field] !== 0);
}

/** A document without the fields, and the fields alone with its `_id` (null when it holds none of them). */
export function splitDocument(document: Document, fields: readonly string[]): { rest: Document; bulky: Document | null } {
  const rest: Document = {};
  let bulky: Document | null = null;
  for (const key of Object.keys(document)) {
    if (fields.includes(key)) (bulky ??= document._id === undefined ? {} : { _id: document._id })[key] = document[key];
    else rest[key] = document[key];
  }
  return { rest, bulky };
}

/** A document put back together: the rest with its bulky fields (the rest itself when it has none). */
export function joinDocument(rest: Document, bulky: Document | undefined, fields: readonly string[]): Document {
  if (!bulky) return rest;
  const whole: Document = { ...rest };
  for (const field of fields) if (field in bulky) whole[field] = bulky[field];
  return whole;
}

const idOnly = (filter: Filter): string | null => {
  const keys = Object.keys(filter).filter((key) => key !== 'orgId');
  return keys.length === 1 && typeof filter._id === 'string' ? filter._id : null;
};

/**
 * A projector's operations on a collection with bulky fields, as two lists: on the rest of the documents, and on their bulky fields;
 * with the bulky fields each written document now has (null: none, or deleted), by `_id`. Only whole documents by `_id` are written
 * so (replaceOne, deleteOne): the only writes a projector makes, and the only ones that keep both halves of each document in step
 * without reading it.
 */
export function splitOperations(
  collection: string,
  operations: readonly BulkOperation[],
  fields: readonly string[],
): { rest: BulkOperation[]; bulky: BulkOperation[]; written: [id: string, bulky: Document | null][] } {
  const rest: BulkOperation[] = [];
  const bulky: BulkOperation[] = [];
  const written: [id: string, bulky: Document | null][] = [];
  for (const operation of operations) {
    const replacedId = 'replaceOne' in operation ? idOnly(operation.replaceOne.filter) : null;
    const deletedId = 'deleteOne' in operation ? idOnly(operation.deleteOne.filter) : null;
    if ('replaceOne' in operation && replacedId !== null) {
      const { filter, replacement, upsert } = operation.replaceOne;
      const parts = splitDocument(replacement, fields);
      rest.push({ replaceOne: { filter, replacement: parts.rest, upsert } });
      bulky.push(parts.bulky ? { replaceOne: { filter, replacement: parts.bulky, upsert } } : { deleteOne: { filter } });
      written.push([replacedId, parts.bulky]);
    } else if (deletedId !== null) {
      rest.push(operation);
      bulky.push(operation);
      written.push([deletedId, null]);
    } else {
      throw new UnsupportedOperationError(`${collection} keeps ${fields.join(', ')} apart: its documents are written whole, by _id (replaceOne or deleteOne).`);
    }
  }
  return { rest, bulky, written };
}

/**
 * The bulky fields most recently written or read, by collection, organization and `_id` (null: the document has none), least
 * recently used dropped first: a command's tour is read again by the next command, a page's tours by the next page.
 */
export class RecentBulkyFields {
  private readonly entries = new Map<string, Document | null>();

  constructor(private readonly capacity: number) {}

  static keyOf(collection: string, orgId: string, id: string): string {
    return `${collection}\u0000${orgId}\u0000${id}`;
  }

  get(key: string): Document | null | undefined {
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, bulky: Document | null): void {
    this.entries.delete(key);
    this.entries.set(key, bulky);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
