// Generates (once, then cached) a DATA_DIR whose SQLite event log holds realistic tour events of several organizations.
//   node scripts/bench/event-log.mjs            prints the path of the cached DATA_DIR, generating it when missing
//   TOURS=20000 ORGS=20 WRITERS=256 BENCH_DATA_DIR=data/bench   (50 events per tour: TOURS=20000 is 1,000,000 events)
//   EVENTS=3000000: the same tours, their history lengthened past their planning by the season that runs them
//   (event-log-history.mjs: edits, the monitor's checks, staff positions); EVENTS=250000, below TOURS x 50: every tour
//   still, with 12 or 13 events each (the first ones of its 50, then its last: planned or deleted), so the working set
//   keeps its 20,000 tours, each with a day and a half of plan. Each size is cached in a folder of its own;
//   without EVENTS (or with TOURS x 50) the folder and the log are those of before, so older figures stay comparable.
// Events are appended through our event store (dist/libs/event-store), one append per command as the API does,
// WRITERS tours at a time (group commit), so tours interleave in the log as concurrent planners would.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, envNumber, fmt, root } from './lib.mjs';

export const EVENTS_PER_TOUR = 50;
const LAYOUT = 'v1';
/** The layout of the lengthened history (event-log-history.mjs): a change to it names new folders. */
const HISTORY_LAYOUT = 'h1';
const SUMMARY = 'history.json';
const self = fileURLToPath(import.meta.url);
const require = createRequire(path.join(root, 'package.json'));

const PLACES = [
  { name: 'Colosseum', lat: 41.8902, lng: 12.4922 },
  { name: 'Vatican Museums', lat: 41.9065, lng: 12.4536 },
  { name: 'Pompeii', lat: 40.7497, lng: 14.4869 },
  { name: 'Amalfi', lat: 40.634, lng: 14.6027 },
  { name: 'Positano', lat: 40.628, lng: 14.485 },
  { name: 'Naples Centrale', lat: 40.8529, lng: 14.2722 },
];
const TITLES = ['Amalfi Coast Discovery', 'Roman Holiday', 'Tuscany Food & Wine', 'Dolomites Hiking Week', 'Sicily Baroque Trail'];
const pad = (n) => String(n).padStart(2, '0');
const dateOf = (base, days) => new Date(base + days * 86_400_000).toISOString().slice(0, 10);
const timeOf = (minutes) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function segmentOf(n, date) {
  const place = PLACES[n % PLACES.length];
  const common = { id: randomUUID(), title: `${place.name} ${n % 2 ? 'visit' : 'guided tour'}`, startTime: timeOf(450 + (n % 6) * 90), durationMinutes: 60 + (n % 4) * 15, notes: n % 3 ? '' : 'Tickets are pre-booked; meet at the entrance 15 minutes early.' };
  switch (n % 6) {
    case 1:
      return { ...common, type: 'meal', location: place, flight: null, transfer: null };
    case 2:
      return { ...common, type: 'transfer', location: null, flight: null, transfer: { from: place, to: PLACES[(n + 1) % PLACES.length], plannedDurationMinutes: 45 + (n % 5) * 10 } };
    case 3:
      return n % 12 === 3
        ? { ...common, type: 'flight', location: null, transfer: null, flight: { flightNumber: `AZ${1500 + (n % 90)}`, from: 'FCO', to: 'NAP', scheduledDeparture: `${date}T08:10:00.000Z`, scheduledArrival: `${date}T09:05:00.000Z` } }
        : { ...common, type: 'accommodation', location: place, flight: null, transfer: null };
    default:
      return { ...common, type: 'activity', location: place, flight: null, transfer: null };
  }
}

/** The first day of tour `t`: the tours start over 300 days from 2027-04-01. */
export const startDateOf = (t) => dateOf(Date.UTC(2027, 3, 1), t % 300);
export const isDeletedTour = (t) => t % 50 === 49;

