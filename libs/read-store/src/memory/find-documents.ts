// Reads of the memory store: find with sort/skip/limit/projection (the stored documents, frozen), count and aggregate.
import { Aggregator, ProcessingMode, find } from 'mingo';
import { Document, Filter, FindOptions } from '../read-store.port';
import { cloneValue } from './clone-value';
import { frozenDocument } from './frozen-document';
import { conditionsWithin, matchingDocuments } from './matching-documents';
import { topLevelProjector } from './project-document';
import { sortDocuments } from './sort-documents';
import { DocumentSource, Partition } from './partition';
import { compileMatcher } from './compiled-filter';
import { candidatesInFieldOrder } from './field-order';

/**
 * A sorted, limited find on a committed partition walks the partition's cached sort order and stops
 * once the page is full: the cost of a list page no longer grows with the size of the collection.
 */
function findInSortOrder(partition: Partition, filter: Filter, options: FindOptions): Document[] | null {
  const { sort, skip = 0, limit, projection } = options;
  if (!sort || !limit || filter._id !== undefined) return null;
  const project = projection ? topLevelProjector(projection) : (document: Document) => document;
  if (!project) return null;
  const key = JSON.stringify(sort);
  let ordered = partition.sortedOrders.get(key);
  if (!ordered) {
    const sorted = sortDocuments([...partition.values()], sort);
    if (!sorted) return null;
    partition.sortedOrders.set(key, (ordered = sorted));
  }
  const matches = compileMatcher(filter);
  const page: Document[] = [];
  let skipped = 0;
  for (const document of ordered) {
    if (!matches(document)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    page.push(project(frozenDocument(document)));
    if (page.length === limit) break;
  }
  return page;
}

/** The documents of the source matching the filter: within a field's order when a text condition narrows it, else by id or by a scan. */
function* selected(source: DocumentSource, filter: Filter): Iterable<Document> {
  const candidates = source instanceof Partition && filter._id === undefined ? candidatesInFieldOrder(source, filter) : null;
  if (!candidates) return yield* matchingDocuments(source, filter);
  const matches = compileMatcher(conditionsWithin(source, filter));
  for (const document of candidates) if (matches(document)) yield document;
}

export function findDocuments(source: DocumentSource, filter: Filter, options: FindOptions): Document[] {
  const inOrder = source instanceof Partition ? findInSortOrder(source, filter, options) : null;
  if (inOrder) return inOrder;
  const { sort, skip, limit, projection } = options;
  const matches: Document[] = [];
  const enough = sort || skip ? Infinity : (limit ?? Infinity);
  for (const document of selected(source, filter)) {
    if (matches.length >= enough) break;
    matches.push(document);
  }
  if (!sort && !skip && !projection) return matches.map(frozenDocument);
  const sorted = sort ? sortDocuments(matches, sort) : matches;
  const project = projection ? topLevelProjector(projection) : (document: Document) => document;
  if (sorted && project) {
    const page = sorted.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined);
    return page.map((document) => project(frozenDocument(document)));
  }
  let cursor = find(matches, {}, projection ?? {});
  if (sort) cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all().map(cloneValue) as Document[];
}

export function countDocuments(source: DocumentSource, filter: Filter): number {
  let count = 0;
  for (const _ of selected(source, filter)) count++;
  return count;
}

/** mingo's $set/$addFields write into their input, so the pipeline runs on copies. */
export function aggregateDocuments(source: DocumentSource, pipeline: Document[]): Document[] {
  return new Aggregator(pipeline, { processingMode: ProcessingMode.CLONE_INPUT }).run([...source.values()]) as Document[];
}
