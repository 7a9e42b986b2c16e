// The season of one organization as the domain's deciders record it, in time order: tours with days and segments, travelers, field staff with assignments and positions, monitoring checks and notifications.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';
import { AIRPORTS, AIRPORT_ZONES, REGIONS } from './season-places.mjs';
import { createPeople } from './season-people.mjs';
import { monitorTour } from './season-monitoring.mjs';

const require = createRequire(path.join(root, 'package.json'));
const domain = require(path.join(root, 'dist/libs/domain/src/index.js'));
const { addDays, defaultSettings, instantOfWallClock, tourDecider, tourStreamName } = domain;

export const SEASON_ORG = 'org_bench_season';
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PLANNERS = ['user_season_planner_1', 'user_season_planner_2', 'user_season_planner_3'];
const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A seeded generator of numbers in [0, 1) (mulberry32): the same knobs give the same season. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.between = (low, high) => low + next() * (high - low);
  next.int = (low, high) => Math.floor(next.between(low, high + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.weighted = (pairs) => {
    let roll = next() * pairs.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of pairs) if ((roll -= weight) < 0) return value;
    return pairs[pairs.length - 1][0];
  };
  return next;
}

/**
 * Events waiting for their time: `decide` runs a decider on a stream's state and records what it decided at an instant
 * (never before the stream's last event, so each stream stays in order); `until` hands back, in time order, what is due.
 */
export function createRecorder(orgId) {
  const states = new Map();
  const lastAt = new Map();
  let pending = [];
  let count = 0;
  const recorder = {
    orgId,
    decide(stream, decider, command, context, at, actorId) {
      const state = states.get(stream) ?? decider.initialState;
      const events = decider.decide(command, state, context);
      recorder.record(stream, events, at, actorId);
      states.set(stream, events.reduce(decider.evolve, state));
      return events;
    },
    record(stream, events, at, actorId) {
      let time = Math.max(Math.round(at), (lastAt.get(stream) ?? -Infinity) + 1);
      for (const event of events) {
        pending.push({ at: time, seq: count++, stream, type: event.type, data: event.data, actorId, orgId });
        lastAt.set(stream, time++);
      }
    },
    state: (stream, initial) => states.get(stream) ?? initial,
    forget(stream) {
      states.delete(stream);
    },
    until(ms) {
      pending.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const due = pending.findIndex((record) => record.at >= ms);
      const cut = due === -1 ? pending.length : due;
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      return ready;
    },
    get recorded() {
      return count;
    },
  };
  return recorder;
}

/** The plan of one tour: region, dates, lead time; its times are instants (ms). */
export function planTour(t, random, nowMs, seasonDays) {
  const region = REGIONS[t % REGIONS.length];
  const start = dateOf(nowMs + (random.int(0, seasonDays.past + seasonDays.future) - seasonDays.past) * DAY_MS);
  const days = random.int(3, 8);
  const startMs = Date.parse(start);
  let createdAt = startMs - random.between(14, 60) * DAY_MS;
  if (createdAt > nowMs - 2 * HOUR_MS) createdAt = Math.min(startMs, nowMs) - random.between(2 * HOUR_MS, 10 * DAY_MS);
  return { t, region, start, end: addDays(start, days - 1), days, createdAt, tourId: randomUUID(), cancelled: random() < 0.04, draft: startMs > nowMs && random() < 0.05 };
}

function segmentsOfDay(plan, index, date, random) {
  const { region, days } = plan;
  const place = (i) => region.places[(plan.t + i) % region.places.length];
  const [from, to] = region.flights[plan.t % region.flights.length];
  const flight = (time, arrival, a, b) => ({ type: 'flight', title: `Flight ${a} to ${b}`, location: null, notes: '', transfer: null, flight: { flightNumber: `${region.carrier}${100 + ((plan.t * 7 + index) % 900)}`, from: a, to: b, scheduledDeparture: `${date}T${time}`, scheduledArrival: `${date}T${arrival}` } });
  const transfer = (time, a, b) => ({ type: 'transfer', title: `Transfer to ${b.name}`, startTime: time, durationMinutes: 90, location: null, notes: '', flight: null, transfer: { from: a, to: b, plannedDurationMinutes: random.int(40, 120) } });
  const at = (type, time, minutes, spot, title) => ({ type, title, startTime: time, durationMinutes: minutes, location: spot, notes: random() < 0.3 ? 'Tickets pre-booked; meet the guide 15 minutes early.' : '', flight: null, transfer: null });
  const airport = (code) => ({ name: AIRPORTS[code].name, lat: AIRPORTS[code].lat, lng: AIRPORTS[code].lng });
  if (index === 0)
    return [
      flight('09:10', '10:25', from, to),
      transfer('11:00', airport(to), place(0)),
      at('meal', '12:30', 60, place(0), 'Welcome lunch'),
      { ...at('accommodation', '16:00', 60, place(0), 'Hotel check-in'), accommodation: { checkIn: `${date}T16:00`, checkOut: `${plan.end}T09:00` } },
    ];
  if (index === days - 1) return [transfer('08:00', place(index), airport(to)), flight('13:40', '14:55', to, from)];
  return [
    at('activity', '09:00', 120, place(index), `Guided visit: ${place(index).name}`),
    at('meal', '12:30', 60, place(index), 'Lunch at a local trattoria'),
    transfer('14:00', place(index), place(index + 1)),
    at('activity', '15:30', 90, place(index + 1), `Walk around ${place(index + 1).name}`),
  ];
}

