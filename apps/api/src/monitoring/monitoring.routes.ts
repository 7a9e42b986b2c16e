// The OpenAPI entries of the monitoring slice; a test checks them against the routes the server really has.
import { steerFlightBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';

export const MONITORING_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/monitoring/subjects',
    summary: 'The watched flights, transfers and weather of the organization’s confirmed and running tours: tour, day, segment, provider, last and next check, current readings, level (kind, tourId, level filter)',
    query: ['kind', 'tourId', 'level', 'minPosition'],
  },
  {
    method: 'post',
    path: '/api/monitoring/subjects/{subjectId}/check',
    summary: 'Check now (operators): subjectId is the subject id in base64url without padding (the list’s pathId); 202 {id, revision, position}, the monitor checks it on its next look; 404 when not on the watch list',
  },
  {
    method: 'post',
    path: '/api/dev/monitoring/flights',
    summary: 'Steer a simulated flight (development only, admins): its delays, cancellation or diversion; affects only a monitor in the same process (standalone), not a separate monitor process',
    body: steerFlightBody,
  },
];
