// Specifications of erasing a field staff member: admin only, a reason required, recorded once, and nothing changes them after.
import { deciderSpecification } from '../shared/decider-specification';
import { ERASED } from '../shared/personal-fields';
import { fieldStaffDecider } from './field-staff-commands';
import { fieldStaffErasureDecider, type FieldStaffErasureCommand } from './field-staff-erasure';
import { evolveFieldStaffMember, type FieldStaffEvent } from './field-staff-member';
import { dolomites, assigned, registered, removed, staffId } from './field-staff.fixtures';

const asAdmin = deciderSpecification(fieldStaffErasureDecider, { callerRole: 'org:admin' });
const asMember = deciderSpecification(fieldStaffErasureDecider, { callerRole: 'org:member' });
const erased = (reason: string): FieldStaffEvent => ({ type: 'FieldStaffMemberErased', data: { staffId, reason } });
const erase = (reason: string): FieldStaffErasureCommand => ({ type: 'EraseFieldStaffMember', data: { reason } });

describe('EraseFieldStaffMember', () => {
  it('records the erasure with the admin\'s reason, of a removed member too', () => {
    asAdmin(registered, assigned(dolomites)).when(erase('Left the company in 2019')).then(erased('Left the company in 2019'));
    asAdmin(registered, removed).when(erase('Retention period over')).then(erased('Retention period over'));
  });

  it('refuses anyone but an administrator', () => {
    asMember(registered).when(erase('Asked to be forgotten')).thenThrows({ code: 'forbidden', message: 'Only an administrator can erase a field staff member.' });
  });

  it('refuses a missing reason, naming the field', () => {
    asAdmin(registered)
      .when(erase(' '))
      .thenThrows({ code: 'invalid', message: 'Say why this person is erased.', fields: { reason: 'The reason is required, at least 3 characters.' } });
  });

  it('answers not found for an unknown member and conflict for an erased one', () => {
    asAdmin().when(erase('Asked to be forgotten')).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
    asAdmin(registered, erased('Asked')).when(erase('Asked again')).thenThrows({ code: 'conflict', message: 'The field staff member is already erased.' });
  });
});

describe('an erased field staff member', () => {
  it('reads "erased" for name, email and phone and keeps roles, languages, licences and assignments', () => {
    const member = [registered, assigned(dolomites), erased('Asked')].reduce(evolveFieldStaffMember, null);
    expect(member).toMatchObject({ firstName: ERASED, lastName: ERASED, email: ERASED, phone: ERASED, roles: ['guide', 'driver'], erased: true });
    expect(member?.assignments).toEqual([dolomites]);
  });

  it('refuses every further command', () => {
    deciderSpecification(fieldStaffDecider, {})(registered, erased('Asked'))
      .when({ type: 'SetDaysOff', data: { daysOff: ['2025-07-01'] } })
      .thenThrows({ code: 'conflict', message: 'The field staff member is erased; nothing about them can change.' });
  });
});
