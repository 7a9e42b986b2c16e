// The document an upsert starts from before its update applies: the filter's equality conditions (MongoDB's rule).
import { Document, Filter } from '../read-store.port';
import { isPlainObject } from '../plain-object';
import { cloneValue } from './clone-value';

export function seedFromFilter(filter: Filter): Document {
  const seed: Document = {};
  addEqualities(seed, filter);
  return seed;
}

function addEqualities(seed: Document, filter: Filter): void {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and') {
      for (const clause of condition as Filter[]) addEqualities(seed, clause);
    } else if (!path.startsWith('$')) {
      const equality = equalityOf(condition);
      if (equality) setPath(seed, path, cloneValue(equality.value));
    }
  }
}

function equalityOf(condition: unknown): { value: unknown } | undefined {
  if (condition instanceof RegExp) return undefined;
  if (!isPlainObject(condition)) return { value: condition };
  const operators = Object.keys(condition).filter((key) => key.startsWith('$'));
  if (operators.length === 0) return { value: condition };
  if (operators.length === 1 && operators[0] === '$eq' && Object.keys(condition).length === 1) {
    return { value: condition.$eq };
  }
  return undefined;
}

function setPath(target: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Document;
  }
  node[parts[parts.length - 1]] = value;
}