/** The 50 events of one tour, in the order a planner would cause them; with `count` fewer, the first count - 1 and the last. */
export function tourEvents(t, count = EVENTS_PER_TOUR) {
  const tourId = randomUUID();
  const startDate = startDateOf(t);
  const events = [
    { type: 'TourCreated', data: { tourId, title: `${TITLES[t % TITLES.length]} #${t}`, description: 'Small-group tour with a local guide, hotels and transfers included.', startDate, endDate: dateOf(Date.parse(startDate), 6), timezone: 'Europe/Rome', status: 'DRAFT' } },
  ];
  const days = [];
  for (let d = 0; d < 6; d++) {
    const day = { id: randomUUID(), date: dateOf(Date.parse(startDate), d), title: `Day ${d + 1}`, description: d === 0 ? 'Arrival and welcome dinner.' : '' };
    days.push({ ...day, segments: [] });
    events.push({ type: 'DayAdded', data: { tourId, day } });
    for (let s = 0; s < 6; s++) {
      const segment = segmentOf(t + d * 6 + s, day.date);
      days[d].segments.push(segment.id);
      events.push({ type: 'SegmentAdded', data: { tourId, dayId: day.id, segment } });
    }
    if (d === 2) events.push({ type: 'TourDetailsChanged', data: { tourId, changes: { description: 'Small-group tour (max 16) with a local guide, 4-star hotels and transfers included.' } } });
  }
  for (let c = 0; c < 3; c++)
    events.push({ type: 'SegmentChanged', data: { tourId, dayId: days[c].id, segmentId: days[c].segments[1], changes: { startTime: '10:15', notes: 'Moved later: the museum opens at 10:00.' } } });
  const [removed, ...kept] = days[4].segments;
  events.push({ type: 'SegmentRemoved', data: { tourId, dayId: days[4].id, segmentId: removed } });
  events.push({ type: 'SegmentsReordered', data: { tourId, dayId: days[4].id, segmentIds: [...kept].reverse() } });
  events.push(isDeletedTour(t) ? { type: 'TourDeleted', data: { tourId } } : { type: 'TourStatusChanged', data: { tourId, from: 'DRAFT', to: 'PLANNED' } });
  if (events.length !== EVENTS_PER_TOUR) throw new Error(`tour of ${events.length} events`);
  return { tourId, events: count >= EVENTS_PER_TOUR ? events : [...events.slice(0, count - 1), events.at(-1)] };
}

export const orgIdOf = (o) => `org_bench_${pad(o)}`;

