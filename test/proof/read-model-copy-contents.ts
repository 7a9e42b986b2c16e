// What the read-model copy proof saves: documents of a known content per round, large enough that a save takes a while.
import { READ_MODEL_COPY_FORMAT, READ_MODEL_COPY_VERSION, type ReadModelCopyHeader, type StoredPartition } from '@tourops/read-store';

const ORGANIZATIONS = ['acme', 'globex'];
/** About 20 KB of JSON a document, as a tour of the 1M-event bench with its report facts. */
const FILLER = 'x'.repeat(20_000);

/** `documents` documents over two organizations, each saying which round wrote it. */
export function partitionsOf(documents: number, round: string): StoredPartition[] {
  return ORGANIZATIONS.map((orgId, o) => ({
    collection: 'tours',
    orgId,
    documents: Array.from({ length: Math.ceil(documents / ORGANIZATIONS.length) }, (_, i) => ({ _id: `t${o}-${i}`, orgId, round, filler: FILLER })),
  }));
}

/** A copy's header at `position`. */
export const copyHeaderAt = (position: string): ReadModelCopyHeader => ({
  format: READ_MODEL_COPY_FORMAT,
  formatVersion: READ_MODEL_COPY_VERSION,
  log: { firstPosition: '1', firstEventId: 'e1' },
  checkpoints: [{ name: 'read-models', position }],
  projections: { tours: 2 },
  savedAt: new Date(0).toISOString(),
});
