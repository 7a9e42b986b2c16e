// Specifications of registering, changing, setting days off, unassigning and removing field staff.
import { deciderSpecification } from '../shared/decider-specification';
import { PHONE_NUMBER_RULE } from '../shared/phone-number';
import { fieldStaffDecider, type FieldStaffCommand } from './field-staff-commands';
import type { FieldStaffDetails } from './field-staff-member';
import { assigned, daysOffChanged, dolomites, giulia, registered, removed, staffId, unassigned } from './field-staff.fixtures';

const given = deciderSpecification(fieldStaffDecider, {});

const register = (changes: Partial<FieldStaffDetails> & { daysOff?: string[] } = {}): FieldStaffCommand => ({
  type: 'RegisterFieldStaffMember',
  data: { staffId, ...giulia, ...changes },
});
const change = (changes: Partial<FieldStaffDetails>): FieldStaffCommand => ({ type: 'ChangeFieldStaffDetails', data: { changes } });
const setDaysOff = (...daysOff: string[]): FieldStaffCommand => ({ type: 'SetDaysOff', data: { daysOff } });
const unassign = (assignmentId: string): FieldStaffCommand => ({ type: 'UnassignFieldStaff', data: { assignmentId } });
const remove: FieldStaffCommand = { type: 'RemoveFieldStaffMember' };

describe('RegisterFieldStaffMember', () => {
  it('registers a member with no days off', () => {
    given().when(register()).then(registered);
  });

  it('registers days off sorted, each once', () => {
    given()
      .when(register({ daysOff: ['2025-06-12', '2025-06-11', '2025-06-12'] }))
      .then({ type: 'FieldStaffMemberRegistered', data: { staffId, ...giulia, daysOff: ['2025-06-11', '2025-06-12'] } });
  });

  it('rejects an id already taken, even by a removed member', () => {
    given(registered).when(register()).thenThrows({ code: 'conflict', message: 'A field staff member with this id already exists.' });
    given(registered, removed).when(register()).thenThrows({ code: 'conflict', message: 'A field staff member with this id already exists.' });
  });

  it.each<[string, Partial<FieldStaffDetails> & { daysOff?: string[] }, Record<string, string>]>([
    ['an empty first name', { firstName: ' ' }, { firstName: 'Required.' }],
    ['an empty last name', { lastName: '' }, { lastName: 'Required.' }],
    ['an email without a domain', { email: 'giulia@' }, { email: 'Must be an email address.' }],
    ['a phone that is a formula', { phone: "+1+cmd|' /C calc'!A0" }, { phone: `Must be ${PHONE_NUMBER_RULE}.` }],
    ['no role', { roles: [] }, { roles: 'Choose at least one role.' }],
    ['an unknown role', { roles: ['pilot' as 'guide'] }, { roles: 'Must be among guide, driver, tour_leader, coordinator.' }],
    ['a role twice', { roles: ['guide', 'guide'] }, { roles: 'List each role once.' }],
    ['a language that is not ISO 639-1', { languages: ['ita'] }, { languages: 'Use two-letter lower-case codes such as en or it.' }],
    ['an upper-case language code', { languages: ['EN'] }, { languages: 'Use two-letter lower-case codes such as en or it.' }],
    ['a language twice', { languages: ['it', 'it'] }, { languages: 'List each language once.' }],
    ['an unknown licence kind', { licences: [{ kind: 'boat' as 'driving', number: 'B-1', expiry: '2026-01-01' }] }, { 'licences.0.kind': 'Must be driving or guide.' }],
    ['a licence without a number', { licences: [{ kind: 'driving', number: '', expiry: '2026-01-01' }] }, { 'licences.0.number': 'Required.' }],
    ['a licence expiry that is not a date', { licences: [{ kind: 'guide', number: 'G-1', expiry: '2026-02-30' }] }, { 'licences.0.expiry': 'Must be a date as YYYY-MM-DD.' }],
    ['a day off that is not a date', { daysOff: ['2025-06-31'] }, { daysOff: 'Each day off must be a date as YYYY-MM-DD.' }],
  ])('rejects %s', (_, changes, fields) => {
    given().when(register(changes)).thenThrows({ code: 'invalid', message: /./, fields });
  });
});

