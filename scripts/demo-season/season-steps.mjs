// The timed steps of a season plan, up to its anchor: staff and flights first, then each tour's booking and status changes,
// its staffing, the positions of its running days, and the monitor's looks (each morning, and while flights fly).
import { unitOf } from '../lib/seeded-random.mjs';
import { instantOf } from '../lib/zoned-time.mjs';
import { flightInstants } from './tour-days.mjs';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A tour is on the monitor's watch list from its confirmation until it is completed or cancelled. */
const watchedAt = (tour, ms) => {
  const { confirmAt, completeAt, cancelAt } = tour.timeline;
  return confirmAt !== null && confirmAt <= ms && ms < (cancelAt ?? completeAt ?? Infinity);
};

/** Flights of a tour: [flight, departs, arrives]. */
const flightsOf = (tour) =>
  tour.days.flatMap((day) => day.segments.filter((segment) => segment.type === 'flight').map((segment) => {
    const { departs, arrives } = flightInstants(segment.flight, tour.timezone);
    return { flight: segment.flight, departs, arrives };
  }));

/** One in five flights steered late (20 to 100 minutes), on top of the simulated provider's own delays. */
export function steeredFlights(plan) {
  return plan.tours.flatMap((tour) =>
    flightsOf(tour)
      .filter(({ flight }) => unitOf(tour.key, flight.flightNumber, 'steer') < 0.2)
      .map(({ flight }) => ({ flightNumber: flight.flightNumber, departureDateLocal: flight.scheduledDeparture.slice(0, 10), departureDelayMinutes: 20 + Math.floor(unitOf(tour.key, flight.flightNumber, 'delay') * 81) })),
  );
}

function tourSteps(tour) {
  const { bookAt, plannedAt, confirmAt, cancelAt, startAt, completeAt } = tour.timeline;
  const status = (at, to) => (at === null ? [] : [{ at, kind: 'status', tour: tour.index, to }]);
  return [
    { at: bookAt, kind: 'book', tour: tour.index },
    ...status(plannedAt, 'PLANNED'),
    ...status(confirmAt, 'CONFIRMED'),
    ...(confirmAt === null ? [] : [{ at: confirmAt, kind: 'staffing', tour: tour.index }]),
    ...status(cancelAt, 'CANCELLED'),
    ...status(startAt, 'IN_PROGRESS'),
    ...status(completeAt, 'COMPLETED'),
  ];
}

/** Each running day, a little after the day window closes (or at the anchor, for today): every member assigned that day reports. */
function positionSteps(tour, anchorMs) {
  const { startAt, cancelAt } = tour.timeline;
  if (startAt === null || cancelAt !== null) return [];
  return tour.days.flatMap((day, dayIndex) => {
    const reportAt = Math.min(instantOf(`${day.date}T17:10`, tour.timezone), anchorMs);
    if (instantOf(`${day.date}T07:30`, tour.timezone) > anchorMs) return [];
    return tour.assignments
      .filter((assignment) => assignment.dayIndex === undefined || assignment.dayIndex === dayIndex)
      .map((assignment) => ({ at: reportAt, kind: 'positions', tour: tour.index, dayIndex, assignment }));
  });
}

/** Looks each morning (05:00 UTC) while a tour is watched, 20 minutes after each watched flight departs and 10 before it lands, and at the anchor. */
function lookSteps(plan) {
  const looks = new Set([plan.anchorMs]);
  const first = Math.min(...plan.tours.map((tour) => tour.timeline.confirmAt ?? Infinity));
  if (first === Infinity) return [{ at: plan.anchorMs, kind: 'look' }];
  for (let day = Math.floor(first / DAY_MS) * DAY_MS + 5 * 3_600_000; day < plan.anchorMs; day += DAY_MS)
    if (plan.tours.some((tour) => watchedAt(tour, day))) looks.add(day);
  for (const tour of plan.tours)
    for (const { departs, arrives } of flightsOf(tour))
      for (const at of [departs + 20 * MINUTE_MS, arrives - 10 * MINUTE_MS]) if (at > departs && at < plan.anchorMs && watchedAt(tour, at)) looks.add(at);
  return [...looks].map((at) => ({ at, kind: 'look' }));
}

/** Every step of the plan that happens by its anchor. */
export function seasonSteps(plan) {
  return [
    { at: plan.startsAt, kind: 'staff' },
    { at: plan.startsAt, kind: 'steer' },
    ...plan.tours.flatMap(tourSteps),
    ...plan.tours.flatMap((tour) => positionSteps(tour, plan.anchorMs)),
    ...lookSteps(plan),
  ].filter((step) => step.at <= plan.anchorMs);
}
