// The OpenAPI entries of the field-staff slice; a test checks them against the routes the server really has.
import { TOUR_SIZES, assignFieldStaffBody, changeFieldStaffBody, daysOffBody, erasureBody, registerFieldStaffBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';
import { historyRoute } from '../history/history.routes';

export const FIELD_STAFF_ROUTES: Route[] = [
  { method: 'post', path: '/api/field-staff', summary: 'Register a field staff member (operators)', body: registerFieldStaffBody, created: true },
  { method: 'get', path: '/api/field-staff', summary: 'List field staff (by name by default; q, role and language filters)', query: ['q', 'role', 'language', 'sort', 'order', 'limit', 'cursor', 'minPosition'] },
  { method: 'get', path: '/api/field-staff/{staffId}', summary: 'One member with assignments (ETag: revision)', query: ['minPosition'] },
  { method: 'patch', path: '/api/field-staff/{staffId}', summary: 'Change contact details, roles, languages or licences (If-Match: revision)', body: changeFieldStaffBody },
  { method: 'put', path: '/api/field-staff/{staffId}/days-off', summary: 'Replace the member’s days off', body: daysOffBody },
  { method: 'delete', path: '/api/field-staff/{staffId}', summary: 'Remove a member who has no assignments left' },
  {
    method: 'post',
    path: '/api/field-staff/{staffId}/erasure',
    summary: 'Erase the member’s name, email and phone for good (admins; a reason of 3-500 characters; 409 once erased): the key is shredded, the events stay',
    body: erasureBody,
  },
  historyRoute('/api/field-staff/{staffId}/history', 'the member, overrides included'),
  {
    method: 'get',
    path: '/api/field-staff/{staffId}/schedule',
    summary: 'Assignments not yet ended, soonest first (past=true: ended ones, latest first), with tour title, status, day date and segment title',
    query: ['past', 'minPosition'],
  },
  {
    method: 'post',
    path: '/api/field-staff/{staffId}/assignments',
    summary: `Assign to a tour, one of its days or a segment; the period comes from the tour. Warnings answer 409 with warnings[] unless override: true, which is recorded; a tour takes at most ${TOUR_SIZES.staffAssignmentsPerTour} assignments`,
    body: assignFieldStaffBody,
    created: true,
  },
  { method: 'delete', path: '/api/field-staff/{staffId}/assignments/{assignmentId}', summary: 'Unassign' },
  { method: 'get', path: '/api/tours/{tourId}/staff', summary: 'The members assigned to the tour, with their assignments on it', query: ['minPosition'] },
];
