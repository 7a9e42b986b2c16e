// The demo clock of a development server (DEMO_CLOCK=steered): the instant to steer to, and what its routes answer.
import { z } from 'zod';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const steerClockBody = z.strictObject({
  now: z.string().refine((value) => INSTANT.test(value) && !Number.isNaN(Date.parse(value)), 'now must be an ISO-8601 instant with its offset, such as 2026-05-10T08:00:00Z.'),
});
export type SteerClockBody = z.input<typeof steerClockBody>;

/** GET, PUT and DELETE /api/dev/clock: the server's time, and whether it is steered away from the system's. */
export interface DemoClockView {
  now: string;
  steered: boolean;
}

/** POST /api/dev/monitoring/look: the instant of the look, the checks it ran, and the position the read models must reach to show them. */
export interface MonitorLookView {
  at: string;
  checks: number;
  position: string;
}
