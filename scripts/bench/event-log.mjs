// Generates (once, then cached) a DATA_DIR whose SQLite event log holds realistic tour events of several organizations.
//   node scripts/bench/event-log.mjs            prints the path of the cached DATA_DIR, generating it when missing
//   TOURS=20000 ORGS=20 WRITERS=256 BENCH_DATA_DIR=data/bench   (50 events per tour: TOURS=20000 is 1,000,000 events)
// Events are appended through our event store (dist/libs/event-store), one append per command as the API does,
// WRITERS tours at a time (group commit), so tours interleave in the log as concurrent planners would.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, envNumber, fmt, root } from './lib.mjs';

export const EVENTS_PER_TOUR = 50;
const LAYOUT = 'v1';
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

/** The 50 events of one tour, in the order a planner would cause them. */
export function tourEvents(t) {
  const tourId = randomUUID();
  const startDate = dateOf(Date.UTC(2027, 3, 1), t % 300);
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
  events.push(t % 50 === 49 ? { type: 'TourDeleted', data: { tourId } } : { type: 'TourStatusChanged', data: { tourId, from: 'DRAFT', to: 'PLANNED' } });
  if (events.length !== EVENTS_PER_TOUR) throw new Error(`tour of ${events.length} events`);
  return { tourId, events };
}

export const orgIdOf = (o) => `org_bench_${pad(o)}`;

/** The cached DATA_DIR for `tours` tours over `orgs` organizations; generated when missing. */
export async function ensureEventLog({ tours = envNumber('TOURS', 20_000), orgs = envNumber('ORGS', 20), writers = envNumber('WRITERS', 256) } = {}) {
  const benchData = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data/bench');
  const dir = path.join(benchData, `event-log-${tours}x${EVENTS_PER_TOUR}-${orgs}orgs-${writers}w-${LAYOUT}`);
  if (fs.existsSync(path.join(dir, 'events.sqlite'))) return { dir, file: path.join(dir, 'events.sqlite'), tours, orgs, events: tours * EVENTS_PER_TOUR, generated: false };

  ensureBuilt();
  const { createSqliteEventStore } = require(path.join(root, 'dist/libs/event-store/src/index.js'));
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  const store = createSqliteEventStore({ file: path.join(partial, 'events.sqlite') });
  console.log(`generating ${fmt(tours * EVENTS_PER_TOUR)} events (${fmt(tours)} tours x ${EVENTS_PER_TOUR}, ${orgs} organizations, ${writers} concurrent writers) into ${dir} ...`);
  const started = performance.now();
  const clock = Date.UTC(2026, 9, 1);
  let next = 0;
  let appended = 0;
  let lastReport = started;
  const writer = async () => {
    while (next < tours) {
      const t = next++;
      const orgId = orgIdOf(t % orgs);
      const actorId = `user_${pad(t % orgs)}_${t % 7}`;
      const { tourId, events } = tourEvents(t);
      const stream = `tour-${orgId}.${tourId}`;
      let revision = -1;
      for (const event of events) {
        const correlationId = randomUUID();
        const metadata = { orgId, actorId, correlationId, causationId: correlationId, occurredAt: new Date(clock + appended * 1000).toISOString(), schemaVersion: 1 };
        const result = await store.appendToStream(stream, [{ ...event, metadata }], { expectedRevision: revision === -1 ? 'no_stream' : revision });
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
  await store.close();
  const seconds = (performance.now() - started) / 1000;
  const Database = require('better-sqlite3');
  const db = new Database(path.join(partial, 'events.sqlite'));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  fs.renameSync(partial, dir);
  const bytes = fs.statSync(path.join(dir, 'events.sqlite')).size;
  console.log(`generated ${fmt(appended)} events in ${fmt(seconds, 1)} s (${fmt(appended / seconds)}/s); file ${fmt(bytes / 1048576)} MB`);
  return { dir, file: path.join(dir, 'events.sqlite'), tours, orgs, events: appended, generated: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = await ensureEventLog();
  console.log(log.dir);
}