/** The cached DATA_DIR for `tours` tours over `orgs` organizations and `events` events in all; generated (in a child process) when missing. */
export async function ensureEventLog({ tours = envNumber('TOURS', 20_000), orgs = envNumber('ORGS', 20), writers = envNumber('WRITERS', 256), events = tours * EVENTS_PER_TOUR } = {}) {
  const planned = tours * EVENTS_PER_TOUR;
  if (!Number.isSafeInteger(events) || events < 2 * tours) throw new Error(`EVENTS=${events}: at least 2 events a tour (${fmt(2 * tours)} for ${fmt(tours)} tours)`);
  const benchData = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
  const name = events === planned ? `event-log-${tours}x${EVENTS_PER_TOUR}-${orgs}orgs-${writers}w-${LAYOUT}` : `event-log-${tours}tours-${events}events-${orgs}orgs-${writers}w-${LAYOUT}${events > planned ? `-${HISTORY_LAYOUT}` : ''}`;
  const dir = path.join(benchData, name);
  const log = { dir, file: path.join(dir, 'events.sqlite'), tours, orgs, events, lengthened: events > planned, generated: false };
  if (!fs.existsSync(log.file)) {
    ensureBuilt();
    // A child of its own: its memory goes with it, and its stores are closed before the folder is renamed into place.
    const partial = `${dir}.partial-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    console.log(`generating ${fmt(events)} events into ${dir} ...`);
    const child = spawnSync(process.execPath, [self, '--generate', JSON.stringify({ partial, tours, orgs, writers, events })], { cwd: root, stdio: 'inherit' });
    if (child.status !== 0) throw new Error(`generating ${dir} failed (${child.status ?? child.signal})`);
    fs.renameSync(partial, dir);
    log.generated = true;
  }
  const summary = path.join(dir, SUMMARY);
  return { ...log, ...(fs.existsSync(summary) ? { byType: JSON.parse(fs.readFileSync(summary, 'utf8')).byType } : {}) };
}

/** Child mode: the log written into the folder `partial` (the parent renames it into place once this process is done). */
async function generate({ partial, tours, orgs, writers, events: total }) {
  const { createSqliteEventStore, createSqlitePersonalKeyStore, personalDataEventStore } = require(path.join(root, 'dist/libs/event-store/src/index.js'));
  const planned = tours * EVENTS_PER_TOUR;
  const base = Math.min(total, planned);
  const eventsOf = (t) => (total >= planned ? EVENTS_PER_TOUR : Math.floor(base / tours) + (t < base % tours ? 1 : 0));
  const inner = createSqliteEventStore({ file: path.join(partial, 'events.sqlite') });
  console.log(`  the tours' planning: ${fmt(base)} events (${fmt(tours)} tours x ${base === planned ? EVENTS_PER_TOUR : fmt(base / tours, 2)}, ${orgs} organizations, ${writers} concurrent writers)`);
  const started = performance.now();
  const clock = Date.UTC(2026, 9, 1);
  const tourIds = new Array(tours);
  let next = 0;
  let appended = 0;
  let lastReport = started;
  const writer = async () => {
    while (next < tours) {
      const t = next++;
      const orgId = orgIdOf(t % orgs);
      const actorId = `user_${pad(t % orgs)}_${t % 7}`;
      const { tourId, events } = tourEvents(t, eventsOf(t));
      tourIds[t] = tourId;
      const stream = `tour-${orgId}.${tourId}`;
      let revision = -1;
      for (const event of events) {
        const correlationId = randomUUID();
        const metadata = { orgId, actorId, correlationId, causationId: correlationId, occurredAt: new Date(clock + appended * 1000).toISOString(), schemaVersion: 1 };
        const result = await inner.appendToStream(stream, [{ ...event, metadata }], { expectedRevision: revision === -1 ? 'no_stream' : revision });
        revision = result.nextExpectedRevision;
        appended++;
      }
      if (performance.now() - lastReport > 5000) {
        lastReport = performance.now();
        console.log(`  ${fmt(appended)} events, ${fmt((appended / (lastReport - started)) * 1000)}/s`);
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  let seconds = (performance.now() - started) / 1000;
  console.log(`  planned ${fmt(appended)} events in ${fmt(seconds, 1)} s (${fmt(appended / seconds)}/s)`);
  let byType;
  if (total > planned) {
    // As the standalone server appends: through the personal data store, which seals the field staff's names (ADR 0030).
    const domain = require(path.join(root, 'dist/libs/domain/src/index.js'));
    const store = personalDataEventStore(inner, createSqlitePersonalKeyStore({ file: path.join(partial, 'personal-keys.sqlite') }), { personalFields: domain.PERSONAL_FIELDS, erasedValue: domain.erasedValue });
    const { appendHistory } = await import('./event-log-history.mjs');
    const list = tourIds.map((tourId, t) => ({ t, o: t % orgs, orgId: orgIdOf(t % orgs), tourId, startDate: startDateOf(t), deleted: isDeletedTour(t) }));
    const readTour = async (t) => (await store.readStream(`tour-${list[t].orgId}.${list[t].tourId}`)).reduce(domain.tourDecider.evolve, domain.tourDecider.initialState);
    byType = await appendHistory(store, { tours: list, orgs, extra: total - planned, readTour });
    await store.close();
  } else await inner.close();
  seconds = (performance.now() - started) / 1000;
  const Database = require('better-sqlite3');
  const db = new Database(path.join(partial, 'events.sqlite'));
  db.pragma('wal_checkpoint(TRUNCATE)');
  const stored = db.prepare('SELECT COUNT(*) AS count FROM events').get().count;
  db.close();
  if (stored !== total) throw new Error(`the log holds ${fmt(stored)} events, not ${fmt(total)} (scavenged beyond a stream's $maxCount?)`);
  const bytes = fs.statSync(path.join(partial, 'events.sqlite')).size;
  if (byType) fs.writeFileSync(path.join(partial, SUMMARY), JSON.stringify({ events: total, byType, generationSeconds: seconds, bytes }, null, 2));
  console.log(`generated ${fmt(stored)} events in ${fmt(seconds, 1)} s (${fmt(stored / seconds)}/s); file ${fmt(bytes / 1048576)} MB`);
}

if (process.argv[2] === '--generate') {
  generate(JSON.parse(process.argv[3])).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] === self) {
  const log = await ensureEventLog({ events: envNumber('EVENTS', envNumber('TOURS', 20_000) * EVENTS_PER_TOUR) });
  console.log(log.dir);
}
