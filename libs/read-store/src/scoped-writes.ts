// Scoping of writes: checks each bulk operation and confines its filter and documents to one organization.
import {
  BulkOperation,
  CollectionWrites,
  Document,
  Filter,
  Update,
  UnsupportedOperationError,
} from './read-store.port';
import { assertCollectionName, assertOrganizationId } from './names';
import { isPlainObject } from './plain-object';
import { namedId, scopeFilter } from './scoped-filter';

const UPDATE_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$pull', '$addToSet', '$min', '$max']);

/** Whether `path` is `field` or lies inside it ('a.b' inside 'a'). */
const isUnder = (path: string, field: string) =>
  path.startsWith(field) && (path.length === field.length || path[field.length] === '.');

export function scopeWrites(writes: readonly CollectionWrites[]): CollectionWrites[] {
  if (!Array.isArray(writes)) throw new UnsupportedOperationError('Writes must be an array.');
  return writes.map(({ collection, orgId, operations }) => {
    assertOrganizationId(orgId);
    assertCollectionName(collection);
    if (!Array.isArray(operations)) throw new UnsupportedOperationError('Operations must be an array.');
    return { collection, orgId, operations: operations.map((operation) => scopeOperation(orgId, operation)) };
  });
}

export function scopeOperation(orgId: string, operation: BulkOperation): BulkOperation {
  if ('updateOne' in operation) {
    const { filter, update, upsert = false } = operation.updateOne;
    const scoped = scopeFilter(orgId, filter);
    if (upsert && namedId(scoped) === undefined) {
      throw new UnsupportedOperationError('An upsert must name its document: _id equality in the filter.');
    }
    return { updateOne: { filter: scoped, update: scopeUpdate(orgId, update), upsert } };
  }
  if ('replaceOne' in operation) {
    const { filter, replacement, upsert = false } = operation.replaceOne;
    const scoped = scopeFilter(orgId, filter);
    return { replaceOne: { filter: scoped, replacement: scopeReplacement(orgId, scoped, replacement, upsert), upsert } };
  }
  if ('deleteOne' in operation) return { deleteOne: { filter: scopeFilter(orgId, operation.deleteOne.filter) } };
  if ('deleteMany' in operation) return { deleteMany: { filter: scopeFilter(orgId, operation.deleteMany.filter) } };
  throw new UnsupportedOperationError(`Unsupported bulk operation: ${JSON.stringify(Object.keys(operation ?? {}))}.`);
}

/** The update without a no-op `$set` of the scope's own `orgId`; refuses any other change of `orgId` or `_id`. */
export function scopeUpdate(orgId: string, update: Update): Update {
  if (!isPlainObject(update) || Object.keys(update).length === 0) {
    throw new UnsupportedOperationError('An update is a document of update operators.');
  }
  const scoped: Update = {};
  const paths: string[] = [];
  for (const operator of Object.keys(update)) {
    const fields = update[operator];
    if (!UPDATE_OPERATORS.has(operator)) {
      throw new UnsupportedOperationError(`Unsupported update operator ${operator}; use ${[...UPDATE_OPERATORS].join(', ')}.`);
    }
    if (!isPlainObject(fields)) throw new UnsupportedOperationError(`${operator} takes a document of fields.`);
    const kept: Record<string, unknown> = {};
    for (const path of Object.keys(fields)) {
      const value = fields[path];
      if (isUnder(path, '_id')) throw new UnsupportedOperationError('An update may not change _id.');
      if (isUnder(path, 'orgId')) {
        if (operator === '$set' && path === 'orgId' && value === orgId) continue;
        throw new UnsupportedOperationError('An update may not change orgId.');
      }
      if (operator === '$inc' && typeof value !== 'number') {
        throw new UnsupportedOperationError(`Cannot increment '${path}' by a non-numeric value.`);
      }
      paths.push(path);
      kept[path] = value;
    }
    scoped[operator] = kept;
  }
  assertNoConflicts(paths);
  return scoped;
}

function scopeReplacement(orgId: string, filter: Filter, replacement: Document, upsert: boolean): Document {
  if (!isPlainObject(replacement) || Object.keys(replacement).some((field) => field.startsWith('$'))) {
    throw new UnsupportedOperationError('A replacement is a plain document without update operators.');
  }
  const { _id: id, orgId: writtenOrgId, ...fields } = replacement;
  if (writtenOrgId !== undefined && writtenOrgId !== orgId) {
    throw new UnsupportedOperationError('A replacement may not change orgId.');
  }
  if (id !== undefined && typeof id !== 'string') throw new UnsupportedOperationError('A document _id is a string.');
  const filterId = namedId(filter);
  if (id !== undefined && filterId !== undefined && id !== filterId) {
    throw new UnsupportedOperationError('A replacement may not change _id.');
  }
  if (upsert && id === undefined && filterId === undefined) {
    throw new UnsupportedOperationError('An upsert must name its document: _id in the replacement or the filter.');
  }
  return id === undefined ? { ...fields, orgId } : { _id: id, ...fields, orgId };
}

/** MongoDB refuses an update whose paths overlap ('a' with 'a' or 'a.b'); so do we, in both adapters. */
function assertNoConflicts(paths: readonly string[]): void {
  for (let i = 0; i < paths.length; i++) {
    for (let j = i + 1; j < paths.length; j++) {
      if (isUnder(paths[i], paths[j]) || isUnder(paths[j], paths[i])) {
        throw new UnsupportedOperationError(`Updating the path '${paths[j]}' would create a conflict at '${paths[i]}'.`);
      }
    }
  }
}
