// The OpenAPI entries of the read models' status; a test checks them against the routes the server really has.
import type { Route } from '../http/api-route';

export const READ_MODEL_ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/admin/projections',
    summary: 'The read models (admins): per projection its version (and the serving generation’s), collection, documents of the organization, position, lag behind the event log, state (live, rebuilding, frozen) and the next generation’s progress; 503 when the projector runs in another process. Positions are those of the log all organizations share',
    systemWide: true,
  },
];
