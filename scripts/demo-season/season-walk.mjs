// Walks a season plan through the API in time order: the demo clock is steered to each step's instant before the step runs,
// so every event records when it happened; it ends at the plan's anchor, with the clock given back to the system.
import { log } from '../lib/tourops-api.mjs';
import { KnownSeason } from './season-known.mjs';
import { actOn, look, steerFlights } from './season-monitoring.mjs';
import { seasonSteps } from './season-steps.mjs';
import { reportPositions } from './season-tracking.mjs';
import { bookTour, moveTour, registerStaff, staffTour } from './season-tours.mjs';
import { StepQueue } from './step-queue.mjs';

export const emptyTotals = () => ({
  staff: 0, travelers: 0, tours: 0, bookings: 0, statusChanges: 0, assignments: 0, overrides: 0, positions: 0,
  looks: 0, checks: 0, acknowledged: 0, resolved: 0, dismissed: 0,
});

async function run(api, known, plan, queue, handled, step, totals) {
  const tour = step.tour === undefined ? null : plan.tours[step.tour];
  switch (step.kind) {
    case 'staff':
      return registerStaff(api, known, plan, totals);
    case 'steer':
      return steerFlights(api, plan);
    case 'book':
      return bookTour(api, known, plan, tour, totals);
    case 'status':
      return moveTour(api, known, tour, step.to, totals);
    case 'staffing':
      return staffTour(api, known, plan, tour, totals);
    case 'positions':
      return reportPositions(api, known, plan, step, totals);
    case 'look':
      return look(api, queue, handled, step.at, totals);
    case 'acknowledge':
    case 'resolve':
    case 'dismiss':
      return actOn(api, step, totals);
    default:
      throw new Error(`unknown step ${step.kind}`);
  }
}

/** Runs every step up to the anchor; answers what it added. `progress`: log a line per month walked. */
export async function walkSeason(api, plan, { progress = true } = {}) {
  const known = await new KnownSeason(api).load(plan);
  const queue = new StepQueue();
  for (const step of seasonSteps(plan)) queue.push(step);
  const handled = new Set();
  const totals = emptyTotals();
  let month = null;
  try {
    while (queue.size > 0 && queue.peek().at <= plan.anchorMs) {
      const step = queue.pop();
      await api.steerClockTo(step.at);
      const stepMonth = new Date(step.at).toISOString().slice(0, 7);
      if (progress && stepMonth !== month) {
        if (month) log(`${month}: ${api.writes} writes so far, ${totals.looks} monitor looks, ${totals.checks} checks`);
        month = stepMonth;
      }
      await run(api, known, plan, queue, handled, step, totals);
    }
  } finally {
    await api.releaseClock();
  }
  return totals;
}
