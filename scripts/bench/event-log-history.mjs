// The history that lengthens a bench event log past its tours' planning: the season runs, and each tour is confirmed,
// edited, staffed, watched by the monitor and tracked at the product's rates, every event decided by the domain's deciders.
//
// Rates, per tour that runs (the tour of event-log.mjs: 6 days, 35 segments, about 53 subjects on the watch list):
// - monitor checks (SubjectChecked): each subject from the moment it enters its horizon to its end, at the intervals of
//   check-schedule.ts (weather every 3 h, hourly within 24 h, from 7 days ahead; transfers every 30 min, every 10 within
//   3 h, from 24 h ahead; flights hourly, every 15 min within 24 h, every 5 within 3 h and in the air, from 72 h
//   ahead), each a calm reading that raises no notification: about 4,200 checks a tour.
// - staff positions (StaffPositionsReported): a guide and a driver a tour, whose phones take a fix every 10 s of the day
//   window (07:30-17:00) and send 3 at a time, every 30 s: 1,140 reports a member-day, 13,680 a tour. At that pace a
//   member's stream holds 8.8 working days under POSITION_STREAM_MAX_COUNT (10,000 reports), the "days of history" its
//   comment intends; simulate-staff's demo pace (a fix a second, a report every 3 s) would fill it in 8.3 hours, less
//   than a working day, and the store would scavenge every morning.
// - edits, on the tour's own stream, replacing values and adding none: confirmed, one segment a day re-timed with new
//   notes, the description rewritten, started and completed (10 a tour); and 2 staff assignments.
// So a whole run is 77 % positions, 23 % checks and 0.1 % office work. The log is cut at the requested size in time
// order, mid-season, so the mix is the one generation prints: at 3,000,000 events (2,000,000 of history, the season in
// its fourth running day) 51 % positions, 48 % checks, 0.6 % edits, status changes and assignments, since tours
// confirmed 8-21 days ahead are edited and watched long before they run. Before the first confirmation each
// organization registers the field staff its busiest week needs, a guide and a driver for every tour it runs at once
// and 10 % to spare, each with a phone token (at 20,000 tours an organization starts 67 tours the same day: 74 guides
// and 74 drivers, 5,920 events in all).
// The season is spring 2027 (the tours' dates): the monitor of a server started on such a log before late March 2027
// finds nothing in its horizon; after that it would check the confirmed tours while the bench measures.
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fmt, root } from './lib.mjs';
import { seededRandom } from './season-events.mjs';

const require = createRequire(path.join(root, 'package.json'));
const domain = require(path.join(root, 'dist/libs/domain/src/index.js'));
const { addDays, defaultSettings, fieldStaffDecider, fieldStaffStreamName, deviceTokenDecider, deviceTokenStreamName, instantOfWallClock, levelOf } = domain;
const { horizonStartsAt, nextCheckAt, subjectChecksDecider, subjectChecksStreamName, SUBJECT_CHECKS_MAX_COUNT, watchedSubjects } = domain;
const { positionReportDecider, positionStreamName, POSITION_STREAM_MAX_COUNT, tourDecider, tourStreamName } = domain;

/** Field staff to spare beyond the most tours an organization runs at once. */
const SPARE_STAFF = 0.1;
const TOUR_DAYS = 6;
/** The phones are on over the day window of the product's default settings (07:30-17:00). */
const { startTime: DAY_OPENS, endTime: DAY_CLOSES } = defaultSettings().day;
const DAY_OPENS_MINUTE = Number(DAY_OPENS.slice(0, 2)) * 60 + Number(DAY_OPENS.slice(3));
const FIX_EVERY_S = 10;
const FIXES_PER_REPORT = 3;
const SEASON_OPENS = Date.UTC(2027, 2, 1, 8);
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const MONITOR = 'system:monitor';
const TOUR_CONTEXT = { day: defaultSettings().day };
const NOTIFICATIONS = defaultSettings().notifications;
const READING = { kind: 'reading' };
const iso = (ms) => new Date(ms).toISOString();
const pad = (n) => String(n).padStart(2, '0');
const round = (value, digits) => Number(value.toFixed(digits));

