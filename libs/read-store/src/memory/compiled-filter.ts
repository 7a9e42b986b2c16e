// A fast path for the filters read models use most: top-level fields compared without mingo; anything else is left to mingo.
import { Query } from 'mingo';
import { Document, Filter } from '../read-store.port';
import { isPlainObject } from '../plain-object';

/** true / false, or undefined when the fast path cannot tell (an array value, say) and mingo must decide. */
type Verdict = boolean | undefined;
type Test = (document: Document) => Verdict;

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Ordered comparison only within one type, as MongoDB compares within a type bracket. */
function ordered(operator: string, bound: unknown): ((value: unknown) => boolean) | null {
  if (typeof bound !== 'string' && typeof bound !== 'number') return null;
  const compare = {
    $gt: (value: unknown) => typeof value === typeof bound && (value as number) > (bound as number),
    $gte: (value: unknown) => typeof value === typeof bound && (value as number) >= (bound as number),
    $lt: (value: unknown) => typeof value === typeof bound && (value as number) < (bound as number),
    $lte: (value: unknown) => typeof value === typeof bound && (value as number) <= (bound as number),
  }[operator];
  return compare ?? null;
}

/** Equality of a stored scalar with a scalar: null also matches a missing field. */
const equals = (value: unknown, expected: unknown) => (expected === null ? value === null || value === undefined : value === expected);

function compileCondition(field: string, condition: unknown): Test | null {
  if (field.includes('.') || field.startsWith('$')) return null;
  const guard = (test: (value: unknown) => boolean): Test => (document) => {
    const value = document[field];
    if (Array.isArray(value) || (value !== null && typeof value === 'object')) return undefined;
    return test(value);
  };
  if (isScalar(condition)) return guard((value) => equals(value, condition));
  if (!isPlainObject(condition)) return null;
  const tests: ((value: unknown) => boolean)[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    if (operator === '$eq' && isScalar(operand)) tests.push((value) => equals(value, operand));
    else if (operator === '$ne' && isScalar(operand)) tests.push((value) => !equals(value, operand));
    else if ((operator === '$in' || operator === '$nin') && Array.isArray(operand) && operand.every(isScalar)) {
      const set = new Set(operand);
      const hasNull = set.has(null);
      const member = (value: unknown) => set.has(value) || (hasNull && value === undefined);
      tests.push(operator === '$in' ? member : (value) => !member(value));
    } else if (operator === '$exists' && typeof operand === 'boolean') tests.push((value) => (value !== undefined) === operand);
    else if (operator === '$regex' && typeof operand === 'string' && !('$options' in condition && typeof condition.$options !== 'string')) {
      const pattern = new RegExp(operand, typeof condition.$options === 'string' ? condition.$options : '');
      tests.push((value) => typeof value === 'string' && pattern.test(value));
    } else if (operator === '$options') continue;
    else {
      const compare = ordered(operator, operand);
      if (!compare) return null;
      tests.push(compare);
    }
  }
  return guard((value) => tests.every((test) => test(value)));
}

function compileFilter(filter: Filter): Test | null {
  const tests: Test[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) return null;
      const parts = condition.map((part) => (isPlainObject(part) ? compileFilter(part) : null));
      if (parts.some((part) => part === null)) return null;
      const compiled = parts as Test[];
      tests.push(key === '$and' ? (document) => all(compiled, document) : (document) => any(compiled, document));
      continue;
    }
    const test = compileCondition(key, condition);
    if (!test) return null;
    tests.push(test);
  }
  return (document) => all(tests, document);
}

function all(tests: readonly Test[], document: Document): Verdict {
  let unsure = false;
  for (const test of tests) {
    const verdict = test(document);
    if (verdict === false) return false;
    if (verdict === undefined) unsure = true;
  }
  return unsure ? undefined : true;
}

function any(tests: readonly Test[], document: Document): Verdict {
  let unsure = false;
  for (const test of tests) {
    const verdict = test(document);
    if (verdict === true) return true;
    if (verdict === undefined) unsure = true;
  }
  return unsure ? undefined : false;
}

/** A predicate with MongoDB's semantics: compiled for simple filters, mingo's Query for the rest and for unsure cases. */
export function compileMatcher(filter: Filter): (document: Document) => boolean {
  const compiled = compileFilter(filter);
  let query: Query | undefined;
  const mingo = (document: Document) => (query ??= new Query(filter)).test(document);
  if (!compiled) return mingo;
  return (document) => compiled(document) ?? mingo(document);
}
