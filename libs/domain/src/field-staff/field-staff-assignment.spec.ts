// Specifications of AssignFieldStaff: warnings need a deliberate override, and the override is recorded.
import { deciderSpecification } from '../shared/decider-specification';
import { fieldStaffDecider, type AssignFieldStaffData, type FieldStaffCommand } from './field-staff-commands';
import type { StaffAssignment } from './field-staff-member';
import { assigned, daysOffChanged, dolomites, registered, removed, staffId, unassigned } from './field-staff.fixtures';

const given = deciderSpecification(fieldStaffDecider, {});

/** Guiding tour-2 on 14 June 2025, free of any warning for Giulia. */
const lakeGarda: AssignFieldStaffData = {
  assignmentId: 'asg-2',
  tourId: 'tour-2',
  role: 'guide',
  from: '2025-06-14T08:00:00Z',
  to: '2025-06-14T18:00:00Z',
  override: false,
};
const assign = (changes: Partial<AssignFieldStaffData> = {}): FieldStaffCommand => ({ type: 'AssignFieldStaff', data: { ...lakeGarda, ...changes } });
const assignedAs = (changes: Partial<StaffAssignment> = {}) => {
  const { override: _, ...fields } = lakeGarda;
  return assigned({ ...fields, override: null, ...changes });
};
const withDolomites = [registered, assigned(dolomites)];

describe('AssignFieldStaff without warnings', () => {
  it('assigns a member to a tour', () => {
    given(withDolomites).when(assign()).then(assignedAs());
  });

  it('assigns a member to a day or a segment of a tour', () => {
    given(withDolomites).when(assign({ dayId: 'day-1' })).then(assignedAs({ dayId: 'day-1' }));
    given(withDolomites).when(assign({ dayId: 'day-1', segmentId: 'seg-1' })).then(assignedAs({ dayId: 'day-1', segmentId: 'seg-1' }));
  });

  it('assigns back to back with another assignment, on either side', () => {
    given(withDolomites).when(assign({ from: '2025-06-12T18:00:00Z', to: '2025-06-12T21:00:00Z' })).then(assignedAs({ from: '2025-06-12T18:00:00Z', to: '2025-06-12T21:00:00Z' }));
    given(withDolomites).when(assign({ from: '2025-06-10T05:00:00Z', to: '2025-06-10T08:00:00Z' })).then(assignedAs({ from: '2025-06-10T05:00:00Z', to: '2025-06-10T08:00:00Z' }));
  });

  it('assigns the 200th field staff assignment of a tour, and refuses the 201st, naming the tour', () => {
    deciderSpecification(fieldStaffDecider, { assignmentsOnTour: 199 })(withDolomites).when(assign()).then(assignedAs());
    deciderSpecification(fieldStaffDecider, { assignmentsOnTour: 200 })(withDolomites)
      .when(assign())
      .thenThrows({ code: 'invalid', message: 'A tour takes at most 200 field staff assignments; this one has 200.', fields: { tourId: 'The tour has its 200 field staff assignments.' } });
  });

  it('records no override when there was nothing to override', () => {
    given(withDolomites).when(assign({ override: true })).then(assignedAs({ override: null }));
  });

  it('assigns again in a period freed by an unassignment', () => {
    given(withDolomites, unassigned('asg-1')).when(assign({ from: dolomites.from, to: dolomites.to })).then(assignedAs({ from: dolomites.from, to: dolomites.to }));
  });
});

