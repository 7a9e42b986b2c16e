// Translates scoped bulk operations into the driver's, with physical `_id`s.
import type { AnyBulkWriteOperation, Document as MongoDocument } from 'mongodb';
import { BulkOperation } from '../read-store.port';
import { namedId } from '../scoped-filter';
import { toPhysicalDocument, toPhysicalFilter } from './physical-ids';

export function toMongoOperation(orgId: string, operation: BulkOperation): AnyBulkWriteOperation<MongoDocument> {
  if ('updateOne' in operation) {
    const { filter, update, upsert } = operation.updateOne;
    return { updateOne: { filter: toPhysicalFilter(orgId, filter), update, upsert } };
  }
  if ('replaceOne' in operation) {
    const { filter, replacement, upsert } = operation.replaceOne;
    return {
      replaceOne: {
        filter: toPhysicalFilter(orgId, filter),
        replacement: toPhysicalDocument(orgId, replacement, namedId(filter)),
        upsert,
      },
    };
  }
  if ('deleteOne' in operation) return { deleteOne: { filter: toPhysicalFilter(orgId, operation.deleteOne.filter) } };
  return { deleteMany: { filter: toPhysicalFilter(orgId, operation.deleteMany.filter) } };
}
