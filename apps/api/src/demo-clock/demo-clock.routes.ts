// The OpenAPI entries of the demo clock slice; a test checks them against the routes the server really has.
import { steerClockBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';

const ONLY = 'development servers started with DEMO_CLOCK=steered, admins; 404 otherwise';

export const DEMO_CLOCK_ROUTES: Route[] = [
  { method: 'get', path: '/api/dev/clock', summary: `The server's time and whether it is steered (${ONLY})`, query: ['minPosition'] },
  { method: 'put', path: '/api/dev/clock', summary: `Steer the server's clock to an instant; time flows on from it, for every organization of the server (${ONLY})`, body: steerClockBody },
  { method: 'delete', path: '/api/dev/clock', summary: `Back to the system's time (${ONLY})` },
  {
    method: 'post',
    path: '/api/dev/monitoring/look',
    summary: `One look of the monitor in this process at the clock's time, once the read models show every event: runs the due checks and waits for them; {at, checks, position} (${ONLY})`,
  },
];
