// The OpenAPI entries of the users slice; a test checks them against the routes the server really has.
import { changeUserRoleBody, inviteUserBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';

export const USER_ROUTES: Route[] = [
  { method: 'get', path: '/api/users', summary: 'Members of the organization with role and last sign-in (admins)', query: ['minPosition'] },
  { method: 'get', path: '/api/users/invitations', summary: 'Pending invitations (admins)', query: ['minPosition'] },
  { method: 'post', path: '/api/users/invitations', summary: 'Invite someone by email with a role (admins); 409 for a member or an email already invited', body: inviteUserBody, created: true },
  { method: 'delete', path: '/api/users/invitations/{invitationId}', summary: 'Revoke a pending invitation (admins)' },
  { method: 'patch', path: '/api/users/{userId}', summary: 'Change a member’s role (admins); the last administrator cannot be demoted (409)', body: changeUserRoleBody },
  { method: 'delete', path: '/api/users/{userId}', summary: 'Remove a member from the organization (admins); the last administrator cannot be removed (409)' },
];
