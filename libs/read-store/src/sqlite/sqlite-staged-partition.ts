// Pending changes to one organization's rows of a SQLite collection during a commit: read through, written by the store at the end.
import { Document, DuplicateKeyError } from '../read-store.port';
import { StagedDocuments } from '../memory/partition';

/** The stored rows of one collection, parsed: fresh objects on every read. */
export interface SqliteRows {
  collection: string;
  get(orgId: string, id: string): Document | undefined;
  all(orgId: string): Document[];
}

export class SqliteStagedPartition implements StagedDocuments {
  /** `_id` -> the new document (a private object, safe to edit in place) or null for a removed one. */
  private readonly staged = new Map<string, Document | null>();

  constructor(private readonly rows: SqliteRows, readonly orgId: string) {}

  get(id: string): Document | undefined {
    const change = this.staged.get(id);
    return change === undefined ? this.rows.get(this.orgId, id) : (change ?? undefined);
  }

  *values(): Iterable<Document> {
    const stored = this.rows.all(this.orgId);
    const seen = new Set<string>();
    for (const document of stored) {
      const id = document._id as string;
      seen.add(id);
      const change = this.staged.get(id);
      if (change === undefined) yield document;
      else if (change !== null) yield change;
    }
    for (const [id, change] of this.staged) if (change !== null && !seen.has(id)) yield change;
  }

  insert(id: string, document: Document): void {
    if (this.get(id) !== undefined) throw new DuplicateKeyError(`${this.rows.collection} _id ${JSON.stringify(id)}`);
    this.staged.set(id, document);
  }

  /** A stored row reads as a fresh object, so the document edited is always this batch's own. */
  edit(id: string, change: (document: Document) => void): void {
    const document = this.get(id) as Document;
    change(document);
    this.staged.set(id, document);
  }

  replace(id: string, document: Document): void {
    this.staged.set(id, document);
  }

  remove(id: string): void {
    this.staged.set(id, null);
  }

  /** What the batch changed, in the order first touched: a document to store, or null to remove. */
  changes(): IterableIterator<[string, Document | null]> {
    return this.staged.entries();
  }
}