describe('ChangeFieldStaffDetails', () => {
  it('records only the fields that changed', () => {
    given(registered)
      .when(change({ firstName: 'Giulia', phone: '+39 000 111', languages: ['it', 'en', 'de', 'fr'] }))
      .then({ type: 'FieldStaffDetailsChanged', data: { staffId, changes: { phone: '+39 000 111', languages: ['it', 'en', 'de', 'fr'] } } });
  });

  it('records nothing when nothing changed', () => {
    given(registered).when(change({ email: giulia.email, roles: [...giulia.roles] })).thenNothingHappened();
  });

  it('renews a licence', () => {
    const licences = [{ kind: 'driving' as const, number: 'DL-1234', expiry: '2035-06-30' }, giulia.licences[1]];
    given(registered).when(change({ licences })).then({ type: 'FieldStaffDetailsChanged', data: { staffId, changes: { licences } } });
  });

  it('rejects invalid changes', () => {
    given(registered).when(change({ email: 'not an email' })).thenThrows({ code: 'invalid', message: 'not an email is not an email address.', fields: { email: 'Must be an email address.' } });
    given(registered).when(change({ roles: [] })).thenThrows({ code: 'invalid', message: /at least one role/, fields: { roles: 'Choose at least one role.' } });
  });

  it('rejects a member who was never registered', () => {
    given().when(change({ phone: '1' })).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
  });

  it('rejects a removed member', () => {
    given(registered, removed).when(change({ phone: '1' })).thenThrows({ code: 'conflict', message: 'The field staff member has been removed.' });
  });
});

describe('SetDaysOff', () => {
  it('records the days off sorted, each once', () => {
    given(registered).when(setDaysOff('2025-08-02', '2025-08-01', '2025-08-02')).then(daysOffChanged('2025-08-01', '2025-08-02'));
  });

  it('clears the days off', () => {
    given(registered, daysOffChanged('2025-08-01')).when(setDaysOff()).then(daysOffChanged());
  });

  it('records nothing when the days off are the same', () => {
    given(registered, daysOffChanged('2025-08-01', '2025-08-02')).when(setDaysOff('2025-08-02', '2025-08-01')).thenNothingHappened();
  });

  it('rejects a day that is not a date', () => {
    given(registered).when(setDaysOff('2025-08-01', 'tomorrow')).thenThrows({
      code: 'invalid',
      message: 'tomorrow is not a date.',
      fields: { daysOff: 'Each day off must be a date as YYYY-MM-DD.' },
    });
  });

  it('rejects a member who was never registered or was removed', () => {
    given().when(setDaysOff('2025-08-01')).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
    given(registered, removed).when(setDaysOff('2025-08-01')).thenThrows({ code: 'conflict', message: 'The field staff member has been removed.' });
  });
});

describe('UnassignFieldStaff', () => {
  it('unassigns an assignment', () => {
    given(registered, assigned(dolomites)).when(unassign('asg-1')).then(unassigned('asg-1'));
  });

  it('rejects an assignment the member does not have, or no longer has', () => {
    given(registered).when(unassign('asg-1')).thenThrows({ code: 'not_found', message: 'Assignment not found.' });
    given(registered, assigned(dolomites), unassigned('asg-1')).when(unassign('asg-1')).thenThrows({ code: 'not_found', message: 'Assignment not found.' });
  });

  it('rejects a member who was never registered or was removed', () => {
    given().when(unassign('asg-1')).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
    given(registered, removed).when(unassign('asg-1')).thenThrows({ code: 'conflict', message: 'The field staff member has been removed.' });
  });
});

describe('RemoveFieldStaffMember', () => {
  it('removes a member without assignments', () => {
    given(registered).when(remove).then(removed);
    given(registered, assigned(dolomites), unassigned('asg-1')).when(remove).then(removed);
  });

  it('rejects removing a member who is still assigned', () => {
    given(registered, assigned(dolomites)).when(remove).thenThrows({ code: 'conflict', message: 'The field staff member still has 1 assignment; unassign them first.' });
  });

  it('rejects removing twice', () => {
    given(registered, removed).when(remove).thenThrows({ code: 'conflict', message: 'The field staff member is already removed.' });
  });

  it('rejects a member who was never registered', () => {
    given().when(remove).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
  });
});
