// Scoping of aggregations: a leading `$match: {orgId}` and only stages that stay inside the collection.
import { Document, UnsupportedOperationError } from './read-store.port';
import { isPlainObject } from './plain-object';

const STAGES = new Set([
  '$match', '$project', '$addFields', '$set', '$unset', '$group', '$sort', '$limit', '$skip', '$count',
  '$unwind', '$replaceRoot', '$replaceWith', '$facet', '$bucket', '$bucketAuto', '$sortByCount',
]);

export function scopePipeline(orgId: string, pipeline: Document[]): Document[] {
  assertStages(pipeline);
  return [{ $match: { orgId } }, ...pipeline];
}

function assertStages(pipeline: unknown): void {
  if (!Array.isArray(pipeline)) throw new UnsupportedOperationError('A pipeline is an array of stages.');
  for (const stage of pipeline) {
    const names = isPlainObject(stage) ? Object.keys(stage) : [];
    if (names.length !== 1) throw new UnsupportedOperationError('A pipeline stage has exactly one operator.');
    const [name] = names;
    if (!STAGES.has(name)) {
      throw new UnsupportedOperationError(`Unsupported aggregation stage ${name}; it may leave the organization's documents.`);
    }
    if (name === '$facet') {
      const facets = (stage as Record<string, unknown>).$facet;
      if (!isPlainObject(facets)) throw new UnsupportedOperationError('$facet takes a document of pipelines.');
      Object.values(facets).forEach(assertStages);
    }
  }
}
