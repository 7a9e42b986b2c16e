// Pending changes to one partition during a commit: read through, checked against unique indexes, applied only at the end.
import { Document, DuplicateKeyError } from '../read-store.port';
import { cloneValue } from './clone-value';
import { MemoryCollection } from './memory-collection';
import { Partition, StagedDocuments, uniqueKey } from './partition';

/** `null` marks a removed document, or a released index key. */
type Change<T> = T | null;

export class StagedPartition implements StagedDocuments {
  /** `_id` -> the new document (a private copy, safe to edit in place) or null. */
  private readonly changes = new Map<string, Change<Document>>();
  /** Unique index name -> index key -> `_id` now holding it, or null. */
  private readonly keyChanges = new Map<string, Map<string, Change<string>>>();
  private readonly base: Partition | undefined;

  constructor(private readonly collection: MemoryCollection, private readonly orgId: string) {
    this.base = collection.partition(orgId);
  }

  get(id: string): Document | undefined {
    const change = this.changes.get(id);
    return change === undefined ? this.base?.get(id) : (change ?? undefined);
  }

  *values(): Iterable<Document> {
    if (this.base) {
      for (const [id, document] of this.base.documents) {
        const change = this.changes.get(id);
        if (change === undefined) yield document;
        else if (change !== null) yield change;
      }
    }
    for (const [id, change] of this.changes) {
      if (change !== null && !this.base?.documents.has(id)) yield change;
    }
  }

  /** Adds a new document; an upsert whose filter missed an existing `_id` lands here and fails, as in MongoDB. */
  insert(id: string, document: Document): void {
    if (this.get(id) !== undefined) throw new DuplicateKeyError(`${this.collection.name} _id ${JSON.stringify(id)}`);
    this.moveKeys(id, undefined, document);
    this.changes.set(id, document);
  }

  /** Edits an existing document in place on a private copy. */
  edit(id: string, change: (document: Document) => void): void {
    const current = this.get(id) as Document;
    const before = this.keysOf(current);
    const document = this.changes.has(id) ? current : cloneValue(current);
    change(document);
    this.moveKeys(id, before, document);
    this.changes.set(id, document);
  }

  replace(id: string, document: Document): void {
    this.moveKeys(id, this.keysOf(this.get(id) as Document), document);
    this.changes.set(id, document);
  }

  remove(id: string): void {
    this.moveKeys(id, this.keysOf(this.get(id) as Document), undefined);
    this.changes.set(id, null);
  }

  /** Makes the staged changes the partition's; cannot fail. */
  apply(): void {
    if (this.changes.size === 0) return;
    const partition = this.base ?? this.collection.ensurePartition(this.orgId);
    partition.changed();
    for (const [id, change] of this.changes) {
      if (change === null) partition.documents.delete(id);
      else partition.documents.set(id, change);
    }
    for (const [name, keys] of this.keyChanges) {
      const held = partition.uniqueKeys.get(name) as Map<string, string>;
      for (const [key, id] of keys) {
        if (id === null) held.delete(key);
        else held.set(key, id);
      }
    }
  }

  private keysOf(document: Document): string[] {
    return this.collection.uniqueIndexes.map((index) => uniqueKey(document, index.fields));
  }

  private moveKeys(id: string, before: string[] | undefined, document: Document | undefined): void {
    const indexes = this.collection.uniqueIndexes;
    if (indexes.length === 0) return;
    const after = document ? this.keysOf(document) : undefined;
    indexes.forEach((index, i) => {
      const [released, claimed] = [before?.[i], after?.[i]];
      if (released === claimed) return;
      const staged = this.stagedKeys(index.name);
      if (released !== undefined) staged.set(released, null);
      if (claimed === undefined) return;
      const holder = staged.has(claimed) ? staged.get(claimed) : this.base?.uniqueKeys.get(index.name)?.get(claimed);
      if (holder != null && holder !== id) {
        throw new DuplicateKeyError(`${this.collection.name} index ${index.name} ${claimed}`);
      }
      staged.set(claimed, id);
    });
  }

  private stagedKeys(name: string): Map<string, Change<string>> {
    let keys = this.keyChanges.get(name);
    if (!keys) this.keyChanges.set(name, (keys = new Map()));
    return keys;
  }
}
