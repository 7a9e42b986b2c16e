// Finds travelers in the read model: by id, how many a tour has, and the ones who may be the same person as a candidate (same email, or name and birth date).
import { Inject, Injectable } from '@nestjs/common';
import { duplicateReasons, personName, type PossibleDuplicate, type TravelerDetails } from '@tourops/domain';
import type { ReadStore } from '@tourops/read-store';
import { TRAVELERS_COLLECTION, travelerKeys, type TravelerDocument } from '@tourops/projections';
import type { DuplicateMatch } from '@tourops/contracts';
import { READ_STORE } from '@tourops/runtime';

export type StoredTraveler = TravelerDocument & Record<string, unknown>;
type Identity = Pick<TravelerDetails, 'firstName' | 'lastName' | 'email' | 'dateOfBirth'>;

@Injectable()
export class TravelerDirectory {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  collection(orgId: string) {
    return this.readStore.forOrganization(orgId).collection<StoredTraveler>(TRAVELERS_COLLECTION);
  }

  /** How many current travelers a tour has. */
  countOnTour(orgId: string, tourId: string): Promise<number> {
    return this.collection(orgId).countDocuments({ tourIds: tourId, deleted: false });
  }

  findById(orgId: string, travelerId: string): Promise<StoredTraveler | null> {
    return this.collection(orgId).findOne({ _id: travelerId });
  }

  /** Current (not removed) travelers sharing an email or a name and birth date with any of the candidates. */
  async knownLike(orgId: string, candidates: readonly Identity[]): Promise<StoredTraveler[]> {
    const keys = candidates.map(travelerKeys);
    const emailKeys = [...new Set(keys.map((key) => key.emailKey).filter((key) => key !== ''))];
    const identityKeys = [...new Set(keys.map((key) => key.identityKey))];
    if (identityKeys.length === 0) return [];
    const either = [{ identityKey: { $in: identityKeys } }, ...(emailKeys.length > 0 ? [{ emailKey: { $in: emailKeys } }] : [])];
    return this.collection(orgId).find({ deleted: false, $or: either }, { sort: { nameKey: 1, _id: 1 } });
  }

  /** The possible duplicates of one candidate, as the decider takes them and as the operator is shown them. */
  async possibleDuplicates(orgId: string, candidate: Identity & { id?: string }): Promise<{ duplicates: PossibleDuplicate[]; matches: DuplicateMatch[] }> {
    const known = await this.knownLike(orgId, [candidate]);
    const duplicates = duplicateReasons(candidate, known);
    return { duplicates, matches: toMatches(duplicates, known) };
  }
}

export function toMatches(duplicates: readonly PossibleDuplicate[], known: readonly StoredTraveler[]): DuplicateMatch[] {
  const byId = new Map(known.map((traveler) => [traveler.id, traveler]));
  return duplicates.map((duplicate) => ({ id: duplicate.id, name: personName(byId.get(duplicate.id) ?? { firstName: '', lastName: '' }), reason: duplicate.reason }));
}
