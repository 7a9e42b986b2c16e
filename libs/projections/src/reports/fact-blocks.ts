// Report facts in blocks of columns: an organization's rows of one kind (travelers, notifications) spread by id over a fixed number of documents, so a report reads those few documents on any store (ADR 0059).
import { hash32 } from '@tourops/domain';
import type { RecordedEvent } from '@tourops/event-store';
import type { BatchFold, DocumentProjection, ReadModelDocument } from '../projection';

/** The documents an organization's rows of one kind are spread over. */
export const FACT_BLOCKS = 64;

const BLOCK_IDS = Array.from({ length: FACT_BLOCKS }, (_, block) => `block-${String(block).padStart(2, '0')}`);
/** The block a row's id belongs to: 'block-00' to 'block-63', the same on every process and run. */
export const blockOf = (rowId: string): string => BLOCK_IDS[hash32(rowId) % FACT_BLOCKS];

/** A row as its projection folds it: the row's id and its columns' values. */
export type FactRow = { _id: string };
type Fields = Record<string, unknown>;

/** A block as stored: its rows' ids, sorted, and one array per column, a row's value at its id's index. */
export interface FactBlockDocument {
  _id: string;
  ids: string[];
  columns: Record<string, unknown[]>;
}

/** The rows of a block, in its order (by id), each as its projection folds it. */
export function rowsOfBlock<Row extends FactRow>(block: Pick<FactBlockDocument, 'ids' | 'columns'>, columns: readonly string[]): Row[] {
  const rows = new Array<Row>(block.ids.length);
  for (let at = 0; at < rows.length; at++) rows[at] = rowAt<Row>(block, columns, at);
  return rows;
}

function rowAt<Row extends FactRow>(block: Pick<FactBlockDocument, 'ids' | 'columns'>, columns: readonly string[], at: number): Row {
  const row: Fields = { _id: block.ids[at] };
  for (const column of columns) row[column] = block.columns[column][at];
  return row as unknown as Row;
}

/** Where an id is in sorted ids, or the one's complement of where it would go. */
function indexOf(ids: readonly string[], id: string): number {
  let [low, high] = [0, ids.length - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (ids[middle] < id) low = middle + 1;
    else if (ids[middle] > id) high = middle - 1;
    else return middle;
  }
  return ~low;
}

/**
 * A block during a batch: its columns, each the stored one until the batch first changes a value of it and then a copy the
 * batch owns (`owned`), and the rows it gained, merged in by id when stored.
 */
interface BlockState {
  _id: string;
  ids: string[];
  columns: Record<string, unknown[]>;
  owned: Set<string>;
  added: Map<string, Fields>;
}

/** Sets a row's value in a column, copying the column the first time the batch changes it. */
function write(state: BlockState, column: string, at: number, value: unknown): void {
  if (state.columns[column][at] === value) return;
  if (!state.owned.has(column)) {
    state.columns[column] = state.columns[column].slice();
    state.owned.add(column);
  }
  state.columns[column][at] = value;
}

/** The block with the rows it gained merged in among the others, by id. */
function merged(state: BlockState, columns: readonly string[]): Pick<BlockState, '_id' | 'ids' | 'columns'> {
  const ids: string[] = [];
  const into: Record<string, unknown[]> = Object.fromEntries(columns.map((column) => [column, []]));
  const keep = (until: string | null) => {
    for (; kept < state.ids.length && (until === null || state.ids[kept] < until); kept++) {
      ids.push(state.ids[kept]);
      for (const column of columns) into[column].push(state.columns[column][kept]);
    }
  };
  let kept = 0;
  for (const id of [...state.added.keys()].sort()) {
    keep(id);
    const row = state.added.get(id)!;
    ids.push(id);
    for (const column of columns) into[column].push(row[column]);
  }
  keep(null);
  return { _id: state._id, ids, columns: into };
}

export interface FactBlocksDefinition<Row extends FactRow> {
  name: string;
  version: number;
  collection: string;
  eventTypes: readonly string[];
  /** The row an event is about, or null. */
  rowId(event: RecordedEvent): string | null;
  /** The columns of a row, every field but `_id`. */
  columns: readonly Exclude<keyof Row & string, '_id'>[];
  /** The row after the event (null: unchanged, or still none). */
  evolveRow(row: Row | null, event: RecordedEvent): Row | null;
}

/**
 * A projection that keeps one kind of row in blocks: each event folds its row (found by binary search among the block's
 * sorted ids) with the row's own pure `evolveRow`; a batch copies a column of a block only when it first changes one of its
 * values (the stored block is never changed; the new one shares the columns no event changed) and stores the block once,
 * rows gained in the batch merged in by id.
 */
export function factBlocksProjection<Row extends FactRow>(definition: FactBlocksDefinition<Row>): DocumentProjection {
  const { columns, evolveRow, rowId } = definition;
  const fold: BatchFold<BlockState> = {
    load: (document) => {
      const block = document as unknown as FactBlockDocument;
      return { _id: block._id, ids: block.ids, columns: { ...block.columns }, owned: new Set(), added: new Map() };
    },
    evolve: (state, event) => {
      const id = rowId(event);
      if (id === null) return null;
      const at = state ? indexOf(state.ids, id) : -1;
      const row = state ? (at >= 0 ? rowAt<Row>(state, columns, at) : ((state.added.get(id) as unknown as Row | undefined) ?? null)) : null;
      const next = evolveRow(row, event);
      if (next === null) return null;
      const changed = state ?? { _id: blockOf(id), ids: [], columns: Object.fromEntries(columns.map((column) => [column, []])), owned: new Set(columns), added: new Map() };
      if (at >= 0) for (const column of columns) write(changed, column, at, (next as unknown as Fields)[column]);
      else changed.added.set(id, { ...next, _id: id });
      return changed;
    },
    store: (state) => {
      const { _id, ids, columns: stored } = state.added.size === 0 ? state : merged(state, columns);
      return { _id, ids, columns: stored } as unknown as ReadModelDocument;
    },
  };
  return {
    name: definition.name,
    version: definition.version,
    collection: definition.collection,
    eventTypes: definition.eventTypes,
    documentId: (event) => {
      const id = rowId(event);
      return id === null ? null : blockOf(id);
    },
    batchFold: fold as BatchFold<unknown>,
    indexes: [],
  };
}
