// The names the read store accepts: organization ids, collection names and checkpoints; and the key of a collection's organization.
import { Checkpoint, MissingOrganizationError, UnsupportedOperationError } from './read-store.port';

/** Letters, digits, '_' and '-': safe in stream names (`{category}-{orgId}.{entityId}`, category before the first '-') and stored ids (`{orgId}:{id}`). */
const ORGANIZATION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,119}$/;
const POSITION = /^(0|[1-9][0-9]*)$/;

/** Where an organization's documents of a collection sit, as one key (a Map's). */
export const placeOf = (collection: string, orgId: string) => `${collection}\u0000${orgId}`;

/** The collection holding projector checkpoints, beside the read models. */
export const CHECKPOINT_COLLECTION = 'read_store_checkpoints';

export function assertOrganizationId(orgId: unknown): asserts orgId is string {
  if (typeof orgId !== 'string' || !ORGANIZATION_ID.test(orgId)) throw new MissingOrganizationError();
}

export function assertCollectionName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name) || name.startsWith('system.') || name === CHECKPOINT_COLLECTION) {
    throw new UnsupportedOperationError(`Invalid collection name: ${JSON.stringify(name)}.`);
  }
}

export function assertCheckpoint(checkpoint: Checkpoint): void {
  if (typeof checkpoint?.name !== 'string' || checkpoint.name.length === 0) {
    throw new UnsupportedOperationError('A checkpoint needs the name of its projector.');
  }
  if (typeof checkpoint.position !== 'string' || !POSITION.test(checkpoint.position)) {
    throw new UnsupportedOperationError(`A checkpoint position is a decimal string, got ${JSON.stringify(checkpoint.position)}.`);
  }
}
