// The field staff read model: one document per member, serving the list, details, schedules, tour staffing and tracking.
import type { RecordedEvent } from '@tourops/event-store';
import { FIELD_STAFF_EVENT_TYPES, evolveFieldStaffMember, normalizeName, type FieldStaffEvent, type FieldStaffMember } from '@tourops/domain';
import { auditFields, type AuditFields, type DocumentProjection, type ReadModelDocument } from '../projection';

export const FIELD_STAFF_COLLECTION = 'field-staff';

/** The stored member: the member itself (assignments included), audit fields, and keys for search and sorting. */
export interface FieldStaffDocument extends FieldStaffMember, AuditFields {
  _id: string;
  /** Normalized names, email, phone, roles and languages, for search. */
  searchText: string;
  /** Normalized "last first", for sorting by name. */
  nameKey: string;
  /** The tours the member is assigned to (each once), for a tour's staff. */
  tourIds: string[];
}

function toDocument(member: FieldStaffMember, previous: FieldStaffDocument | null, event: RecordedEvent): FieldStaffDocument {
  return {
    ...member,
    _id: member.id,
    ...auditFields(previous, event),
    searchText: normalizeName([member.firstName, member.lastName, member.email, member.phone, ...member.roles, ...member.languages].join('\n')),
    nameKey: `${normalizeName(member.lastName)} ${normalizeName(member.firstName)}`,
    tourIds: [...new Set(member.assignments.map((assignment) => assignment.tourId))],
  };
}

function fromDocument(document: FieldStaffDocument): FieldStaffMember {
  const { id, firstName, lastName, email, phone, roles, languages, licences, daysOff, assignments, deleted, erased } = document;
  return { id, firstName, lastName, email, phone, roles, languages, licences, daysOff, assignments, deleted, erased: erased === true };
}

export const fieldStaffProjection: DocumentProjection = {
  name: 'field-staff',
  version: 1,
  collection: FIELD_STAFF_COLLECTION,
  eventTypes: FIELD_STAFF_EVENT_TYPES,
  documentId: (event) => (event.data as { staffId?: string }).staffId ?? null,
  evolve(document, event) {
    const previous = document as FieldStaffDocument | null;
    const member = evolveFieldStaffMember(previous ? fromDocument(previous) : null, event as unknown as FieldStaffEvent);
    return member ? (toDocument(member, previous, event) as unknown as ReadModelDocument) : null;
  },
  indexes: [
    { name: 'by_deleted_name', keys: { deleted: 1, nameKey: 1, _id: 1 } },
    { name: 'by_deleted_updated', keys: { deleted: 1, updatedAt: -1, _id: -1 } },
    { name: 'by_tour', keys: { tourIds: 1 } },
  ],
};
