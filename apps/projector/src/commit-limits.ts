// What one commit of the projector may hold, by read store: the figures belong to the store, the rule to the projector (ADR 0048).
import type { ReadStore } from '@tourops/read-store';
import type { ProjectorOptions } from './projector';
import { hasHistoryOnDisk, isMemoryReadStore } from './stored-read-models';

/**
 * What one commit may hold, by store. When it is one transaction (MongoDB), it stays far inside the transaction's 60 s and
 * its share of the WiredTiger cache: at most 1,000 documents written (MongoDB's own advice) and 100,000 events folded
 * (ADR 0048). With the history on disk (the standalone), 100,000 events too: the documents made one per event wait in
 * memory for the commit, which a larger batch makes slower and heavier (ADR 0053). The memory store alone takes the
 * projector's defaults: larger batches rebuild faster (ADR 0025).
 */
export function commitLimitsOf(readStore: ReadStore): Pick<ProjectorOptions, 'catchUpBatchSize' | 'maxDocumentsPerCommit'> {
  if (!isMemoryReadStore(readStore)) return { catchUpBatchSize: 100_000, maxDocumentsPerCommit: 1_000 };
  return hasHistoryOnDisk(readStore) ? { catchUpBatchSize: 100_000 } : {};
}
