// The traveler form's state: text fields as typed, turned into the API's body (and back from a loaded traveler).
import type { ChangeTravelerBody, CreateTravelerBody, TravelerView } from '@tourops/contracts';

export interface TravelerDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationality: string;
  dateOfBirth: string;
  passportNumber: string;
  passportExpiry: string;
  dietaryNotes: string;
  medicalNotes: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
  /** Tags as typed: separated by commas. */
  tags: string;
}

export const EMPTY_DRAFT: TravelerDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  nationality: '',
  dateOfBirth: '',
  passportNumber: '',
  passportExpiry: '',
  dietaryNotes: '',
  medicalNotes: '',
  emergencyName: '',
  emergencyPhone: '',
  emergencyRelation: '',
  tags: '',
};

export function draftOf(traveler: TravelerView): TravelerDraft {
  return {
    firstName: traveler.firstName,
    lastName: traveler.lastName,
    email: traveler.email,
    phone: traveler.phone,
    nationality: traveler.nationality,
    dateOfBirth: traveler.dateOfBirth,
    passportNumber: traveler.passport?.number ?? '',
    passportExpiry: traveler.passport?.expiry ?? '',
    dietaryNotes: traveler.dietaryNotes,
    medicalNotes: traveler.medicalNotes,
    emergencyName: traveler.emergencyContact?.name ?? '',
    emergencyPhone: traveler.emergencyContact?.phone ?? '',
    emergencyRelation: traveler.emergencyContact?.relation ?? '',
    tags: traveler.tags.join(', '),
  };
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** The body of a registration; an empty passport or emergency contact is none. */
export function detailsOf(draft: TravelerDraft): Omit<CreateTravelerBody, 'allowDuplicate'> {
  const hasPassport = draft.passportNumber.trim() !== '' || draft.passportExpiry !== '';
  const hasContact = draft.emergencyName.trim() !== '' || draft.emergencyPhone.trim() !== '' || draft.emergencyRelation.trim() !== '';
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone,
    nationality: draft.nationality,
    dateOfBirth: draft.dateOfBirth,
    passport: hasPassport ? { number: draft.passportNumber, expiry: draft.passportExpiry } : null,
    dietaryNotes: draft.dietaryNotes,
    medicalNotes: draft.medicalNotes,
    emergencyContact: hasContact ? { name: draft.emergencyName, phone: draft.emergencyPhone, relation: draft.emergencyRelation } : null,
    tags: tagsOf(draft.tags),
  };
}

/**
 * The fields of an edit that differ from the traveler as loaded. A passport number still masked as a non-admin was
 * shown it goes back masked: the server keeps the number on file, so the expiry can change without retyping it.
 */
export function changesOf(traveler: TravelerView, draft: TravelerDraft): ChangeTravelerBody {
  const next = detailsOf(draft);
  const before = detailsOf(draftOf(traveler));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) changes[key] = next[key];
  }
  return changes as ChangeTravelerBody;
}

/** Dotted server field paths and the form field that shows each. */
export const FORM_FIELDS: Record<string, keyof TravelerDraft> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  nationality: 'nationality',
  dateOfBirth: 'dateOfBirth',
  'passport.number': 'passportNumber',
  'passport.expiry': 'passportExpiry',
  passport: 'passportNumber',
  dietaryNotes: 'dietaryNotes',
  medicalNotes: 'medicalNotes',
  'emergencyContact.name': 'emergencyName',
  'emergencyContact.phone': 'emergencyPhone',
  'emergencyContact.relation': 'emergencyRelation',
  emergencyContact: 'emergencyName',
  tags: 'tags',
};

/** The server's field errors under the form fields that show them, and the rest as messages. */
export function formErrors(errors: Record<string, string> | undefined): { fields: Partial<Record<keyof TravelerDraft, string>>; others: string[] } {
  const fields: Partial<Record<keyof TravelerDraft, string>> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(errors ?? {})) {
    const field = FORM_FIELDS[path] ?? FORM_FIELDS[path.split('.')[0]];
    if (field && !fields[field]) fields[field] = message;
    else others.push(`${path}: ${message}`);
  }
  return { fields, others };
}
