// Specifications of the traveler commands: registration with duplicate detection, details, tours, removal and restore.
import { deciderSpecification } from '../shared/decider-specification';
import { PHONE_NUMBER_RULE } from '../shared/phone-number';
import type { PossibleDuplicate, TravelerDetails, TravelerEvent } from './traveler';
import { travelerDecider, type TravelerCommand, type TravelerContext } from './traveler-commands';

const today = '2025-03-15';
const given = deciderSpecification(travelerDecider, { today });
const givenDuplicates = (possibleDuplicates: PossibleDuplicate[], allowDuplicate = false) =>
  deciderSpecification(travelerDecider, { today, possibleDuplicates, allowDuplicate } satisfies TravelerContext);

const travelerId = 'traveler-1';
const details: TravelerDetails = {
  firstName: 'Zoë',
  lastName: 'Müller',
  email: 'zoe.mueller@example.org',
  phone: '+49 170 1234567',
  nationality: 'DE',
  dateOfBirth: '1988-07-02',
  passport: { number: 'C01X00T47', expiry: '2031-05-20' },
  dietaryNotes: 'Vegetarian.',
  medicalNotes: 'Allergic to penicillin.',
  emergencyContact: { name: 'Jonas Müller', phone: '+49 170 7654321', relation: 'Brother' },
  tags: ['repeat guest'],
};

const registered: TravelerEvent = { type: 'TravelerRegistered', data: { travelerId, ...details } };
const assigned = (tourId: string): TravelerEvent => ({ type: 'TravelerAssignedToTour', data: { travelerId, tourId } });
const unassigned = (tourId: string): TravelerEvent => ({ type: 'TravelerUnassignedFromTour', data: { travelerId, tourId } });
const removed: TravelerEvent = { type: 'TravelerRemoved', data: { travelerId } };
const restored: TravelerEvent = { type: 'TravelerRestored', data: { travelerId } };

const register = (overrides: Partial<TravelerDetails> = {}): TravelerCommand => ({ type: 'RegisterTraveler', data: { travelerId, ...details, ...overrides } });
const change = (changes: Partial<TravelerDetails>): TravelerCommand => ({ type: 'ChangeTravelerDetails', data: { changes } });
const assign = (tourId: string): TravelerCommand => ({ type: 'AssignToTour', data: { tourId } });
const unassign = (tourId: string): TravelerCommand => ({ type: 'UnassignFromTour', data: { tourId } });

