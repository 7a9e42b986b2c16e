// Physical `_id`s: a document's `_id` is unique only within its organization, so MongoDB stores `${orgId}:${_id}`.
import { Document, Filter } from '../read-store.port';
import { isPlainObject } from '../plain-object';

const LOGICAL_OPERATORS = new Set(['$and', '$or', '$nor']);

export function physicalId(orgId: string, id: string): string {
  return `${orgId}:${id}`;
}

export function logicalId(orgId: string, stored: unknown): unknown {
  const prefix = `${orgId}:`;
  return typeof stored === 'string' && stored.startsWith(prefix) ? stored.slice(prefix.length) : stored;
}

export function toLogicalDocument(orgId: string, document: Document): Document {
  return '_id' in document ? { ...document, _id: logicalId(orgId, document._id) } : document;
}

/** The document with its `_id` (or, failing that, the one its filter names) made physical. */
export function toPhysicalDocument(orgId: string, document: Document, namedId?: string): Document {
  const id = (document._id as string | undefined) ?? namedId;
  return id === undefined ? document : { ...document, _id: physicalId(orgId, id) };
}

/** Rewrites `_id` conditions (string equality, $eq, $ne, $in, $nin, ranges), also inside $and/$or/$nor. */
export function toPhysicalFilter(orgId: string, filter: Filter): Filter {
  const physical: Filter = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '_id') physical._id = physicalCondition(orgId, condition);
    else if (LOGICAL_OPERATORS.has(field)) physical[field] = (condition as Filter[]).map((clause) => toPhysicalFilter(orgId, clause));
    else physical[field] = condition;
  }
  return physical;
}

/**
 * The stage that turns stored `_id`s back into the organization's own, placed right after the
 * scope's `$match: {orgId}` so that the caller's pipeline only ever sees logical ids.
 */
export function logicalIdStage(orgId: string): Document {
  const prefixLength = orgId.length + 1;
  return {
    $set: { _id: { $substrCP: ['$_id', prefixLength, { $subtract: [{ $strLenCP: '$_id' }, prefixLength] }] } },
  };
}

function physicalCondition(orgId: string, condition: unknown): unknown {
  if (typeof condition === 'string') return physicalId(orgId, condition);
  if (!isPlainObject(condition)) return condition;
  const physical: Record<string, unknown> = {};
  for (const [operator, operand] of Object.entries(condition)) {
    if (typeof operand === 'string') physical[operator] = physicalId(orgId, operand);
    else if (Array.isArray(operand)) physical[operator] = operand.map((id) => physicalId(orgId, id as string));
    else physical[operator] = operand;
  }
  return physical;
}
