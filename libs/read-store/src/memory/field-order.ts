// A committed partition's documents in the order of one text field, built on demand: a filter bounding that field reads only the documents within its bounds.
import { Document, Filter } from '../read-store.port';
import { isPlainObject } from '../plain-object';
import { Partition } from './partition';

/** Below this many documents a scan costs less than building an order. */
const ORDERED_FROM = 1_000;

/** The documents holding text at the field, by that text; null when one holds anything else there but null (an array, say). */
interface FieldOrder {
  values: string[];
  documents: Document[];
}

function orderOf(partition: Partition, field: string): FieldOrder | null {
  const key = `field:${field}`;
  if (partition.fieldOrders.has(key)) return partition.fieldOrders.get(key)!;
  const held: [string, Document][] = [];
  let order: FieldOrder | null = null;
  let text = true;
  for (const document of partition.values()) {
    const value = document[field];
    if (typeof value === 'string') held.push([value, document]);
    else if (value !== null && value !== undefined) text = false;
  }
  if (text) {
    held.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    order = { values: held.map(([value]) => value), documents: held.map(([, document]) => document) };
  }
  partition.fieldOrders.set(key, order);
  return order;
}

/** The first index whose value is above (`after`) or at least (`!after`) the bound. */
function boundIndex(values: readonly string[], bound: string, after: boolean): number {
  let [low, high] = [0, values.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < bound || (after && values[middle] === bound)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The [from, to) spans of the order a condition on text allows, or null when the condition is not text bounds, equality or $in. */
function spansOf(condition: unknown, values: readonly string[]): [number, number][] | null {
  if (typeof condition === 'string') return [[boundIndex(values, condition, false), boundIndex(values, condition, true)]];
  if (!isPlainObject(condition)) return null;
  const operators = Object.entries(condition);
  if (operators.length === 1 && operators[0][0] === '$in' && Array.isArray(operators[0][1]) && operators[0][1].every((value) => typeof value === 'string'))
    return (operators[0][1] as string[]).map((value) => [boundIndex(values, value, false), boundIndex(values, value, true)]);
  let [from, to] = [0, values.length];
  for (const [operator, bound] of operators) {
    if (typeof bound !== 'string') return null;
    if (operator === '$gte') from = Math.max(from, boundIndex(values, bound, false));
    else if (operator === '$gt') from = Math.max(from, boundIndex(values, bound, true));
    else if (operator === '$lte') to = Math.min(to, boundIndex(values, bound, true));
    else if (operator === '$lt') to = Math.min(to, boundIndex(values, bound, false));
    else if (operator === '$eq') [from, to] = [Math.max(from, boundIndex(values, bound, false)), Math.min(to, boundIndex(values, bound, true))];
    else return null;
  }
  return [[from, Math.max(from, to)]];
}

/**
 * The documents that may match: those within the narrowest bounds a top-level text condition of the filter sets, every
 * other document failing that condition (a text bound matches only text). Null when no condition narrows the partition.
 * The caller still tests each candidate against the whole filter.
 */
export function candidatesInFieldOrder(partition: Partition, filter: Filter): Document[] | null {
  if (partition.documents.size < ORDERED_FROM) return null;
  let best: { order: FieldOrder; spans: [number, number][]; size: number } | null = null;
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '_id' || field === 'orgId' || field.startsWith('$') || field.includes('.')) continue;
    if (typeof condition !== 'string' && !isPlainObject(condition)) continue;
    const order = orderOf(partition, field);
    const spans = order && spansOf(condition, order.values);
    if (!order || !spans) continue;
    const size = spans.reduce((total, [from, to]) => total + to - from, 0);
    if (!best || size < best.size) best = { order, spans, size };
  }
  // Most of the partition: a scan costs as much.
  if (!best || best.size > partition.documents.size * 0.8) return null;
  const candidates: Document[] = [];
  const seen = best.spans.length > 1 ? new Set<number>() : null;
  for (const [from, to] of best.spans)
    for (let i = from; i < to; i++) {
      if (seen) {
        if (seen.has(i)) continue;
        seen.add(i);
      }
      candidates.push(best.order.documents[i]);
    }
  return candidates;
}
