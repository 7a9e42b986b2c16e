// Selects the documents matching a filter: by `_id` in O(1) when the filter names ids, else by a scan.
import { Document, Filter } from '../read-store.port';
import { compileMatcher } from './compiled-filter';
import { isPlainObject } from '../plain-object';
import { DocumentSource, Partition } from './partition';

/**
 * The conditions a document of the source must be tested for: a partition holds one organization's documents, so the
 * `orgId` of a scoped filter holds for each of them (a scan of 100,000 travelers tested it 100,000 times).
 */
export function conditionsWithin(source: DocumentSource, filter: Filter): Filter {
  if (!(source instanceof Partition) || source.orgId === null || filter.orgId !== source.orgId) return filter;
  const { orgId: _scope, ...conditions } = filter;
  return conditions;
}

export function* matchingDocuments(source: DocumentSource, filter: Filter): Iterable<Document> {
  const ids = idsNamedBy(filter._id);
  if (ids === undefined) {
    const conditions = conditionsWithin(source, filter);
    if (Object.keys(conditions).length === 0) return yield* source.values();
    const matches = compileMatcher(conditions);
    for (const document of source.values()) if (matches(document)) yield document;
    return;
  }
  // The documents read by id hold the ids asked for: only the other conditions are left to test.
  const { _id, ...others } = filter;
  const conditions = conditionsWithin(source, others);
  const onlyIds = Object.keys(conditions).every((field) => field === 'orgId');
  const matches = onlyIds ? undefined : compileMatcher(conditions);
  for (const id of ids) {
    const document = source.get(id);
    if (document === undefined || document.orgId !== filter.orgId) continue;
    if (matches === undefined || matches(document)) yield document;
  }
}

export function firstMatchingDocument(source: DocumentSource, filter: Filter): Document | undefined {
  for (const document of matchingDocuments(source, filter)) return document;
  return undefined;
}

/** The ids an `_id` condition allows when it is an equality or `$in` (a scoped filter always holds `orgId`). */
function idsNamedBy(condition: unknown): readonly string[] | undefined {
  if (typeof condition === 'string') return [condition];
  if (!isPlainObject(condition)) return undefined;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return undefined;
  if (typeof condition.$eq === 'string') return [condition.$eq];
  if (Array.isArray(condition.$in)) return [...new Set(condition.$in as string[])];
  return undefined;
}