/** A min-heap of sources by the instant of their next record. */
function createTimeline() {
  const heap = [];
  const swap = (i, j) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const up = (i) => {
    for (let parent = (i - 1) >> 1; i > 0 && heap[parent].at > heap[i].at; i = parent, parent = (i - 1) >> 1) swap(i, parent);
  };
  const down = (i) => {
    for (;;) {
      const [left, right] = [2 * i + 1, 2 * i + 2];
      let least = i;
      if (left < heap.length && heap[left].at < heap[least].at) least = left;
      if (right < heap.length && heap[right].at < heap[least].at) least = right;
      if (least === i) return;
      swap(i, least);
      i = least;
    }
  };
  return {
    add(source) {
      if (source.at === Infinity) return;
      heap.push(source);
      up(heap.length - 1);
    },
    get nextAt() {
      return heap.length ? heap[0].at : Infinity;
    },
    /** The next record of the earliest source; the source goes back in at its next instant. */
    take() {
      const source = heap[0];
      const record = source.take();
      if (source.at === Infinity) {
        const last = heap.pop();
        if (heap.length) heap[0] = last;
      }
      down(0);
      return record;
    },
  };
}

/** A source of records decided in advance, in time order. */
function listSource(records) {
  records.sort((a, b) => a.at - b.at);
  let next = 0;
  const source = {
    at: records[0]?.at ?? Infinity,
    take() {
      const record = records[next++];
      source.at = records[next]?.at ?? Infinity;
      return record;
    },
  };
  return source;
}

/** The most tours of an organization that run at once (each runs 6 days from its start date). */
function mostAtOnce(tours) {
  const starting = new Map();
  for (const { startDate } of tours) starting.set(startDate, (starting.get(startDate) ?? 0) + 1);
  let most = 0;
  for (const date of starting.keys()) {
    let running = 0;
    for (let back = 0; back < TOUR_DAYS; back++) running += starting.get(addDays(date, -back)) ?? 0;
    most = Math.max(most, running);
  }
  return most;
}

/** The office's field staff of one organization, `perRole` guides and as many drivers, registered with a phone token each, before the season. */
function registerStaff(orgId, o, perRole, random) {
  const office = `user_${pad(o)}_0`;
  const records = [];
  const members = { guide: [], driver: [] };
  for (let s = 0; s < 2 * perRole; s++) {
    const role = s % 2 ? 'driver' : 'guide';
    const staffId = randomUUID();
    const tokenId = randomUUID();
    const at = SEASON_OPENS + s * MINUTE_MS;
    const details = { staffId, firstName: ['Giulia', 'Marco', 'Anna', 'Luca', 'Sofia', 'Paolo'][s % 6], lastName: `Bench${o}x${s}`, email: `staff.${o}.${s}@example.com`, phone: `+3933${pad(o)}${String(s).padStart(6, '0')}`, roles: [role], languages: ['en', 'it'], licences: [{ kind: role === 'driver' ? 'driving' : 'guide', number: `${role[0].toUpperCase()}-${o}-${s}`, expiry: '2029-12-31' }], daysOff: [] };
    const registered = fieldStaffDecider.decide({ type: 'RegisterFieldStaffMember', data: details }, fieldStaffDecider.initialState, {});
    const secretHash = createHash('sha256').update(`${tokenId}:${random()}`).digest('hex');
    const issued = deviceTokenDecider.decide({ type: 'IssueDeviceToken', data: { staffId, tokenId, label: 'Phone', secretHash } }, deviceTokenDecider.initialState, { now: iso(at + 30_000), member: 'active' });
    records.push({ at, stream: fieldStaffStreamName(orgId, staffId), orgId, actorId: office, events: registered }, { at: at + 30_000, stream: deviceTokenStreamName(orgId, staffId), orgId, actorId: office, events: issued });
    members[role].push({ staffId, tokenId, state: registered.reduce(fieldStaffDecider.evolve, fieldStaffDecider.initialState) });
  }
  return { records, members, cursor: { guide: 0, driver: 0 } };
}

