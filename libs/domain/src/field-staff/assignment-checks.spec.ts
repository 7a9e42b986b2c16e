// Specifications of assignment warnings: busy, day off, no valid licence, lacks the role; edges included.
import { assignmentDates, assignmentWarnings, describeWarnings, periodsOverlap, type AssignmentCandidate } from './assignment-checks';
import type { FieldStaffMember } from './field-staff-member';
import { dolomites, giulia, staffId } from './field-staff.fixtures';

const member = (changes: Partial<FieldStaffMember> = {}): FieldStaffMember => ({
  id: staffId,
  ...giulia,
  daysOff: [],
  assignments: [dolomites],
  deleted: false,
  erased: false,
  ...changes,
});
const candidate = (changes: Partial<AssignmentCandidate> = {}): AssignmentCandidate => ({
  assignmentId: 'asg-new',
  role: 'guide',
  from: '2025-06-14T08:00:00Z',
  to: '2025-06-14T18:00:00Z',
  ...changes,
});

describe('overlapping periods', () => {
  const period = { from: '2025-06-10T08:00:00Z', to: '2025-06-10T12:00:00Z' };

  it.each([
    ['starts inside', '2025-06-10T11:00:00Z', '2025-06-10T14:00:00Z'],
    ['ends inside', '2025-06-10T06:00:00Z', '2025-06-10T09:00:00Z'],
    ['lies within', '2025-06-10T09:00:00Z', '2025-06-10T10:00:00Z'],
    ['covers it', '2025-06-10T07:00:00Z', '2025-06-10T13:00:00Z'],
    ['is the same', '2025-06-10T08:00:00Z', '2025-06-10T12:00:00Z'],
    ['overlaps by one minute', '2025-06-10T11:59:00Z', '2025-06-10T13:00:00Z'],
  ])('overlaps a period that %s', (_, from, to) => {
    expect(periodsOverlap(period, { from, to })).toBe(true);
    expect(periodsOverlap({ from, to }, period)).toBe(true);
  });

  it('does not overlap a period that starts when it ends (back to back)', () => {
    expect(periodsOverlap(period, { from: '2025-06-10T12:00:00Z', to: '2025-06-10T15:00:00Z' })).toBe(false);
  });

  it('does not overlap a period that ends when it starts (back to back)', () => {
    expect(periodsOverlap(period, { from: '2025-06-10T05:00:00Z', to: '2025-06-10T08:00:00Z' })).toBe(false);
  });

  it('compares instants, not their writing: 12:00 in Rome is 10:00 UTC', () => {
    expect(periodsOverlap(period, { from: '2025-06-10T12:00:00+02:00', to: '2025-06-10T15:00:00+02:00' })).toBe(true);
    expect(periodsOverlap(period, { from: '2025-06-10T14:00:00+02:00', to: '2025-06-10T15:00:00+02:00' })).toBe(false);
  });
});

describe('the dates an assignment touches', () => {
  it('runs from the date of its start to the date of its end', () => {
    expect(assignmentDates({ from: '2025-06-10T08:00:00Z', to: '2025-06-12T18:00:00Z' })).toEqual({ first: '2025-06-10', last: '2025-06-12' });
  });

  it('does not touch the day it ends on at midnight', () => {
    expect(assignmentDates({ from: '2025-06-10T08:00:00Z', to: '2025-06-13T00:00:00Z' })).toEqual({ first: '2025-06-10', last: '2025-06-12' });
    expect(assignmentDates({ from: '2025-06-10T08:00+02:00', to: '2025-06-13T00:00+02:00' })).toEqual({ first: '2025-06-10', last: '2025-06-12' });
  });

  it('reads the dates as written, in the offset of the instant', () => {
    expect(assignmentDates({ from: '2025-06-10T23:30:00+02:00', to: '2025-06-11T01:00:00+02:00' })).toEqual({ first: '2025-06-10', last: '2025-06-11' });
  });
});

