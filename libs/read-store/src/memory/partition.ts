// One organization's documents in one memory collection: a Map by `_id` plus the keys its unique indexes hold.
import { Document } from '../read-store.port';

/** Where documents are read from: a partition, or a partition seen through staged changes. */
export interface DocumentSource {
  get(id: string): Document | undefined;
  values(): Iterable<Document>;
}

/** Documents already read (a page, or documents assembled from two stores) as a source, in their order. */
export const arraySource = (documents: Document[]): DocumentSource => ({ get: (id) => documents.find((document) => document._id === id), values: () => documents });

/** A partition's documents with the changes of one batch staged on them: what applying a bulk operation reads and writes. */
export interface StagedDocuments extends DocumentSource {
  /** Adds a new document; fails with DuplicateKeyError when its `_id` exists (an upsert whose filter missed it). */
  insert(id: string, document: Document): void;
  /** Edits an existing document in place, on a private copy. */
  edit(id: string, change: (document: Document) => void): void;
  replace(id: string, document: Document): void;
  remove(id: string): void;
}

export class Partition implements DocumentSource {
  /** `orgId`: the organization whose documents it holds (null: the empty partition of none). */
  constructor(readonly orgId: string | null = null) {}

  readonly documents = new Map<string, Document>();
  /** Per unique index name: index key -> `_id` of the document holding it. */
  readonly uniqueKeys = new Map<string, Map<string, string>>();
  /** Every document in the order of a sort (keyed by the sort's JSON), kept until the next change: a sort index built on demand. */
  readonly sortedOrders = new Map<string, Document[]>();
  /** Per text field, the documents in its order (field-order.ts), or null when the field holds more than text; kept until the next change. */
  readonly fieldOrders = new Map<string, { values: string[]; documents: Document[] } | null>();

  get(id: string): Document | undefined {
    return this.documents.get(id);
  }

  /** Forgets the orders built on demand: the documents changed. */
  changed(): void {
    this.sortedOrders.clear();
    this.fieldOrders.clear();
  }

  values(): Iterable<Document> {
    return this.documents.values();
  }
}

/**
 * The key a document holds in a unique index: its values at the index's fields, a missing field
 * counting as null (as in MongoDB). Array values are compared whole, not element by element.
 */
export function uniqueKey(document: Document, fields: readonly string[]): string {
  return JSON.stringify(fields.map((field) => valueAt(document, field) ?? null));
}

/** The value at a dotted path, without descending into arrays. */
export function valueAt(document: Document, path: string): unknown {
  let value: unknown = document;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