/** The planner's commands for one tour through the tour decider; returns the tour as confirmed (for monitoring) and its status times. */
export function planTourEvents(plan, recorder, random, nowMs) {
  const stream = tourStreamName(recorder.orgId, plan.tourId);
  const actor = PLANNERS[plan.t % PLANNERS.length];
  const context = { day: defaultSettings().day };
  let at = plan.createdAt;
  const run = (command, step = 20_000) => recorder.decide(stream, tourDecider, command, context, (at += step), actor);
  const { region } = plan;
  run({ type: 'CreateTour', data: { tourId: plan.tourId, status: plan.draft ? 'DRAFT' : 'PLANNED', title: `${region.titles[plan.t % region.titles.length]} #${plan.t}`, description: `${plan.days} days in ${region.name} with a local guide, hotels and transfers included.`, startDate: plan.start, endDate: plan.end, timezone: region.timezone } });
  for (let index = 0; index < plan.days; index++) {
    const dayId = randomUUID();
    const date = addDays(plan.start, index);
    run({ type: 'AddDay', data: { dayId, date, title: index === 0 ? 'Arrival' : index === plan.days - 1 ? 'Departure' : `Day ${index + 1}`, description: '' } });
    for (const segment of segmentsOfDay(plan, index, date, random)) run({ type: 'AddSegment', data: { dayId, segmentId: randomUUID(), segment, airportZones: AIRPORT_ZONES } });
  }
  const startMs = instantOfWallClock(`${plan.start}T07:00`, region.timezone);
  const endMs = instantOfWallClock(`${plan.end}T19:00`, region.timezone);
  const status = (to, when) => recorder.decide(stream, tourDecider, { type: 'ChangeTourStatus', data: { status: to } }, context, when, actor);
  const times = { startMs, endMs, confirmedAt: null, cancelledAt: null };
  if (plan.draft) return { tour: recorder.state(stream).tour, times };
  if (plan.cancelled) {
    const cancelAt = Math.min(nowMs - random.between(HOUR_MS, 3 * DAY_MS), startMs - random.between(5, 20) * DAY_MS);
    if (cancelAt > at) status('CANCELLED', (times.cancelledAt = cancelAt));
    return { tour: recorder.state(stream).tour, times };
  }
  let confirmAt = startMs - random.between(7, 21) * DAY_MS;
  if (confirmAt > nowMs && random() < 0.5) confirmAt = nowMs - random.between(HOUR_MS, 2 * DAY_MS);
  if (confirmAt <= nowMs) status('CONFIRMED', (times.confirmedAt = Math.max(confirmAt, at + HOUR_MS)));
  const confirmed = recorder.state(stream).tour;
  if (times.confirmedAt !== null && startMs <= nowMs) status('IN_PROGRESS', startMs);
  if (times.confirmedAt !== null && endMs <= nowMs) status('COMPLETED', endMs);
  return { tour: confirmed, times };
}

/**
 * The season as chunks of records in time order: TOURS tours over `past` days before `nowMs` and `future` after, TRAVELERS
 * travelers (returning ones among them), STAFF field staff, then every tour's monitoring, positions and notifications.
 */
export function* seasonChunks({ tours, travelers, staff, nowMs, seasonDays = { past: 183, future: 61 }, seed = 10 }) {
  const random = seededRandom(seed);
  const recorder = createRecorder(SEASON_ORG);
  const settings = defaultSettings().notifications;
  const plans = Array.from({ length: tours }, (_, t) => planTour(t, random, nowMs, seasonDays)).sort((a, b) => a.createdAt - b.createdAt);
  const people = createPeople({ recorder, random, travelers, staff, seats: plans.length * 20, seasonStartMs: plans[0].createdAt - DAY_MS, nowMs });
  let next = 0;
  while (next < plans.length) {
    const groupEnd = plans[next].createdAt + DAY_MS;
    for (; next < plans.length && plans[next].createdAt < groupEnd; next++) {
      const plan = plans[next];
      const { tour, times } = planTourEvents(plan, recorder, random, nowMs);
      people.bookTravelers(plan, times, random.int(8, 32));
      if (times.cancelledAt !== null || plan.draft) continue;
      const assignments = people.assignStaff(plan, tour, times);
      people.reportPositions(plan, tour, assignments);
      if (times.confirmedAt !== null) monitorTour({ recorder, random, tour, confirmedAt: times.confirmedAt, nowMs, settings, domain });
      recorder.forget(tourStreamName(SEASON_ORG, plan.tourId));
    }
    yield recorder.until(next < plans.length ? plans[next].createdAt : Infinity);
  }
  people.registerTheRest();
  yield recorder.until(Infinity);
}
