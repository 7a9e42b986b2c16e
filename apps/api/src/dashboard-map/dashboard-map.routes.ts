// The OpenAPI entry of the map dashboard; a test checks it against the routes the server really has.
import type { Route } from '../http/api-route';

export const DASHBOARD_MAP_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/dashboard/map',
    summary:
      'The map dashboard: tours running from `from` to `to` (YYYY-MM-DD, default today and 14 days on, at most 62 days) of the given statuses (comma-separated, default all), their segments with coordinates ([lng, lat]; flights airport to airport, transfers from and to, others at their place) and open alerts by highest severity',
    query: ['from', 'to', 'status', 'minPosition'],
  },
];
