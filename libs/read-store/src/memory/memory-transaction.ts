// One all-or-nothing batch against the memory store: changes are staged per partition, then swapped in together.
import { BulkOperation } from '../read-store.port';
import { applyOperation } from './apply-operation';
import { MemoryCollection } from './memory-collection';
import { StagedPartition } from './staged-partition';

export class MemoryTransaction {
  private readonly staged = new Map<MemoryCollection, Map<string, StagedPartition>>();

  /** Stages the operation; returns how many documents it matched. Throwing leaves the store untouched. */
  apply(collection: MemoryCollection, orgId: string, operation: BulkOperation, owned = false): number {
    return applyOperation(this.partition(collection, orgId), operation, owned);
  }

  commit(): void {
    for (const partitions of this.staged.values()) {
      for (const partition of partitions.values()) partition.apply();
    }
  }

  private partition(collection: MemoryCollection, orgId: string): StagedPartition {
    let partitions = this.staged.get(collection);
    if (!partitions) this.staged.set(collection, (partitions = new Map()));
    let partition = partitions.get(orgId);
    if (!partition) partitions.set(orgId, (partition = new StagedPartition(collection, orgId)));
    return partition;
  }
}