/** The first member of the role free for the tour (the decider refuses one who is busy), assigned; null when none is. */
function assign(staff, role, tour, at, orgId, office) {
  const from = iso(instantOfWallClock(`${tour.days[0].date}T${DAY_OPENS}`, tour.timezone));
  const to = iso(instantOfWallClock(`${tour.days.at(-1).date}T${DAY_CLOSES}`, tour.timezone));
  const candidates = staff.members[role];
  for (let k = 0; k < candidates.length; k++) {
    const member = candidates[(staff.cursor[role] + k) % candidates.length];
    let events;
    try {
      events = fieldStaffDecider.decide({ type: 'AssignFieldStaff', data: { assignmentId: randomUUID(), tourId: tour.id, role, from, to, override: false } }, member.state, {});
    } catch (error) {
      if (error.code === 'conflict') continue;
      throw error;
    }
    member.state = events.reduce(fieldStaffDecider.evolve, member.state);
    staff.cursor[role] = (staff.cursor[role] + k + 1) % candidates.length;
    return { member, record: { at, stream: fieldStaffStreamName(orgId, member.staffId), orgId, actorId: office, events } };
  }
  return null;
}

/** A subject's checks, from its horizon to its end at the check schedule's intervals, each a calm reading. */
function subjectSource(orgId, subject, watchedFrom, random) {
  const stream = subjectChecksStreamName(orgId, subject.id);
  const to = Date.parse(subject.window.to);
  const delay = random.int(-5, 10);
  const mild = random.between(9, 24);
  const source = {
    at: Math.max(horizonStartsAt(subject), watchedFrom) + random.int(0, 30) * 1000,
    take() {
      const at = source.at;
      const readings = readingsOf(subject, at, delay, mild, random);
      for (const reading of readings) if (levelOf(reading.measure, reading.value, NOTIFICATIONS) !== 'normal') throw new Error(`reading would raise: ${JSON.stringify(reading)}`);
      const events = subjectChecksDecider.decide({ type: 'RecordReadings', data: { subjectId: subject.id, tourId: subject.tourId, kind: subject.kind, readings, at: iso(at) } }, subjectChecksDecider.initialState);
      const next = nextCheckAt(subject, iso(at), READING);
      source.at = next === null || Date.parse(next) >= to ? Infinity : Date.parse(next) + random.int(0, 10) * 1000;
      return { at, stream, orgId, actorId: MONITOR, events, maxCount: SUBJECT_CHECKS_MAX_COUNT };
    },
  };
  return source;
}

function readingsOf(subject, at, delay, mild, random) {
  const source = { provider: 'simulated', fetchedAt: iso(at) };
  if (subject.kind === 'flight') {
    const movement = (scheduled, minutes) => ({ scheduled, estimated: iso(Date.parse(scheduled) + minutes * MINUTE_MS) });
    return domain.flightReadings({ departure: movement(subject.window.from, delay), arrival: movement(subject.window.to, delay - 3), cancelled: false, diverted: false, ...source });
  }
  if (subject.kind === 'transfer') return domain.transferReadings({ durationMinutes: subject.transfer.plannedDurationMinutes + Math.min(4, delay), ...source }, subject.transfer.plannedDurationMinutes, subject.window.from);
  const first = Math.floor(Date.parse(subject.window.from) / HOUR_MS);
  const hours = [];
  for (let hour = first; hour <= Math.floor(Date.parse(subject.window.to) / HOUR_MS); hour++)
    hours.push({ time: iso(hour * HOUR_MS), temperatureC: round(mild + random.between(-2, 2), 1), windKmh: random.int(3, 24), precipitationMmPerHour: random() < 0.1 ? round(random.between(0.2, 3), 1) : 0 });
  return domain.weatherReadings({ readings: hours, ...source }, subject.window);
}

/** Where a member is at a minute of a day: at the segment under way, between the ends of a transfer, else where the last one left them. */
function placeOf(day, minute) {
  let place = null;
  for (const segment of day.segments) {
    const [h, m] = segment.startTime.split(':').map(Number);
    const start = h * 60 + m;
    if (start > minute && place) break;
    if (segment.type === 'transfer' && segment.transfer) {
      const share = Math.min(1, Math.max(0, (minute - start) / segment.transfer.plannedDurationMinutes));
      const { from, to } = segment.transfer;
      place = { lat: from.lat + (to.lat - from.lat) * share, lng: from.lng + (to.lng - from.lng) * share, moving: share > 0 && share < 1 };
    } else if (segment.location) place = { ...segment.location, moving: false };
  }
  return place ?? { lat: 41.9028, lng: 12.4964, moving: false };
}

