// The OpenAPI entry of the overview slice; a test checks it against the routes the server really has.
import type { Route } from '../http/api-route';

export const OVERVIEW_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/dashboard/overview',
    summary:
      'The day at a glance: tours running today and departing in the next 7 days (each tour by its own zone’s today), travelers on tour today, staff in the field with last-seen, open notifications by severity, monitored flights with delays, today’s timeline',
    query: ['minPosition'],
  },
];
