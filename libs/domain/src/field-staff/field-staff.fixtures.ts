// Shared test data for the field staff specifications: one guide and driver, Giulia Rossi.
import type { FieldStaffDetails, FieldStaffEvent, StaffAssignment } from './field-staff-member';

export const staffId = 'staff-1';

export const giulia: FieldStaffDetails = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.com',
  phone: '+39 333 123 4567',
  roles: ['guide', 'driver'],
  languages: ['it', 'en', 'de'],
  licences: [
    { kind: 'driving', number: 'DL-1234', expiry: '2025-06-30' },
    { kind: 'guide', number: 'GL-987', expiry: '2026-12-31' },
  ],
};

export const registered: FieldStaffEvent = { type: 'FieldStaffMemberRegistered', data: { staffId, ...giulia, daysOff: [] } };
export const removed: FieldStaffEvent = { type: 'FieldStaffMemberRemoved', data: { staffId } };
export const daysOffChanged = (...daysOff: string[]): FieldStaffEvent => ({ type: 'DaysOffChanged', data: { staffId, daysOff } });
export const assigned = (assignment: StaffAssignment): FieldStaffEvent => ({ type: 'FieldStaffAssigned', data: { staffId, assignment } });
export const unassigned = (assignmentId: string): FieldStaffEvent => ({ type: 'FieldStaffUnassigned', data: { staffId, assignmentId } });

/** Guiding tour-1 from 08:00 on 10 June to 18:00 on 12 June 2025 (UTC). */
export const dolomites: StaffAssignment = {
  assignmentId: 'asg-1',
  tourId: 'tour-1',
  role: 'guide',
  from: '2025-06-10T08:00:00Z',
  to: '2025-06-12T18:00:00Z',
  override: null,
};
