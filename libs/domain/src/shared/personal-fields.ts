// Which fields of a person are personal, where events carry them, and what they read once the person is erased.

/** Whose fields: a traveler's or a field staff member's. */
export type PersonKind = 'traveler' | 'field-staff';

/** What an erased person's text fields read everywhere: views, exports, histories and read models. */
export const ERASED = 'erased';

export const TRAVELER_PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'passport',
  'emergencyContact',
  'dietaryNotes',
  'medicalNotes',
] as const;
export const FIELD_STAFF_PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

/** Personal fields holding a structure rather than text; erased they read null. */
const STRUCTURED: ReadonlySet<string> = new Set(['passport', 'emergencyContact']);

/** Where one event type carries a person's fields: the person, the field naming them, and at the top of data or inside `changes`. */
export interface PersonalFieldsOfEvent {
  personKind: PersonKind;
  idField: 'travelerId' | 'staffId';
  at: 'data' | 'changes';
  fields: readonly string[];
}

/** The one list of events carrying personal fields, by type; sealing, opening and blanking read only this. */
export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldsOfEvent>> = {
  TravelerRegistered: { personKind: 'traveler', idField: 'travelerId', at: 'data', fields: TRAVELER_PERSONAL_FIELDS },
  TravelerDetailsChanged: { personKind: 'traveler', idField: 'travelerId', at: 'changes', fields: TRAVELER_PERSONAL_FIELDS },
  FieldStaffMemberRegistered: { personKind: 'field-staff', idField: 'staffId', at: 'data', fields: FIELD_STAFF_PERSONAL_FIELDS },
  FieldStaffDetailsChanged: { personKind: 'field-staff', idField: 'staffId', at: 'changes', fields: FIELD_STAFF_PERSONAL_FIELDS },
};

export const erasedValue = (field: string): string | null => (STRUCTURED.has(field) ? null : ERASED);

/** The record with each of the given personal fields it holds read as erased; the others kept. */
export function withPersonalFieldsErased<T extends object>(record: T, fields: readonly string[]): T {
  const blanked: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) if (field in blanked) blanked[field] = erasedValue(field);
  return blanked as T;
}

/** Every personal field of a person of this kind, erased: what their state and read models hold after erasure. */
export function erasedPersonalFields(fields: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(fields.map((field) => [field, erasedValue(field)]));
}

/** Whether a person's names read as erased: what tells an erased person where a view carries no `erased` flag. */
export const namesReadErased = (person: { firstName: string; lastName: string }) => person.firstName === ERASED && person.lastName === ERASED;

/** A person's name as every answer says it: first and last, or "erased" once for an erased person. */
export function personName(person: { firstName: string; lastName: string }): string {
  return namesReadErased(person) ? ERASED : `${person.firstName} ${person.lastName}`.trim();
}