describe('AssignFieldStaff with warnings', () => {
  const overlapping = { from: '2025-06-12T17:00:00Z', to: '2025-06-12T20:00:00Z' };

  it.each<[string, Partial<AssignFieldStaffData>, Record<string, string>]>([
    ['busy with another assignment', overlapping, { busy: 'Already assigned to tour tour-1 (2025-06-10 08:00 to 2025-06-12 18:00).' }],
    ['without a valid driving licence', { role: 'driver', from: '2025-07-01T08:00:00Z', to: '2025-07-01T18:00:00Z' }, { 'no-valid-licence': 'Has no driving licence valid until 2025-07-01.' }],
    ['without the role', { role: 'tour_leader' }, { 'lacks-role': 'Is not registered as tour leader.' }],
  ])('asks for a deliberate override when the member is %s', (_, changes, fields) => {
    given(withDolomites).when(assign(changes)).thenThrows({ code: 'conflict', message: /^Giulia Rossi needs a deliberate override: /, fields });
  });

  it('names the clashing tours by the titles it was given, with the clashes and the period asked for', () => {
    deciderSpecification(fieldStaffDecider, { tourTitles: { 'tour-1': 'Dolomites' } })(withDolomites)
      .when(assign(overlapping))
      .thenThrows({
        code: 'conflict',
        message: 'Giulia Rossi needs a deliberate override: busy. Assigning anyway records the override.',
        fields: { busy: 'Already assigned to “Dolomites” (2025-06-10 08:00 to 2025-06-12 18:00).' },
        facts: {
          warnings: [
            {
              code: 'busy',
              message: 'Already assigned to “Dolomites” (2025-06-10 08:00 to 2025-06-12 18:00).',
              clashes: [{ assignmentId: 'asg-1', tourId: 'tour-1', tourTitle: 'Dolomites', from: dolomites.from, to: dolomites.to }],
            },
          ],
          period: overlapping,
        },
      });
  });

  it('asks for a deliberate override when the member has a day off', () => {
    given(withDolomites, daysOffChanged('2025-06-14'))
      .when(assign())
      .thenThrows({ code: 'conflict', message: 'Giulia Rossi needs a deliberate override: day-off. Assigning anyway records the override.', fields: { 'day-off': 'Has 2025-06-14 off.' } });
  });

  it('asks for a deliberate override when a guide has no guide licence', () => {
    const unlicensed = { type: 'FieldStaffDetailsChanged' as const, data: { staffId, changes: { licences: [] } } };
    given(withDolomites, unlicensed)
      .when(assign())
      .thenThrows({ code: 'conflict', message: 'Giulia Rossi needs a deliberate override: no-valid-licence. Assigning anyway records the override.', fields: { 'no-valid-licence': 'Has no guide licence valid until 2025-06-14.' } });
  });

  it('lists every warning at once', () => {
    given(withDolomites, daysOffChanged('2025-07-01'))
      .when(assign({ role: 'coordinator', from: '2025-06-12T10:00:00Z', to: '2025-07-01T10:00:00Z' }))
      .thenThrows({ code: 'conflict', message: 'Giulia Rossi needs a deliberate override: busy, day-off, lacks-role. Assigning anyway records the override.' });
  });

  it('records the overridden warnings on the assignment', () => {
    given(withDolomites).when(assign({ ...overlapping, override: true })).then(assignedAs({ ...overlapping, override: { reasons: ['busy'] } }));
  });

  it('records every overridden warning', () => {
    given(withDolomites, daysOffChanged('2025-07-01'))
      .when(assign({ role: 'driver', from: '2025-06-12T10:00:00Z', to: '2025-07-01T10:00:00Z', override: true }))
      .then(assignedAs({ role: 'driver', from: '2025-06-12T10:00:00Z', to: '2025-07-01T10:00:00Z', override: { reasons: ['busy', 'day-off', 'no-valid-licence'] } }));
  });

  it('warns of busy against an overridden assignment too', () => {
    const overridden = { ...dolomites, assignmentId: 'asg-0', override: { reasons: ['busy'] } };
    given(withDolomites, assigned(overridden)).when(assign(overlapping)).thenThrows({ code: 'conflict', message: /busy/ });
  });
});

describe('AssignFieldStaff rejections', () => {
  it('rejects an assignment id already used', () => {
    given(withDolomites).when(assign({ assignmentId: 'asg-1', override: true })).thenThrows({ code: 'conflict', message: 'An assignment with this id already exists.' });
  });

  it.each<[string, Partial<AssignFieldStaffData>, Record<string, string>]>([
    ['no tour', { tourId: '' }, { tourId: 'Required.' }],
    ['a segment without its day', { segmentId: 'seg-1' }, { dayId: 'Required with a segment.' }],
    ['an unknown role', { role: 'pilot' as 'guide' }, { role: 'Must be among guide, driver, tour_leader, coordinator.' }],
    ['a start that is not an instant', { from: '2025-06-14' }, { from: 'Must be an ISO-8601 instant.' }],
    ['a start without its offset', { from: '2025-06-14T08:00:00' }, { from: 'Must be an ISO-8601 instant.' }],
    ['an end that does not exist', { to: '2025-06-31T18:00:00Z' }, { to: 'Must be an ISO-8601 instant.' }],
    ['an end before the start', { to: '2025-06-14T07:00:00Z' }, { to: 'Must be after the start.' }],
    ['an end at the start', { to: '2025-06-14T08:00:00Z' }, { to: 'Must be after the start.' }],
  ])('rejects %s', (_, changes, fields) => {
    given(withDolomites).when(assign(changes)).thenThrows({ code: 'invalid', message: /./, fields });
  });

  it('rejects a member who was never registered', () => {
    given().when(assign()).thenThrows({ code: 'not_found', message: 'Field staff member not found.' });
  });

  it('rejects a removed member, even with an override', () => {
    given(registered, removed).when(assign({ override: true })).thenThrows({ code: 'conflict', message: 'The field staff member has been removed.' });
  });
});
