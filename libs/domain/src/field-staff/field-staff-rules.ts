// The checks field staff commands share: which members may change, and what makes their details valid.
import { isCalendarDate } from '../shared/calendar-date';
import { conflict, invalid, notFound } from '../shared/decider';
import { PHONE_NUMBER_RULE, isPhoneNumber } from '../shared/phone-number';
import { FIELD_STAFF_ROLES, LICENCE_KINDS, type FieldStaffDetails, type FieldStaffMember, type FieldStaffState } from './field-staff-member';

export function existingMember(state: FieldStaffState): FieldStaffMember {
  if (state.status === 'absent') throw notFound('Field staff member not found.');
  if (state.member.erased) throw conflict('The field staff member is erased; nothing about them can change.');
  return state.member;
}

/** A member who may still be changed and assigned: registered and not removed. */
export function activeMember(state: FieldStaffState): FieldStaffMember {
  const member = existingMember(state);
  if (member.deleted) throw conflict('The field staff member has been removed.');
  return member;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_639_1 = /^[a-z]{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && INSTANT.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

/** Checks the given details; absent fields (a partial change) are not checked. */
export function checkDetails(details: Partial<FieldStaffDetails>) {
  if (details.firstName !== undefined && details.firstName.trim() === '') throw invalid('The first name is missing.', { firstName: 'Required.' });
  if (details.lastName !== undefined && details.lastName.trim() === '') throw invalid('The last name is missing.', { lastName: 'Required.' });
  if (details.email !== undefined && !EMAIL.test(details.email)) throw invalid(`${details.email} is not an email address.`, { email: 'Must be an email address.' });
  if (details.phone !== undefined && details.phone.trim() !== '' && !isPhoneNumber(details.phone))
    throw invalid(`The phone is not a phone number: ${PHONE_NUMBER_RULE}.`, { phone: `Must be ${PHONE_NUMBER_RULE}.` });
  if (details.roles !== undefined) {
    if (details.roles.length === 0) throw invalid('A field staff member needs at least one role.', { roles: 'Choose at least one role.' });
    const unknown = details.roles.filter((role) => !FIELD_STAFF_ROLES.includes(role));
    if (unknown.length > 0) throw invalid(`Unknown role ${unknown.join(', ')}.`, { roles: `Must be among ${FIELD_STAFF_ROLES.join(', ')}.` });
    if (hasDuplicates(details.roles)) throw invalid('A role is listed twice.', { roles: 'List each role once.' });
  }
  if (details.languages !== undefined) {
    const unknown = details.languages.filter((language) => !ISO_639_1.test(language));
    if (unknown.length > 0) throw invalid(`${unknown.join(', ')} is not an ISO 639-1 language code.`, { languages: 'Use two-letter lower-case codes such as en or it.' });
    if (hasDuplicates(details.languages)) throw invalid('A language is listed twice.', { languages: 'List each language once.' });
  }
  details.licences?.forEach((licence, index) => {
    if (!LICENCE_KINDS.includes(licence.kind)) throw invalid(`Unknown licence kind ${licence.kind}.`, { [`licences.${index}.kind`]: `Must be ${LICENCE_KINDS.join(' or ')}.` });
    if (licence.number.trim() === '') throw invalid('A licence number is missing.', { [`licences.${index}.number`]: 'Required.' });
    if (!isCalendarDate(licence.expiry)) throw invalid(`The licence expiry ${licence.expiry} is not a date.`, { [`licences.${index}.expiry`]: 'Must be a date as YYYY-MM-DD.' });
  });
}

/** Days off checked as dates, then sorted with each day once. */
export function normalizedDaysOff(daysOff: readonly string[]): string[] {
  const wrong = daysOff.filter((day) => !isCalendarDate(day));
  if (wrong.length > 0) throw invalid(`${wrong.join(', ')} is not a date.`, { daysOff: 'Each day off must be a date as YYYY-MM-DD.' });
  return [...new Set(daysOff)].sort();
}
