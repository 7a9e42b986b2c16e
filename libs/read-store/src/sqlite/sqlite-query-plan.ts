// Which rows of a SQLite collection a find reads, and in what order: a declared index when the filter and the sort fit one, else the organization's rows.
import { Filter, Sort, UnsupportedOperationError } from '../read-store.port';
import { isPlainObject } from '../plain-object';

/** An index as the SQLite store keeps it: the fields after `orgId`, and whether every document holds a scalar there. */
export interface SqliteIndex {
  name: string;
  /** The SQLite index's own name. */
  sqlName: string;
  fields: { path: string; order: 1 | -1 }[];
  unique: boolean;
  /**
   * Whether every document ever written held a number, a string or nothing at each field: only then do SQL's comparisons and order
   * agree with MongoDB's (an array matches by element, a boolean sorts after strings), so only then does a plan use the index.
   */
  scalar: boolean;
  /** Declared on an empty collection about to fill in bulk, and not built in SQL yet (ReadStore.ensureIndex's `deferred`). */
  deferred?: true;
}

/**
 * What a find reads: SQL conditions that keep at least every matching row (the full filter is tested on each row read), and the
 * SQL order, when an index gives the sort's.
 */
export interface QueryPlan {
  index: SqliteIndex | null;
  conditions: string[];
  params: (string | number)[];
  /** The ORDER BY clause, or null when rows come unsorted (then the caller sorts what matched). */
  orderBy: string | null;
}

/** The SQL expression of a field's value, as index definitions and queries both write it (they must read alike for SQLite to use the index). */
export function valueExpression(path: string): string {
  const parts = path.split('.');
  if (parts.some((part) => part.length === 0 || /["'\\[\]]/.test(part))) throw new UnsupportedOperationError(`A field path the SQLite store cannot index: ${JSON.stringify(path)}.`);
  return `json_extract(doc, '$${parts.map((part) => `."${part}"`).join('')}')`;
}

type Bound = string | number;
const isBound = (value: unknown): value is Bound => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const RANGE: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

type Condition = { kind: 'equal'; value: Bound } | { kind: 'in'; values: Bound[] } | { kind: 'range'; bounds: [string, Bound][] };

/** The condition on one field when SQL can narrow by it; null when it must be left to the full filter. */
function conditionOf(condition: unknown): Condition | null {
  if (isBound(condition)) return { kind: 'equal', value: condition };
  if (!isPlainObject(condition)) return null;
  const entries = Object.entries(condition);
  if (entries.length === 1 && entries[0][0] === '$eq' && isBound(entries[0][1])) return { kind: 'equal', value: entries[0][1] };
  if (entries.length === 1 && entries[0][0] === '$in' && Array.isArray(entries[0][1]) && entries[0][1].length > 0 && entries[0][1].length <= 500 && entries[0][1].every(isBound))
    return { kind: 'in', values: entries[0][1] as Bound[] };
  if (entries.length > 0 && entries.every(([operator, bound]) => operator in RANGE && isBound(bound))) {
    // Bounds of one type only: SQL orders numbers before text, so a mixed range would not keep what MongoDB keeps.
    const types = new Set(entries.map(([, bound]) => typeof bound));
    if (types.size === 1) return { kind: 'range', bounds: entries.map(([operator, bound]) => [RANGE[operator], bound as Bound]) };
  }
  return null;
}

/** The plan for a filter (already scoped: it holds `orgId`) and a sort over these indexes. */
export function planQuery(filter: Filter, sort: Sort | undefined, indexes: readonly SqliteIndex[]): QueryPlan {
  const sortKeys = sort ? Object.entries(sort) : [];
  let best: { score: number; plan: QueryPlan } | null = null;
  for (const index of indexes) {
    if (!index.scalar) continue;
    const conditions: string[] = [];
    const params: Bound[] = [];
    let k = 0;
    let onlyEqualities = true;
    for (; k < index.fields.length; k++) {
      const condition = conditionOf(filter[index.fields[k].path]);
      if (!condition || condition.kind === 'range') break;
      const expression = valueExpression(index.fields[k].path);
      if (condition.kind === 'equal') {
        conditions.push(`${expression} = ?`);
        params.push(condition.value);
      } else {
        onlyEqualities = false;
        // One statement whatever the number of values: the list comes as a JSON array.
        conditions.push(`${expression} IN (SELECT value FROM json_each(?))`);
        params.push(JSON.stringify(condition.values));
      }
    }
    const equalities = k;
    // The sort's keys must be the index's next fields, all in the index's directions or all reversed, after equalities only.
    const following = index.fields.slice(k, k + sortKeys.length);
    const direction = following.length > 0 ? following[0].order * (sortKeys[0]?.[1] ?? 1) : 1;
    const ordered =
      sortKeys.length > 0 &&
      onlyEqualities &&
      following.length === sortKeys.length &&
      sortKeys.every(([path, order], i) => following[i].path === path && following[i].order * order === direction);
    const range = k < index.fields.length ? conditionOf(filter[index.fields[k].path]) : null;
    if (range?.kind === 'range') {
      for (const [operator, bound] of range.bounds) {
        conditions.push(`${valueExpression(index.fields[k].path)} ${operator} ?`);
        params.push(bound);
      }
    }
    const score = (ordered ? 1000 : 0) + 10 * equalities + (range?.kind === 'range' ? 1 : 0);
    if (score === 0 || (best && best.score >= score)) continue;
    const orderBy = ordered ? sortKeys.map(([path, order]) => `${valueExpression(path)} ${order === 1 ? 'ASC' : 'DESC'}`).join(', ') : null;
    best = { score, plan: { index, conditions, params, orderBy } };
  }
  return best?.plan ?? { index: null, conditions: [], params: [], orderBy: null };
}