/** A member's phone over the tour's days: a report every 30 s of the day window with its 3 fixes, sent a few seconds after the last. */
function positionSource(orgId, member, tour, random) {
  const stream = positionStreamName(orgId, member.staffId);
  const days = tour.days.map((day) => ({ ...day, segments: [...day.segments].sort((a, b) => (a.startTime < b.startTime ? -1 : 1)), opens: instantOfWallClock(`${day.date}T${DAY_OPENS}`, tour.timezone), closes: instantOfWallClock(`${day.date}T${DAY_CLOSES}`, tour.timezone) }));
  const step = FIX_EVERY_S * FIXES_PER_REPORT * 1000;
  let dayIndex = 0;
  let lastFix = days[0].opens + step;
  const source = {
    at: lastFix + random.int(1, 4) * 1000,
    take() {
      const sentAt = source.at;
      const day = days[dayIndex];
      const positions = [];
      for (let fix = FIXES_PER_REPORT - 1; fix >= 0; fix--) {
        const fixAt = lastFix - fix * FIX_EVERY_S * 1000;
        const place = placeOf(day, DAY_OPENS_MINUTE + Math.floor((fixAt - day.opens) / MINUTE_MS));
        positions.push({ at: iso(fixAt), lat: round(place.lat + random.between(-4e-4, 4e-4), 6), lng: round(place.lng + random.between(-4e-4, 4e-4), 6), accuracy: random.int(4, 20), speed: place.moving ? round(random.between(8, 16), 1) : round(random.between(0, 1.5), 1), heading: random.int(0, 359) });
      }
      const command = { type: 'ReportPositions', data: { staffId: member.staffId, tokenId: member.tokenId, positions } };
      const events = positionReportDecider.decide(command, positionReportDecider.initialState, { now: iso(sentAt) });
      lastFix = lastFix + step <= day.closes ? lastFix + step : ++dayIndex < days.length ? days[dayIndex].opens + step : Infinity;
      source.at = lastFix + random.int(1, 4) * 1000;
      return { at: sentAt, stream, orgId, actorId: `device:${member.tokenId}`, events, maxCount: POSITION_STREAM_MAX_COUNT };
    },
  };
  return source;
}

