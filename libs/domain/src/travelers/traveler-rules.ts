// The checks traveler commands share: which travelers may change, and what makes their details valid.
import { isCalendarDate } from '../shared/calendar-date';
import { conflict, invalid, notFound, type DomainError } from '../shared/decider';
import { PHONE_NUMBER_RULE, isPhoneNumber } from '../shared/phone-number';
import type { Traveler, TravelerDetails, TravelerState } from './traveler';

/** ISO 3166-1 alpha-2: the 249 officially assigned country codes. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  ('AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ ' +
    'BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR ' +
    'CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
    'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
    'LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
    'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
    'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
    'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR ' +
    'TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW').split(' '),
);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmail = (value: string) => EMAIL.test(value);

export function existingTraveler(state: TravelerState): Traveler {
  if (state.status === 'absent') throw notFound('Traveler not found.');
  if (state.traveler.erased) throw conflict('The traveler is erased; nothing about them can change.');
  return state.traveler;
}

/** A traveler that may change: present and not removed. */
export function activeTraveler(state: TravelerState): Traveler {
  const traveler = existingTraveler(state);
  if (traveler.deleted) throw conflict('The traveler is removed; restore them first.');
  return traveler;
}

const blank = (value: string) => value.trim() === '';

type Check = () => DomainError | null;

/** Each rule a traveler's details must follow, in the order an operator reads the form; null when it holds. */
function detailChecks(details: TravelerDetails, today: string): Check[] {
  const { firstName, lastName, email, phone, nationality, dateOfBirth, passport, emergencyContact, tags } = details;
  const birthIsDate = isCalendarDate(dateOfBirth);
  return [
    () => (blank(firstName) ? invalid('The first name is required.', { firstName: 'Required.' }) : null),
    () => (blank(lastName) ? invalid('The last name is required.', { lastName: 'Required.' }) : null),
    () => (!blank(email) && !isEmail(email) ? invalid(`${email} is not an email address.`, { email: 'Must be an email address.' }) : null),
    () => (!blank(phone) && !isPhoneNumber(phone) ? invalid(`The phone is not a phone number: ${PHONE_NUMBER_RULE}.`, { phone: `Must be ${PHONE_NUMBER_RULE}.` }) : null),
    () =>
      !COUNTRY_CODES.has(nationality)
        ? invalid(`${nationality} is not a country code.`, { nationality: 'Must be an ISO 3166 alpha-2 country code, such as DE.' })
        : null,
    () =>
      !birthIsDate
        ? invalid(`${dateOfBirth} is not a date.`, { dateOfBirth: 'Must be a date as YYYY-MM-DD.' })
        : dateOfBirth > today
          ? invalid('The date of birth cannot be in the future.', { dateOfBirth: `Must be on or before ${today}.` })
          : null,
    () => (passport ? passportProblem(passport, birthIsDate ? dateOfBirth : null) : null),
    () => (emergencyContact && blank(emergencyContact.name) ? invalid('The emergency contact needs a name.', { 'emergencyContact.name': 'Required.' }) : null),
    () =>
      emergencyContact && blank(emergencyContact.phone)
        ? invalid('The emergency contact needs a phone number.', { 'emergencyContact.phone': 'Required.' })
        : emergencyContact && !isPhoneNumber(emergencyContact.phone)
          ? invalid(`The emergency contact's phone is not a phone number: ${PHONE_NUMBER_RULE}.`, { 'emergencyContact.phone': `Must be ${PHONE_NUMBER_RULE}.` })
          : null,
    () =>
      tags.some(blank)
        ? invalid('A tag cannot be empty.', { tags: 'Must not contain empty tags.' })
        : new Set(tags).size !== tags.length
          ? invalid('A tag appears twice.', { tags: 'Must not repeat a tag.' })
          : null,
  ];
}

/** Checks a whole traveler's details; today ('YYYY-MM-DD') is the operator's date, passed in as data. Throws the first problem. */
export function checkDetails(details: TravelerDetails, today: string) {
  for (const check of detailChecks(details, today)) {
    const problem = check();
    if (problem) throw problem;
  }
}

/** Every problem of a traveler's details at once (an import preview shows them all); empty when the details are valid. */
export function detailsProblems(details: TravelerDetails, today: string): DomainError[] {
  return detailChecks(details, today)
    .map((check) => check())
    .filter((problem): problem is DomainError => problem !== null);
}

function passportProblem(passport: NonNullable<TravelerDetails['passport']>, dateOfBirth: string | null): DomainError | null {
  if (blank(passport.number)) return invalid('The passport needs its number.', { 'passport.number': 'Required.' });
  if (passport.number.includes('•')) return invalid('Enter the full passport number, not the masked one.', { 'passport.number': 'Enter the full number.' });
  if (!isCalendarDate(passport.expiry)) return invalid(`${passport.expiry} is not a date.`, { 'passport.expiry': 'Must be a date as YYYY-MM-DD.' });
  if (dateOfBirth !== null && passport.expiry <= dateOfBirth)
    return invalid('The passport cannot expire before the traveler was born.', { 'passport.expiry': 'Must be after the date of birth.' });
  return null;
}
