// Scoping of reads: confines a filter to one organization and checks its `_id` conditions and find options.
import { Filter, FindOptions, UnsupportedOperationError } from './read-store.port';
import { isPlainObject } from './plain-object';

const ID_OPERATORS = new Set(['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$exists']);
const LOGICAL_OPERATORS = ['$and', '$or', '$nor'];

/** The filter with the scope's `orgId`, which replaces any `orgId` the caller wrote. */
export function scopeFilter(orgId: string, filter: Filter = {}): Filter {
  assertFilter(filter);
  return { ...filter, orgId };
}

/** The `_id` a filter names by equality (`{_id: 'x'}` or `{_id: {$eq: 'x'}}`), if any. */
export function namedId(filter: Filter): string | undefined {
  const condition = filter._id;
  if (typeof condition === 'string') return condition;
  if (isPlainObject(condition) && Object.keys(condition).length === 1 && typeof condition.$eq === 'string') {
    return condition.$eq;
  }
  return undefined;
}

export function checkFindOptions(options: FindOptions = {}): FindOptions {
  const { sort, limit, skip, projection } = options;
  for (const [name, count] of [['limit', limit], ['skip', skip]] as const) {
    if (count !== undefined && (!Number.isInteger(count) || count < 0)) {
      throw new UnsupportedOperationError(`${name} must be a non-negative integer, got ${count}.`);
    }
  }
  return { sort, projection, skip: skip || undefined, limit: limit || undefined };
}

function assertFilter(filter: unknown): void {
  if (!isPlainObject(filter)) throw new UnsupportedOperationError('A filter must be a plain object.');
  if ('$where' in filter) throw new UnsupportedOperationError('$where is not supported.');
  if ('_id' in filter) assertIdCondition(filter._id);
  for (const operator of LOGICAL_OPERATORS) {
    if (!(operator in filter)) continue;
    const clauses = filter[operator];
    if (!Array.isArray(clauses)) throw new UnsupportedOperationError(`${operator} takes an array of filters.`);
    clauses.forEach(assertFilter);
  }
}

function assertIdCondition(condition: unknown): void {
  if (typeof condition === 'string') return;
  if (isPlainObject(condition)) {
    const entries = Object.entries(condition);
    if (entries.length > 0 && entries.every(([operator, operand]) => isIdOperand(operator, operand))) return;
  }
  throw new UnsupportedOperationError(
    `Conditions on _id compare strings with $eq, $ne, $in, $nin, $gt, $gte, $lt, $lte or $exists; got ${JSON.stringify(condition)}.`,
  );
}

function isIdOperand(operator: string, operand: unknown): boolean {
  if (!ID_OPERATORS.has(operator)) return false;
  if (operator === '$exists') return typeof operand === 'boolean';
  if (operator === '$in' || operator === '$nin') {
    return Array.isArray(operand) && operand.every((id) => typeof id === 'string');
  }
  return typeof operand === 'string';
}