/** One tour's run, decided when it is confirmed: its office records, its subjects' checks and its staff's phones. */
function runTour({ t, orgId, o, confirmAt, state }, staff, random) {
  const stream = tourStreamName(orgId, state.tour.id);
  const planner = `user_${pad(o)}_${t % 7}`;
  const office = [];
  const decide = (command, at) => {
    const events = tourDecider.decide(command, state, TOUR_CONTEXT);
    state = events.reduce(tourDecider.evolve, state);
    if (events.length) office.push({ at, stream, orgId, actorId: planner, events });
  };
  decide({ type: 'ChangeTourStatus', data: { status: 'CONFIRMED' } }, confirmAt);
  const staffed = ['guide', 'driver'].map((role, k) => assign(staff, role, state.tour, confirmAt + (20 + k) * MINUTE_MS, orgId, planner)).filter(Boolean);
  office.push(...staffed.map(({ record }) => record));
  state.tour.days.forEach((day, d) => {
    const segment = day.segments.find((candidate) => candidate.type === 'activity');
    if (!segment) return;
    const [h, m] = segment.startTime.split(':').map(Number);
    const minutes = h * 60 + m + 15;
    const later = minutes <= 15 * 60 ? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` : segment.startTime;
    decide({ type: 'ChangeSegment', data: { dayId: day.id, segmentId: segment.id, changes: { startTime: later, notes: `Guide confirmed; meet at the entrance at ${later}.` } } }, confirmAt + (1 + d) * HOUR_MS);
  });
  decide({ type: 'ChangeTourDetails', data: { changes: { description: `Confirmed ${iso(confirmAt).slice(0, 10)}: small group with a local guide and a driver, 4-star hotels and transfers included.` } } }, confirmAt + 8 * HOUR_MS);
  const tour = state.tour;
  const subjects = watchedSubjects(tour, iso(confirmAt)).map((subject) => subjectSource(orgId, subject, confirmAt + 9 * HOUR_MS, random));
  const phones = staffed.map(({ member }) => positionSource(orgId, member, tour, random));
  decide({ type: 'ChangeTourStatus', data: { status: 'IN_PROGRESS' } }, instantOfWallClock(`${tour.days[0].date}T07:00`, tour.timezone));
  decide({ type: 'ChangeTourStatus', data: { status: 'COMPLETED' } }, instantOfWallClock(`${tour.days.at(-1).date}T19:00`, tour.timezone));
  return [listSource(office), ...subjects, ...phones];
}

/**
 * The season's records ({at, stream, orgId, actorId, events, maxCount?}) in time order, `extra` events in all.
 * `tours`: [{t, orgId, o, tourId, startDate}] of the log; `readTour(t)` resolves a tour's state folded from its stream.
 */
export async function* historyRecords({ tours, orgs, extra, readTour, seed = 2027 }) {
  const random = seededRandom(seed);
  const timeline = createTimeline();
  const staffOf = new Map();
  for (let o = 0; o < orgs; o++) {
    const own = tours.filter((tour) => tour.o === o && !tour.deleted);
    if (own.length === 0) continue;
    const orgId = own[0].orgId;
    const staff = registerStaff(orgId, o, Math.ceil(mostAtOnce(own) * (1 + SPARE_STAFF)), random);
    staffOf.set(orgId, staff);
    timeline.add(listSource(staff.records));
  }
  const runs = tours
    .filter((tour) => !tour.deleted)
    .map((tour) => ({ ...tour, confirmAt: instantOfWallClock(`${addDays(tour.startDate, -random.int(8, 21))}T${pad(random.int(9, 16))}:${pad(random.int(0, 59))}`, 'Europe/Rome') }))
    .sort((a, b) => a.confirmAt - b.confirmAt);
  let next = 0;
  for (let emitted = 0; emitted < extra; ) {
    if (next < runs.length && runs[next].confirmAt <= timeline.nextAt) {
      const run = runs[next++];
      for (const source of runTour({ ...run, state: await readTour(run.t) }, staffOf.get(run.orgId), random)) timeline.add(source);
      continue;
    }
    if (timeline.nextAt === Infinity) throw new Error(`the season ran out after ${emitted} events of history`);
    const record = timeline.take();
    if (record.events.length === 0) continue;
    if (emitted + record.events.length > extra) record.events = record.events.slice(0, extra - emitted);
    emitted += record.events.length;
    yield record;
  }
}

/** Appends the season's records through `store`, in time order, up to 512 at once (group commit), each stream bounded by its $maxCount before its first event as the command path does; resolves the count of each event type. */
export async function appendHistory(store, options) {
  const byType = {};
  const bounded = new Set();
  const started = performance.now();
  let [chunk, appended, lastReport] = [[], 0, started];
  const flush = async () => {
    const streams = new Map();
    const limits = [];
    for (const { at, stream, orgId, actorId, events, maxCount } of chunk) {
      if (maxCount && !bounded.has(stream)) limits.push(store.setStreamMetadata(stream, { maxCount }));
      if (maxCount) bounded.add(stream);
      const correlationId = randomUUID();
      const metadata = { orgId, actorId, correlationId, causationId: correlationId, occurredAt: iso(at), schemaVersion: 1 };
      if (!streams.has(stream)) streams.set(stream, []);
      for (const { type, data } of events) {
        streams.get(stream).push({ type, data, metadata });
        byType[type] = (byType[type] ?? 0) + 1;
        appended++;
      }
    }
    await Promise.all(limits);
    await Promise.all([...streams].map(([stream, events]) => store.appendToStream(stream, events, { expectedRevision: 'any' })));
    chunk = [];
  };
  console.log(`  the season: ${fmt(options.extra)} events of history from ${iso(SEASON_OPENS).slice(0, 10)}`);
  for await (const record of historyRecords(options)) {
    chunk.push(record);
    if (chunk.length < 512) continue;
    await flush();
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      console.log(`  ${fmt(appended)} events of history, ${fmt((appended / (lastReport - started)) * 1000)}/s, the season at ${iso(record.at).slice(0, 16)}`);
    }
  }
  await flush();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  history of ${fmt(appended)} events in ${fmt(seconds, 1)} s: ${Object.entries(byType).sort((a, b) => b[1] - a[1]).map(([type, count]) => `${type} ${fmt(count)} (${fmt((count / appended) * 100, 1)} %)`).join(', ')}`);
  return byType;
}
