// The field staff form's draft: what it starts from, what the form checks itself, and the bodies it sends.
import type { ChangeFieldStaffBody, FieldStaffRoleName, FieldStaffView, LicenceBody, RegisterFieldStaffBody } from '@tourops/contracts';
import type { FieldErrors } from '../../shared/forms/fieldErrors';

export interface LicenceDraft {
  /** React key only. */
  key: string;
  kind: LicenceBody['kind'];
  number: string;
  expiry: string;
}

export interface FieldStaffDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roles: FieldStaffRoleName[];
  /** Comma- or space-separated ISO 639-1 codes as typed: 'it, en'. */
  languages: string;
  licences: LicenceDraft[];
  daysOff: string[];
}

export const FIELD_STAFF_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'roles', 'languages', 'licences', 'daysOff'] as const;

let licenceKeys = 0;
export const newLicence = (licence: Partial<LicenceDraft> = {}): LicenceDraft => ({ key: `licence-${++licenceKeys}`, kind: 'guide', number: '', expiry: '', ...licence });

export const emptyFieldStaffDraft = (): FieldStaffDraft => ({ firstName: '', lastName: '', email: '', phone: '', roles: [], languages: '', licences: [], daysOff: [] });

export const draftOf = (member: FieldStaffView): FieldStaffDraft => ({
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
  phone: member.phone,
  roles: member.roles,
  languages: member.languages.join(', '),
  licences: member.licences.map((licence) => newLicence(licence)),
  daysOff: member.daysOff,
});

export const languagesOf = (typed: string) => [...new Set(typed.split(/[\s,;]+/).map((code) => code.trim().toLowerCase()).filter(Boolean))];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form can tell before sending: the server checks everything again. */
export function checkFieldStaff(draft: FieldStaffDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.firstName.trim()) errors.firstName = 'Required.';
  if (!draft.lastName.trim()) errors.lastName = 'Required.';
  if (!EMAIL.test(draft.email.trim())) errors.email = 'Must be an email address.';
  if (draft.roles.length === 0) errors.roles = 'Choose at least one role.';
  const wrongLanguages = languagesOf(draft.languages).filter((code) => !/^[a-z]{2}$/.test(code));
  if (wrongLanguages.length > 0) errors.languages = `Use two-letter codes such as en or it (not ${wrongLanguages.join(', ')}).`;
  draft.licences.forEach((licence, index) => {
    if (!licence.number.trim()) errors[`licences.${index}.number`] = 'Required.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(licence.expiry)) errors[`licences.${index}.expiry`] = 'Choose the last day it is valid.';
  });
  return errors;
}

const licencesOf = (draft: FieldStaffDraft) => draft.licences.map(({ kind, number, expiry }) => ({ kind, number: number.trim(), expiry }));

export const registerBodyOf = (draft: FieldStaffDraft): RegisterFieldStaffBody => ({
  firstName: draft.firstName.trim(),
  lastName: draft.lastName.trim(),
  email: draft.email.trim(),
  phone: draft.phone.trim(),
  roles: draft.roles,
  languages: languagesOf(draft.languages),
  licences: licencesOf(draft),
  daysOff: [...draft.daysOff].sort(),
});

/** Only the details that differ from the member as loaded. */
export function changesOf(draft: FieldStaffDraft, member: FieldStaffView): ChangeFieldStaffBody {
  const { daysOff: _, ...next } = registerBodyOf(draft);
  const before: Record<string, unknown> = { ...member };
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))) as ChangeFieldStaffBody;
}

export const daysOffChanged = (draft: FieldStaffDraft, member: FieldStaffView) => JSON.stringify([...draft.daysOff].sort()) !== JSON.stringify(member.daysOff);
