// Specifications of erasing a traveler: admin only, a reason required, recorded once as TravelerErased.
import { deciderSpecification } from '../shared/decider-specification';
import { ERASED } from '../shared/personal-fields';
import { evolveTraveler, type TravelerEvent } from './traveler';
import { travelerDecider, type TravelerCommand } from './traveler-commands';
import { travelerErasureDecider, type TravelerErasureCommand } from './traveler-erasure';

const travelerId = 'traveler-1';
const asAdmin = deciderSpecification(travelerErasureDecider, { callerRole: 'org:admin' });
const asMember = deciderSpecification(travelerErasureDecider, { callerRole: 'org:member' });
const asAuditor = deciderSpecification(travelerErasureDecider, { callerRole: 'org:auditor' });

const registered: TravelerEvent = {
  type: 'TravelerRegistered',
  data: {
    travelerId,
    firstName: 'Zoë',
    lastName: 'Müller',
    email: 'zoe.mueller@example.org',
    phone: '+49 170 1234567',
    nationality: 'DE',
    dateOfBirth: '1988-07-02',
    passport: { number: 'C01X00T47', expiry: '2031-05-20' },
    dietaryNotes: '',
    medicalNotes: 'Allergic to penicillin.',
    emergencyContact: null,
    tags: [],
  },
};
const assigned: TravelerEvent = { type: 'TravelerAssignedToTour', data: { travelerId, tourId: 'tour-1' } };
const removed: TravelerEvent = { type: 'TravelerRemoved', data: { travelerId } };
const erased = (reason: string): TravelerEvent => ({ type: 'TravelerErased', data: { travelerId, reason } });
const erase = (reason: string): TravelerErasureCommand => ({ type: 'EraseTraveler', data: { reason } });

describe('EraseTraveler', () => {
  it('records the erasure of a traveler with the admin\'s reason', () => {
    asAdmin(registered, assigned).when(erase('Asked to be forgotten (GDPR art. 17), ticket 4411')).then(erased('Asked to be forgotten (GDPR art. 17), ticket 4411'));
  });

  it('erases a removed traveler too', () => {
    asAdmin(registered, removed).when(erase('Retention period over')).then(erased('Retention period over'));
  });

  it('keeps the reason without the spaces around it', () => {
    asAdmin(registered).when(erase('  Retention period over \n')).then(erased('Retention period over'));
  });

  it.each([
    ['a member', asMember],
    ['an auditor', asAuditor],
  ])('refuses %s: only an administrator erases', (_, given) => {
    given(registered).when(erase('Asked to be forgotten')).thenThrows({ code: 'forbidden', message: 'Only an administrator can erase a traveler.' });
  });

  it.each(['', '   ', 'no'])('refuses a missing or too short reason (%j), naming the field', (reason) => {
    asAdmin(registered)
      .when(erase(reason))
      .thenThrows({ code: 'invalid', message: 'Say why this person is erased.', fields: { reason: 'The reason is required, at least 3 characters.' } });
  });

  it('refuses a reason longer than 500 characters', () => {
    asAdmin(registered)
      .when(erase('x'.repeat(501)))
      .thenThrows({ code: 'invalid', message: 'The reason is too long.', fields: { reason: 'The reason has at most 500 characters.' } });
    asAdmin(registered).when(erase('x'.repeat(500))).then(erased('x'.repeat(500)));
  });

  it('answers not found for a traveler that was never registered', () => {
    asAdmin().when(erase('Asked to be forgotten')).thenThrows({ code: 'not_found', message: 'Traveler not found.' });
  });

  it('refuses to erase a traveler twice', () => {
    asAdmin(registered, erased('Asked to be forgotten'))
      .when(erase('Asked again'))
      .thenThrows({ code: 'conflict', message: 'The traveler is already erased.' });
  });
});

describe('an erased traveler', () => {
  it('reads "erased" in every personal field (null for passport and emergency contact) and keeps nationality, tags and tours', () => {
    const traveler = [registered, assigned, erased('Asked to be forgotten')].reduce(evolveTraveler, null);
    expect(traveler).toEqual({
      id: travelerId,
      firstName: ERASED,
      lastName: ERASED,
      email: ERASED,
      phone: ERASED,
      nationality: 'DE',
      dateOfBirth: ERASED,
      passport: null,
      dietaryNotes: ERASED,
      medicalNotes: ERASED,
      emergencyContact: null,
      tags: [],
      tourIds: ['tour-1'],
      deleted: false,
      erased: true,
    });
  });

  it.each<[string, TravelerCommand]>([
    ['a change of details', { type: 'ChangeTravelerDetails', data: { changes: { phone: '+49 170 7654321' } } }],
    ['a tour assignment', { type: 'AssignToTour', data: { tourId: 'tour-2' } }],
    ['a removal', { type: 'RemoveTraveler' }],
  ])('refuses %s', (_, command) => {
    deciderSpecification(travelerDecider, { today: '2026-01-01' })(registered, erased('Asked to be forgotten'))
      .when(command)
      .thenThrows({ code: 'conflict', message: 'The traveler is erased; nothing about them can change.' });
  });
});
