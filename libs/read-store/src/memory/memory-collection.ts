// A collection of the memory store: its index definitions and one partition per organization.
import { DuplicateKeyError, UnsupportedOperationError } from '../read-store.port';
import { ScopedIndex } from '../scoped-index';
import { Partition, uniqueKey } from './partition';

export class MemoryCollection {
  private readonly indexes = new Map<string, ScopedIndex>();
  private readonly partitions = new Map<string, Partition>();
  private unique: ScopedIndex[] = [];

  constructor(public name: string) {}

  get uniqueIndexes(): readonly ScopedIndex[] {
    return this.unique;
  }

  partition(orgId: string): Partition | undefined {
    return this.partitions.get(orgId);
  }

  partitionEntries(): IterableIterator<[string, Partition]> {
    return this.partitions.entries();
  }

  ensurePartition(orgId: string): Partition {
    let partition = this.partitions.get(orgId);
    if (!partition) {
      partition = new Partition(orgId);
      for (const index of this.unique) partition.uniqueKeys.set(index.name, new Map());
      this.partitions.set(orgId, partition);
    }
    return partition;
  }

  /** Idempotent for an identical index; a unique index is refused while documents break it. */
  addIndex(index: ScopedIndex): void {
    const existing = this.indexes.get(index.name);
    if (existing) {
      if (JSON.stringify(existing) === JSON.stringify(index)) return;
      throw new UnsupportedOperationError(`An index named ${index.name} already exists with other keys or options.`);
    }
    if (index.unique) {
      const built = [...this.partitions.values()].map((partition) => [partition, this.buildKeys(index, partition)] as const);
      for (const [partition, keys] of built) partition.uniqueKeys.set(index.name, keys);
      this.unique = [...this.unique, index];
    }
    this.indexes.set(index.name, index);
  }

  clear(): void {
    this.partitions.clear();
  }

  private buildKeys(index: ScopedIndex, partition: Partition): Map<string, string> {
    const keys = new Map<string, string>();
    for (const [id, document] of partition.documents) {
      const key = uniqueKey(document, index.fields);
      if (keys.has(key)) throw new DuplicateKeyError(`${this.name} index ${index.name} ${key}`);
      keys.set(key, id);
    }
    return keys;
  }
}