describe('RegisterTraveler', () => {
  it('registers a traveler with all their details', () => {
    given().when(register()).then(registered);
  });

  it('registers a traveler without passport, emergency contact, email or phone', () => {
    const bare = { email: '', phone: '', passport: null, emergencyContact: null, tags: [], dietaryNotes: '', medicalNotes: '' };
    given().when(register(bare)).then({ type: 'TravelerRegistered', data: { travelerId, ...details, ...bare } });
  });

  it('registers a traveler born today', () => {
    given().when(register({ dateOfBirth: today })).then({ type: 'TravelerRegistered', data: { travelerId, ...details, dateOfBirth: today } });
  });

  it('rejects an id that is already taken', () => {
    given(registered).when(register()).thenThrows({ code: 'conflict', message: 'A traveler with this id already exists.' });
  });

  it('rejects a blank first name', () => {
    given().when(register({ firstName: '  ' })).thenThrows({ code: 'invalid', message: 'The first name is required.', fields: { firstName: 'Required.' } });
  });

  it('rejects a blank last name', () => {
    given().when(register({ lastName: '' })).thenThrows({ code: 'invalid', message: 'The last name is required.', fields: { lastName: 'Required.' } });
  });

  it.each(['zoe', 'zoe@', '@example.org', 'zoe@example', 'zoe mueller@example.org', 'zoe@example..org'])('rejects the email %p', (email) => {
    given().when(register({ email })).thenThrows({ code: 'invalid', message: `${email} is not an email address.`, fields: { email: 'Must be an email address.' } });
  });

  it.each(['de', 'XX', 'DEU', 'EU', ''])('rejects the nationality %p', (nationality) => {
    given()
      .when(register({ nationality }))
      .thenThrows({ code: 'invalid', message: `${nationality} is not a country code.`, fields: { nationality: 'Must be an ISO 3166 alpha-2 country code, such as DE.' } });
  });

  it('rejects a date of birth that is not a date', () => {
    given()
      .when(register({ dateOfBirth: '1988-02-30' }))
      .thenThrows({ code: 'invalid', message: '1988-02-30 is not a date.', fields: { dateOfBirth: 'Must be a date as YYYY-MM-DD.' } });
  });

  it('rejects a date of birth in the future', () => {
    given()
      .when(register({ dateOfBirth: '2025-03-16' }))
      .thenThrows({ code: 'invalid', message: 'The date of birth cannot be in the future.', fields: { dateOfBirth: 'Must be on or before 2025-03-15.' } });
  });

  it('rejects a passport without a number', () => {
    given()
      .when(register({ passport: { number: ' ', expiry: '2031-05-20' } }))
      .thenThrows({ code: 'invalid', message: 'The passport needs its number.', fields: { 'passport.number': 'Required.' } });
  });

  it('rejects a passport expiry that is not a date', () => {
    given()
      .when(register({ passport: { number: 'C01X00T47', expiry: '20/05/2031' } }))
      .thenThrows({ code: 'invalid', message: '20/05/2031 is not a date.', fields: { 'passport.expiry': 'Must be a date as YYYY-MM-DD.' } });
  });

  it('rejects a passport that expires on or before the date of birth', () => {
    given()
      .when(register({ passport: { number: 'C01X00T47', expiry: '1988-07-02' } }))
      .thenThrows({ code: 'invalid', message: 'The passport cannot expire before the traveler was born.', fields: { 'passport.expiry': 'Must be after the date of birth.' } });
  });

  it('accepts an expired passport, which the operator still needs to see', () => {
    const passport = { number: 'C01X00T47', expiry: '2020-01-31' };
    given().when(register({ passport })).then({ type: 'TravelerRegistered', data: { travelerId, ...details, passport } });
  });

  it('rejects an emergency contact without a name', () => {
    given()
      .when(register({ emergencyContact: { name: '', phone: '+49 170 7654321', relation: 'Brother' } }))
      .thenThrows({ code: 'invalid', message: 'The emergency contact needs a name.', fields: { 'emergencyContact.name': 'Required.' } });
  });

  it('rejects an emergency contact without a phone number', () => {
    given()
      .when(register({ emergencyContact: { name: 'Jonas Müller', phone: ' ', relation: 'Brother' } }))
      .thenThrows({ code: 'invalid', message: 'The emergency contact needs a phone number.', fields: { 'emergencyContact.phone': 'Required.' } });
  });

  it.each(["+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", '=1+1', 'call me'])('rejects the phone %p, saying what a phone number is', (phone) => {
    given()
      .when(register({ phone }))
      .thenThrows({ code: 'invalid', message: `The phone is not a phone number: ${PHONE_NUMBER_RULE}.`, fields: { phone: `Must be ${PHONE_NUMBER_RULE}.` } });
  });

  it('rejects an emergency contact whose phone is not a phone number', () => {
    given()
      .when(register({ emergencyContact: { name: 'Jonas Müller', phone: '@SUM(1+1)', relation: 'Brother' } }))
      .thenThrows({ code: 'invalid', message: /emergency contact's phone is not a phone number/, fields: { 'emergencyContact.phone': `Must be ${PHONE_NUMBER_RULE}.` } });
  });

  it('rejects an empty tag', () => {
    given().when(register({ tags: ['vip', ''] })).thenThrows({ code: 'invalid', message: 'A tag cannot be empty.', fields: { tags: 'Must not contain empty tags.' } });
  });

  it('rejects a repeated tag', () => {
    given().when(register({ tags: ['vip', 'vip'] })).thenThrows({ code: 'invalid', message: 'A tag appears twice.', fields: { tags: 'Must not repeat a tag.' } });
  });

  describe('with possible duplicates found by the caller', () => {
    const duplicates: PossibleDuplicate[] = [
      { id: 'traveler-7', reason: 'same-email' },
      { id: 'traveler-9', reason: 'same-name-and-date-of-birth' },
    ];

    it('rejects the registration, naming every match and why', () => {
      givenDuplicates(duplicates)()
        .when(register())
        .thenThrows({
          code: 'conflict',
          message: 'This traveler may already exist: traveler-7 (same email), traveler-9 (same name and date of birth). Create anyway to keep both.',
          facts: {
            duplicates: [
              { id: 'traveler-7', name: '', reason: 'same-email' },
              { id: 'traveler-9', name: '', reason: 'same-name-and-date-of-birth' },
            ],
          },
        });
    });

    it('names the matches by the names it was given', () => {
      deciderSpecification(travelerDecider, { today, possibleDuplicates: duplicates, duplicateNames: { 'traveler-7': 'Ana Silva' } })()
        .when(register())
        .thenThrows({ code: 'conflict', message: /^This traveler may already exist: Ana Silva \(same email\), traveler-9 /, facts: { duplicates: [{ id: 'traveler-7', name: 'Ana Silva', reason: 'same-email' }, { id: 'traveler-9', name: '', reason: 'same-name-and-date-of-birth' }] } });
    });

    it('registers anyway when the operator allows the duplicate, recording the matches they saw', () => {
      givenDuplicates(duplicates, true)()
        .when(register())
        .then({ type: 'TravelerRegistered', data: { travelerId, ...details, acknowledgedDuplicates: duplicates } });
    });

    it('ignores a match on the traveler itself', () => {
      givenDuplicates([{ id: travelerId, reason: 'same-email' }])().when(register()).then(registered);
    });

    it('still checks the details when the duplicate is allowed', () => {
      givenDuplicates(duplicates, true)()
        .when(register({ firstName: '' }))
        .thenThrows({ code: 'invalid', message: 'The first name is required.' });
    });
  });
});

describe('ChangeTravelerDetails', () => {
  it('records only the fields that changed', () => {
    given(registered)
      .when(change({ firstName: 'Zoë', phone: '+49 171 0000000', tags: ['repeat guest'], dietaryNotes: 'Vegan.' }))
      .then({ type: 'TravelerDetailsChanged', data: { travelerId, changes: { phone: '+49 171 0000000', dietaryNotes: 'Vegan.' } } });
  });

  it('changes the passport as a whole', () => {
    const passport = { number: 'C01X00T47', expiry: '2035-05-20' };
    given(registered).when(change({ passport })).then({ type: 'TravelerDetailsChanged', data: { travelerId, changes: { passport } } });
  });

  it('keeps the number on file when the passport comes back with its masked number, changing only the expiry', () => {
    given(registered)
      .when(change({ passport: { number: '••••0T47', expiry: '2036-01-01' } }))
      .then({ type: 'TravelerDetailsChanged', data: { travelerId, changes: { passport: { number: 'C01X00T47', expiry: '2036-01-01' } } } });
  });

  it('does nothing when the masked passport comes back unchanged', () => {
    given(registered).when(change({ passport: { number: '••••0T47', expiry: '2031-05-20' } })).thenNothingHappened();
  });

  it('rejects a masked number that is not the mask of the number on file', () => {
    given(registered)
      .when(change({ passport: { number: '••••9999', expiry: '2031-05-20' } }))
      .thenThrows({ code: 'invalid', message: 'Enter the full passport number, not the masked one.', fields: { 'passport.number': 'Enter the full number.' } });
  });

  it('clears the emergency contact', () => {
    given(registered)
      .when(change({ emergencyContact: null }))
      .then({ type: 'TravelerDetailsChanged', data: { travelerId, changes: { emergencyContact: null } } });
  });

  it('does nothing when nothing changes', () => {
    given(registered).when(change({ ...details })).thenNothingHappened();
  });

  it('does nothing when no field is given', () => {
    given(registered).when(change({})).thenNothingHappened();
  });

  it('rejects an unknown traveler', () => {
    given().when(change({ phone: '' })).thenThrows({ code: 'not_found', message: 'Traveler not found.' });
  });

  it('rejects a removed traveler', () => {
    given(registered, removed).when(change({ phone: '' })).thenThrows({ code: 'conflict', message: 'The traveler is removed; restore them first.' });
  });

  it('rejects a blank name', () => {
    given(registered).when(change({ lastName: ' ' })).thenThrows({ code: 'invalid', message: 'The last name is required.', fields: { lastName: 'Required.' } });
  });

  it('rejects a malformed email', () => {
    given(registered).when(change({ email: 'zoe(at)example.org' })).thenThrows({ code: 'invalid', message: 'zoe(at)example.org is not an email address.' });
  });

  it('rejects a date of birth in the future', () => {
    given(registered).when(change({ dateOfBirth: '2030-01-01' })).thenThrows({ code: 'invalid', message: 'The date of birth cannot be in the future.' });
  });

  it('rejects a date of birth that would fall after the passport expiry already on file', () => {
    const passport = { number: 'C01X00T47', expiry: '2000-01-01' };
    given({ type: 'TravelerRegistered', data: { travelerId, ...details, passport } })
      .when(change({ dateOfBirth: '2001-01-01' }))
      .thenThrows({ code: 'invalid', message: 'The passport cannot expire before the traveler was born.', fields: { 'passport.expiry': 'Must be after the date of birth.' } });
  });
});

describe('AssignToTour', () => {
  it('puts the traveler on a tour', () => {
    given(registered).when(assign('tour-1')).then(assigned('tour-1'));
  });

  it('puts the traveler on a second tour', () => {
    given(registered, assigned('tour-1')).when(assign('tour-2')).then(assigned('tour-2'));
  });

  it('does nothing when the traveler is already on the tour', () => {
    given(registered, assigned('tour-1')).when(assign('tour-1')).thenNothingHappened();
  });

  it('assigns again after an unassignment', () => {
    given(registered, assigned('tour-1'), unassigned('tour-1')).when(assign('tour-1')).then(assigned('tour-1'));
  });

  it('rejects an unknown traveler', () => {
    given().when(assign('tour-1')).thenThrows({ code: 'not_found', message: 'Traveler not found.' });
  });

  it('rejects a removed traveler', () => {
    given(registered, removed).when(assign('tour-1')).thenThrows({ code: 'conflict', message: 'The traveler is removed; restore them first.' });
  });

  it('puts the 500th traveler on a tour, and refuses the 501st, naming the tour', () => {
    const givenOnTour = (travelersOnTour: number) => deciderSpecification(travelerDecider, { today, travelersOnTour } satisfies TravelerContext);
    givenOnTour(499)(registered).when(assign('tour-1')).then(assigned('tour-1'));
    givenOnTour(500)(registered)
      .when(assign('tour-1'))
      .thenThrows({ code: 'invalid', message: 'A tour takes at most 500 travelers; this one has 500.', fields: { tourId: 'The tour has its 500 travelers.' } });
  });

  it('does nothing, and refuses nothing, when the traveler is already on a full tour', () => {
    deciderSpecification(travelerDecider, { today, travelersOnTour: 500 } satisfies TravelerContext)(registered, assigned('tour-1'))
      .when(assign('tour-1'))
      .thenNothingHappened();
  });
});

describe('UnassignFromTour', () => {
  it('takes the traveler off a tour', () => {
    given(registered, assigned('tour-1')).when(unassign('tour-1')).then(unassigned('tour-1'));
  });

  it('does nothing when the traveler is not on the tour', () => {
    given(registered, assigned('tour-1')).when(unassign('tour-2')).thenNothingHappened();
  });

  it('rejects an unknown traveler', () => {
    given().when(unassign('tour-1')).thenThrows({ code: 'not_found', message: 'Traveler not found.' });
  });

  it('rejects a removed traveler', () => {
    given(registered, assigned('tour-1'), removed).when(unassign('tour-1')).thenThrows({ code: 'conflict', message: 'The traveler is removed; restore them first.' });
  });
});

describe('RemoveTraveler and RestoreTraveler', () => {
  it('removes a traveler', () => {
    given(registered).when({ type: 'RemoveTraveler' }).then(removed);
  });

  it('rejects removing a traveler twice', () => {
    given(registered, removed).when({ type: 'RemoveTraveler' }).thenThrows({ code: 'conflict', message: 'The traveler is already removed.' });
  });

  it('rejects removing an unknown traveler', () => {
    given().when({ type: 'RemoveTraveler' }).thenThrows({ code: 'not_found', message: 'Traveler not found.' });
  });

  it('restores a removed traveler', () => {
    given(registered, removed).when({ type: 'RestoreTraveler' }).then(restored);
  });

  it('lets a restored traveler change again', () => {
    given(registered, removed, restored).when(assign('tour-1')).then(assigned('tour-1'));
  });

  it('rejects restoring a traveler who is not removed', () => {
    given(registered).when({ type: 'RestoreTraveler' }).thenThrows({ code: 'conflict', message: 'The traveler is not removed.' });
  });

  it('rejects restoring an unknown traveler', () => {
    given().when({ type: 'RestoreTraveler' }).thenThrows({ code: 'not_found', message: 'Traveler not found.' });
  });
});
