// The travelers read model: one document per traveler, serving the list, search, duplicate checks, manifests and details.
import type { RecordedEvent } from '@tourops/event-store';
import { TRAVELER_EVENT_TYPES, evolveTraveler, normalizeName, type Traveler, type TravelerEvent } from '@tourops/domain';
import { auditFields, type AuditFields, type DocumentProjection, type ReadModelDocument } from '../projection';

export const TRAVELERS_COLLECTION = 'travelers';

/** The stored traveler: the traveler itself, audit fields, and keys for search, sorting and duplicate checks. */
export interface TravelerDocument extends Traveler, AuditFields {
  _id: string;
  /** Normalized names, email, phone and tags, for case- and accent-insensitive search. */
  searchText: string;
  /** Normalized "last first", for sorting by name. */
  nameKey: string;
  /** Lower-cased email ('' when none), for the same-email duplicate check. */
  emailKey: string;
  /** Normalized "first|last|dateOfBirth", for the same-name-and-date-of-birth duplicate check. */
  identityKey: string;
}

export const travelerKeys = (traveler: Pick<Traveler, 'firstName' | 'lastName' | 'email' | 'dateOfBirth'>) => ({
  nameKey: `${normalizeName(traveler.lastName)} ${normalizeName(traveler.firstName)}`,
  emailKey: traveler.email.trim().toLowerCase(),
  identityKey: `${normalizeName(traveler.firstName)}|${normalizeName(traveler.lastName)}|${traveler.dateOfBirth}`,
});

function toDocument(traveler: Traveler, previous: TravelerDocument | null, event: RecordedEvent): TravelerDocument {
  return {
    ...traveler,
    _id: traveler.id,
    ...auditFields(previous, event),
    searchText: normalizeName([traveler.firstName, traveler.lastName, traveler.email, traveler.phone, ...traveler.tags].join('\n')),
    ...travelerKeys(traveler),
  };
}

function fromDocument(document: TravelerDocument): Traveler {
  const { id, firstName, lastName, email, phone, nationality, dateOfBirth, passport, dietaryNotes, medicalNotes, emergencyContact, tags, tourIds, deleted, erased } = document;
  return { id, firstName, lastName, email, phone, nationality, dateOfBirth, passport, dietaryNotes, medicalNotes, emergencyContact, tags, tourIds, deleted, erased: erased === true };
}

export const travelersProjection: DocumentProjection = {
  name: 'travelers',
  version: 1,
  collection: TRAVELERS_COLLECTION,
  eventTypes: TRAVELER_EVENT_TYPES,
  documentId: (event) => (event.data as { travelerId?: string }).travelerId ?? null,
  evolve(document, event) {
    const previous = document as TravelerDocument | null;
    const traveler = evolveTraveler(previous ? fromDocument(previous) : null, event as unknown as TravelerEvent);
    return traveler ? (toDocument(traveler, previous, event) as unknown as ReadModelDocument) : null;
  },
  indexes: [
    { name: 'by_deleted_updated', keys: { deleted: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_deleted_name', keys: { deleted: 1, nameKey: 1, _id: 1 } },
    { name: 'by_email', keys: { emailKey: 1 } },
    { name: 'by_identity', keys: { identityKey: 1 } },
    { name: 'by_tour', keys: { tourIds: 1, nameKey: 1 } },
  ],
};
