// Reads of the memory store: find with sort/skip/limit/projection, count and aggregate, always returning copies.
import { Aggregator, ProcessingMode, find } from 'mingo';
import { Document, Filter, FindOptions } from '../read-store.port';
import { cloneValue } from './clone-value';
import { matchingDocuments } from './matching-documents';
import { topLevelProjector } from './project-document';
import { sortDocuments } from './sort-documents';
import { DocumentSource } from './partition';

export function findDocuments(source: DocumentSource, filter: Filter, options: FindOptions): Document[] {
  const { sort, skip, limit, projection } = options;
  const matches: Document[] = [];
  const enough = sort || skip ? Infinity : (limit ?? Infinity);
  for (const document of matchingDocuments(source, filter)) {
    if (matches.length >= enough) break;
    matches.push(document);
  }
  if (!sort && !skip && !projection) return matches.map(cloneValue);
  const sorted = sort ? sortDocuments(matches, sort) : matches;
  const project = projection ? topLevelProjector(projection) : (document: Document) => document;
  if (sorted && project) {
    const page = sorted.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined);
    return page.map((document) => cloneValue(project(document)));
  }
  let cursor = find(matches, {}, projection ?? {});
  if (sort) cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all().map(cloneValue) as Document[];
}

export function countDocuments(source: DocumentSource, filter: Filter): number {
  let count = 0;
  for (const _ of matchingDocuments(source, filter)) count++;
  return count;
}

/** mingo's $set/$addFields write into their input, so the pipeline runs on copies. */
export function aggregateDocuments(source: DocumentSource, pipeline: Document[]): Document[] {
  return new Aggregator(pipeline, { processingMode: ProcessingMode.CLONE_INPUT }).run([...source.values()]) as Document[];
}