describe('assignment warnings', () => {
  it('warns of nothing for a free, licensed guide', () => {
    expect(assignmentWarnings(member(), candidate())).toEqual([]);
  });

  it('warns that the member is busy when the period overlaps another assignment', () => {
    expect(assignmentWarnings(member(), candidate({ from: '2025-06-12T17:00:00Z', to: '2025-06-12T20:00:00Z' }))).toEqual(['busy']);
  });

  it('does not warn of busy for assignments back to back, on either side', () => {
    expect(assignmentWarnings(member(), candidate({ from: '2025-06-12T18:00:00Z', to: '2025-06-12T20:00:00Z' }))).toEqual([]);
    expect(assignmentWarnings(member(), candidate({ from: '2025-06-10T06:00:00Z', to: '2025-06-10T08:00:00Z' }))).toEqual([]);
  });

  it('warns of a day off within the period', () => {
    expect(assignmentWarnings(member({ daysOff: ['2025-06-14'] }), candidate())).toEqual(['day-off']);
    expect(assignmentWarnings(member({ daysOff: ['2025-06-15'] }), candidate({ to: '2025-06-16T10:00:00Z' }))).toEqual(['day-off']);
  });

  it('does not warn of days off before or after the period, nor of the day it ends on at midnight', () => {
    expect(assignmentWarnings(member({ daysOff: ['2025-06-13', '2025-06-15'] }), candidate())).toEqual([]);
    expect(assignmentWarnings(member({ daysOff: ['2025-06-15'] }), candidate({ to: '2025-06-15T00:00:00Z' }))).toEqual([]);
  });

  it('warns when a driver has no driving licence', () => {
    const guideOnly = member({ licences: [{ kind: 'guide', number: 'GL-987', expiry: '2026-12-31' }] });
    expect(assignmentWarnings(guideOnly, candidate({ role: 'driver' }))).toEqual(['no-valid-licence']);
  });

  it('warns when a guide has no guide licence', () => {
    const driverOnly = member({ licences: [{ kind: 'driving', number: 'DL-1234', expiry: '2026-12-31' }] });
    expect(assignmentWarnings(driverOnly, candidate({ role: 'guide' }))).toEqual(['no-valid-licence']);
  });

  it('accepts a licence that expires on the last date of the assignment', () => {
    expect(assignmentWarnings(member(), candidate({ role: 'driver', from: '2025-06-29T08:00:00Z', to: '2025-06-30T23:00:00Z' }))).toEqual([]);
  });

  it('warns when the licence expires before the last date of the assignment', () => {
    expect(assignmentWarnings(member(), candidate({ role: 'driver', from: '2025-06-29T08:00:00Z', to: '2025-07-01T10:00:00Z' }))).toEqual(['no-valid-licence']);
  });

  it('needs no licence for tour leaders and coordinators', () => {
    const unlicensed = member({ roles: ['tour_leader', 'coordinator'], licences: [] });
    expect(assignmentWarnings(unlicensed, candidate({ role: 'tour_leader' }))).toEqual([]);
    expect(assignmentWarnings(unlicensed, candidate({ role: 'coordinator' }))).toEqual([]);
  });

  it('warns when the member does not have the role', () => {
    expect(assignmentWarnings(member(), candidate({ role: 'coordinator' }))).toEqual(['lacks-role']);
  });

  it('lists every warning that applies, in a fixed order', () => {
    const busyDriver = member({ daysOff: ['2025-07-01'], roles: ['guide'] });
    expect(assignmentWarnings(busyDriver, candidate({ role: 'driver', from: '2025-06-12T10:00:00Z', to: '2025-07-01T10:00:00Z' }))).toEqual([
      'busy',
      'day-off',
      'no-valid-licence',
      'lacks-role',
    ]);
  });

  it('does not count the assignment as busy with itself', () => {
    expect(assignmentWarnings(member(), { ...dolomites })).toEqual([]);
  });

  it('describes each warning for the operator', () => {
    const busyDriver = member({ daysOff: ['2025-07-01'], roles: ['guide'] });
    expect(describeWarnings(busyDriver, candidate({ role: 'driver', from: '2025-06-12T10:00:00Z', to: '2025-07-01T10:00:00Z' }))).toEqual({
      busy: 'Already assigned to tour tour-1 (2025-06-10 08:00 to 2025-06-12 18:00).',
      'day-off': 'Has 2025-07-01 off.',
      'no-valid-licence': 'Has no driving licence valid until 2025-07-01.',
      'lacks-role': 'Is not registered as driver.',
    });
  });
});
