// Specifications of report facts in blocks: given recorded events, the blocks a fact-blocks projection keeps, whatever the batches.
import type { RecordedEvent } from '@tourops/event-store';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { FACT_BLOCKS, blockOf, factBlocksProjection, rowsOfBlock, type FactBlockDocument } from './fact-blocks';

/** A row per visitor: how many visits, and the last room. */
type Visits = { _id: string; visits: number; room: string };
const visits = factBlocksProjection<Visits>({
  name: 'visits',
  version: 1,
  collection: 'visits',
  eventTypes: ['Visited', 'Ignored'],
  rowId: (event) => (event.data as { visitor?: string }).visitor ?? null,
  columns: ['visits', 'room'],
  evolveRow: (row, event) => (event.type === 'Ignored' ? null : { _id: row?._id ?? '', visits: (row?.visits ?? 0) + 1, room: (event.data as { room: string }).room }),
});

let position = 0;
const event = (type: string, data: object): RecordedEvent => {
  position++;
  return { id: `e${position}`, streamName: 's', type, revision: 0, position: BigInt(position), data, metadata: { orgId: 'acme', actorId: 'u', correlationId: 'c', causationId: 'c', occurredAt: '2026-06-10T06:00:00.000Z', schemaVersion: 1 } };
};
const visited = (visitor: string, room: string) => event('Visited', { visitor, room });

/** A stored block as the memory store hands it out: frozen, so a batch that changed it in place would throw. */
const frozen = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) for (const nested of Object.values(Object.freeze(value))) frozen(nested);
  return value;
};

/** Folds the events in batches of `size` as the projector does: each batch loads what the earlier ones stored, frozen. */
function fold(events: RecordedEvent[], size: number): Map<string, FactBlockDocument & { _position: string }> {
  const stored = new Map<string, ReadModelDocument>();
  for (let i = 0; i < events.length; i += size) {
    const batch = events.slice(i, i + size);
    const loaded = new Map<string, ReadModelDocument | null>();
    for (const e of batch) {
      const key = keyOf({ orgId: 'acme', collection: 'visits', id: blockOf((e.data as { visitor: string }).visitor) });
      loaded.set(key, stored.get(key) ?? null);
    }
    for (const { operations } of foldBatch([visits], batch, loaded).writes)
      for (const operation of operations) {
        const { replacement } = (operation as unknown as { replaceOne: { replacement: ReadModelDocument } }).replaceOne;
        stored.set(keyOf({ orgId: 'acme', collection: 'visits', id: replacement._id as string }), frozen(replacement));
      }
  }
  return new Map([...stored.values()].map((document) => [document._id as string, document as unknown as FactBlockDocument & { _position: string }]));
}

const rows = (blocks: Map<string, FactBlockDocument>) => [...blocks.values()].flatMap((block) => rowsOfBlock<Visits>(block, ['visits', 'room'])).sort((a, b) => a._id.localeCompare(b._id));

beforeEach(() => {
  position = 0;
});

describe('report facts in blocks', () => {
  it('gives an id the same block on every run (stored blocks depend on it), one of FACT_BLOCKS', () => {
    expect([blockOf('traveler-1'), blockOf('traveler-2'), blockOf('ntf-0123456789abcdef-1')]).toEqual(['block-09', 'block-16', 'block-56']);
    const blocks = new Set(Array.from({ length: 5_000 }, (_, i) => blockOf(`traveler-${i}`)));
    expect(blocks.size).toBe(FACT_BLOCKS);
    expect([...blocks].every((block) => /^block-\d\d$/.test(block))).toBe(true);
  });

  it('given visits of many visitors, when folded, then each block holds its visitors sorted by id with their columns', () => {
    const events = Array.from({ length: 300 }, (_, i) => visited(`v${(i * 37) % 120}`, `room ${i}`));
    const blocks = fold(events, 1_000);
    for (const [id, block] of blocks) {
      expect(block.ids).toEqual([...block.ids].sort());
      expect(block.ids.every((visitor) => blockOf(visitor) === id)).toBe(true);
      expect(block.columns.visits).toHaveLength(block.ids.length);
    }
    expect(rows(blocks)).toHaveLength(120);
    const last = events.filter((e) => (e.data as { visitor: string }).visitor === 'v37').at(-1)!;
    expect(rows(blocks).find((row) => row._id === 'v37')).toEqual({ _id: 'v37', visits: events.filter((e) => (e.data as { visitor: string }).visitor === 'v37').length, room: (last.data as { room: string }).room });
  });

  it('given the same events, when folded one at a time, seven at a time or all at once, then the blocks are the same', () => {
    const events = Array.from({ length: 200 }, (_, i) => (i % 9 === 0 ? event('Ignored', { visitor: `v${i % 50}` }) : visited(`v${(i * 13) % 50}`, `room ${i % 4}`)));
    const all = fold(events, 1_000);
    expect(fold(events, 1)).toEqual(all);
    expect(fold(events, 7)).toEqual(all);
  });

  it('given a block stored, when the same events are delivered again, then nothing changes', () => {
    const events = [visited('a', 'hall'), visited('b', 'yard'), visited('a', 'roof')];
    expect(fold([...events, ...events], 2)).toEqual(fold(events, 10));
  });

  it('given an event that changes no row, when folded, then no block is written', () => {
    expect(foldBatch([visits], [event('Ignored', { visitor: 'a' })], new Map()).writes).toEqual([]);
  });
});
