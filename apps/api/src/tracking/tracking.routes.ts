// The OpenAPI entries of the tracking slice; a test checks them against the routes the server really has.
import { issueDeviceTokenBody, reportPositionsBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';

export const TRACKING_ROUTES: Route[] = [
  { method: 'get', path: '/api/field-staff/positions', summary: 'Latest position of every member, with last-seen time, current assignment and segment', query: ['minPosition'] },
  {
    method: 'post',
    path: '/api/field-staff/{id}/positions',
    summary: 'Report a batch of 1 to 500 positions (Authorization: Bearer <device token>, not a session): 202 {accepted, duplicates, position}',
    body: reportPositionsBody,
    public: true,
  },
  { method: 'get', path: '/api/field-staff/{id}/trail', summary: 'The member’s positions from..to (ISO instants; default the last hour, at most 24 hours, 5,000 points)', query: ['from', 'to', 'minPosition'] },
  { method: 'post', path: '/api/field-staff/{id}/device-tokens', summary: 'Issue a device token (admins): the token is answered this once', body: issueDeviceTokenBody, created: true },
  { method: 'get', path: '/api/field-staff/{id}/device-tokens', summary: 'The member’s device tokens, without secrets (admins)', query: ['minPosition'] },
  { method: 'delete', path: '/api/field-staff/{id}/device-tokens/{tokenId}', summary: 'Revoke a device token at once (admins)' },
];
