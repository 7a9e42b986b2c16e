// Applies one scoped bulk operation to staged documents (memory or SQLite) with MongoDB's semantics: match, upsert, replace, delete.
import { BulkOperation, Document, Filter, Update, UnsupportedOperationError } from '../read-store.port';
import { namedId } from '../scoped-filter';
import { adoptValue, cloneValue } from './clone-value';
import { applyUpdate } from './apply-update';
import { firstMatchingDocument, matchingDocuments } from './matching-documents';
import { StagedDocuments } from './partition';
import { seedFromFilter } from './upsert-seed';

/**
 * Returns the number of documents the operation matched or upserted. `owned`: the store owns the
 * replacement documents (a projector commit) and keeps them uncopied; else it stores copies.
 */
export function applyOperation(staged: StagedDocuments, operation: BulkOperation, owned = false): number {
  if ('updateOne' in operation) {
    const { filter, update, upsert } = operation.updateOne;
    return updateOne(staged, filter, update, upsert === true);
  }
  if ('replaceOne' in operation) {
    const { filter, replacement, upsert } = operation.replaceOne;
    return replaceOne(staged, filter, replacement, upsert === true, owned);
  }
  if ('deleteOne' in operation) {
    const found = firstMatchingDocument(staged, operation.deleteOne.filter);
    if (found) staged.remove(found._id as string);
    return found ? 1 : 0;
  }
  const ids = [...matchingDocuments(staged, operation.deleteMany.filter)].map((document) => document._id as string);
  for (const id of ids) staged.remove(id);
  return ids.length;
}

function updateOne(staged: StagedDocuments, filter: Filter, update: Update, upsert: boolean): number {
  const found = firstMatchingDocument(staged, filter);
  if (found) {
    staged.edit(found._id as string, (document) => applyUpdate(document, update));
    return 1;
  }
  if (!upsert) return 0;
  const document = seedFromFilter(filter);
  applyUpdate(document, update);
  staged.insert(document._id as string, document);
  return 1;
}

function replaceOne(staged: StagedDocuments, filter: Filter, replacement: Document, upsert: boolean, owned: boolean): number {
  const take = (id: string): Document => {
    if (!owned) return { _id: id, ...cloneValue(replacement) };
    adoptValue(replacement);
    return replacement._id === id ? replacement : { _id: id, ...replacement };
  };
  const found = firstMatchingDocument(staged, filter);
  if (found) {
    if (replacement._id !== undefined && replacement._id !== found._id) {
      throw new UnsupportedOperationError('A replacement may not change _id.');
    }
    staged.replace(found._id as string, take(found._id as string));
    return 1;
  }
  if (!upsert) return 0;
  const id = (replacement._id as string | undefined) ?? (namedId(filter) as string);
  staged.insert(id, take(id));
  return 1;
}
