// The monitor's growth of the log: the events a day that N watched subjects add, and what scavenging keeps of them.
//   node scripts/bench/monitor.mjs growth   (these figures alone; the whole monitor bench adds them to its own)
//   GROWTH_TOURS=2 GROWTH_STEP_S=302, SEGMENTS and TOURS of monitor.mjs (N = TOURS x SEGMENTS x 8 / 5: 10,000)
// Measured on a sample, then scaled. The sample: GROWTH_TOURS tours of the monitor bench's day (SEGMENTS segments cycling
// activity, meal, transfer, flight, free), confirmed on a standalone server with the demo clock (DEMO_CLOCK=steered,
// MONITOR_TICK_MS=0, simulated providers). The watch list (watched-subjects.ts) makes 8 subjects of 5 such segments:
// 1 flight and the weather at its 2 airports, 1 transfer and the weather at its 2 ends, the weather of the activity and
// of the meal (the free segment has none): 1 flight, 1 transfer, 6 weather. The clock is steered from the first subject's
// horizon start to the last window's end in steps of GROWTH_STEP_S, with one monitor look at each step (POST
// /api/dev/monitoring/look: the due checks run to the end); 302 s is the shortest interval of check-schedule.ts (5 min)
// and 2 s, so that a check due k intervals on is due at the k-th look (the live monitor is as late by its tick, 5 s by
// default). Then the events appended since the setup are read from the SQLite file, and its pages give the disk they take.
// Scaling: N subjects on watch at any instant (a steady stream of such tours, each subject watched from its horizon
// start, horizonStartsAt of watched-subjects.ts, to its window's end) add N x events of the sample / subject-days on
// watch of the sample, a day: each kind weighs by how long it is watched (weather 7 days, flights 3, transfers 1).
// Retention, each read from the code: a subject's stream is bounded by SUBJECT_CHECKS_MAX_COUNT ($maxCount, set before
// its first event by the command path). SQLite deletes what falls out of it in the append's transaction (sqlite-writes.ts,
// the bound a row of stream_metadata); EventStoreDB hides it at once and removes it at the next scavenge, every
// EVENTSTORE_SCAVENGE_EVERY_HOURS (ADR 0049), the bound an event of the stream's $$ metadata stream. What the sample's
// file still holds after the run is what SQLite keeps; EventStoreDB keeps the same events, sized here as the port counts
// them (eventSizeInBytes: data, metadata JSON, type; the server's record headers not counted).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createClient, envNumber, fmt, ok, root, signIn, startServer } from './lib.mjs';

const require = createRequire(path.join(root, 'package.json'));
const DAY_MS = 86_400_000;
const ORG = 'org_bench_monitor_growth';
const KINDS = ['flight', 'transfer', 'weather'];

const megabytes = (bytes) => (bytes >= 10 * 1024 ** 3 ? `${fmt(bytes / 1024 ** 3, 1)} GB` : `${fmt(bytes / 1048576, bytes < 10 * 1048576 ? 2 : 0)} MB`);
const kilobytes = (bytes) => `${fmt(bytes / 1024, 1)} KB`;
/** The date in Rome `days` days from now, as the monitor bench plans its tours. */
export const romeDate = (days) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + days * DAY_MS));

/** The metadata object of a stored record (event-record.ts keeps the product's six fields as an array). */
function metadataOf(stored) {
  if (!Array.isArray(stored)) return stored;
  const [orgId, actorId, correlationId, causationId, occurredAt, schemaVersion] = stored;
  return { orgId, actorId, correlationId, causationId, occurredAt, schemaVersion };
}

/** Logical size of the database (WAL included) without its free pages, read alongside the server. */
function databaseState(file) {
  const Database = require('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const pageSize = db.pragma('page_size', { simple: true });
    const used = db.pragma('page_count', { simple: true }) - db.pragma('freelist_count', { simple: true });
    const head = db.prepare('SELECT max(position) AS position FROM events').get().position ?? 0;
    return { bytes: used * pageSize, head };
  } finally {
    db.close();
  }
}

/**
 * The events appended after `after`: per subject stream how many were appended (its revisions: the streams are new) and
 * how many the file still holds and their size; the rest by stream and type.
 */
function appendedSince(file, after, subjectStreamOf) {
  const { eventSizeInBytes } = require(path.join(root, 'dist/libs/event-store/src/index.js'));
  const Database = require('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const streams = new Map();
    const other = {};
    const types = {};
    let events = 0;
    let recordBytes = 0;
    for (const row of db.prepare('SELECT stream_name AS stream, revision, type, body FROM events WHERE position > ? ORDER BY position').iterate(after)) {
      events++;
      recordBytes += Buffer.byteLength(row.body);
      types[row.type] = (types[row.type] ?? 0) + 1;
      const subjectId = subjectStreamOf.get(row.stream);
      if (subjectId === undefined) {
        const key = `${row.stream.split(/[-.]/)[0]}: ${row.type}`;
        other[key] = (other[key] ?? 0) + 1;
        continue;
      }
      const [, , , type, data, metadata] = JSON.parse(row.body);
      const stream = streams.get(row.stream) ?? { appended: 0, kept: 0, payloadBytes: 0 };
      stream.appended = Math.max(stream.appended, row.revision + 1);
      stream.kept++;
      stream.payloadBytes += eventSizeInBytes({ type, data, metadata: metadataOf(metadata) });
      streams.set(row.stream, stream);
    }
    const bounded = db.prepare("SELECT count(*) AS n, min(max_count) AS least, max(max_count) AS most FROM stream_metadata WHERE stream_name LIKE 'monitoring-%'").get();
    return { events, recordBytes, streams, other, types, bounded };
  } finally {
    db.close();
  }
}

/** How many checks the schedule gives a subject with readings every time, from its horizon start to its end: nextCheckAt. */
function scheduledChecks(domain, subject) {
  const iso = (ms) => new Date(ms).toISOString();
  let at = domain.horizonStartsAt(subject);
  let checks = 0;
  for (let outcome = null; checks < 100_000; outcome = { kind: 'reading' }) {
    const next = domain.nextCheckAt(subject, iso(at), outcome);
    if (next === null) break;
    at = Date.parse(next);
    if (domain.isOver(subject, iso(at))) break;
    checks++;
  }
  return checks;
}

/**
 * The figures, from the sample's subjects ({kind, onWatchMs, events: appended, kept: still in the file, payloadBytes of
 * those kept}), its other monitor events and the disk its appends took; `n` subjects on watch at any instant, in the
 * sample's mix by creation.
 */
export function growthFigures({ subjects, otherEvents, diskBytes, appended, maxCount }, n) {
  const sum = (list, field) => list.reduce((total, item) => total + item[field], 0);
  const watchDays = sum(subjects, 'onWatchMs') / DAY_MS;
  const events = sum(subjects, 'events');
  const kept = sum(subjects, 'kept');
  const bytesPerEvent = appended > 0 ? diskBytes / appended : NaN;
  const byKind = Object.fromEntries(
    KINDS.map((kind) => {
      const of = subjects.filter((subject) => subject.kind === kind);
      const mean = (field) => (of.length ? sum(of, field) / of.length : 0);
      return [kind, { subjects: of.length, events: mean('events'), most: Math.max(0, ...of.map((s) => s.events)), watchDays: mean('onWatchMs') / DAY_MS }];
    }),
  );
  const perSubjectDay = events / watchDays;
  const keptPerSubject = kept / subjects.length;
  const payloadPerSubject = sum(subjects, 'payloadBytes') / subjects.length;
  return {
    watchDays,
    byKind,
    eventsPerDay: n * perSubjectDay,
    otherPerDay: (n * otherEvents) / watchDays,
    bytesPerEvent,
    diskPerDay: n * perSubjectDay * bytesPerEvent,
    mostInAStream: Math.max(0, ...subjects.map((subject) => subject.events)),
    deleted: events - kept,
    maxCount,
    keptPerSubject,
    keptDiskPerSubject: keptPerSubject * bytesPerEvent,
    keptForN: n * keptPerSubject,
    keptDiskForN: n * keptPerSubject * bytesPerEvent,
    esdbKeptForN: n * (keptPerSubject + 1),
    esdbPayloadPerSubject: payloadPerSubject,
    esdbPayloadForN: n * payloadPerSubject,
  };
}

/**
 * Runs the sample (its own server and data directory) and answers the report's rows and the figures, for N = the subjects
 * the watch list makes of the bench's `benchTours` tours. `bodyOn(date, n, flightNumber)`: the bench's segment n on `date`.
 */
export async function measureGrowth({ benchTours, segments, bodyOn, tours = envNumber('GROWTH_TOURS', 2), stepS = envNumber('GROWTH_STEP_S', 302) }) {
  const domain = require(path.join(root, 'dist/libs/domain/src/index.js'));
  const { loadConfig } = require(path.join(root, 'dist/libs/runtime/src/config.js'));
  const scavengeEveryH = loadConfig({ NODE_ENV: 'development' }).eventStoreScavengeEveryMs / 3_600_000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-monitor-growth-'));
  const file = path.join(dataDir, 'events.sqlite');
  const env = { FLIGHT_PROVIDER: 'simulated', WEATHER_PROVIDER: 'simulated', ROUTING_PROVIDER: 'simulated', SMS_PROVIDER: 'log', MONITOR_TICK_MS: '0', DEMO_CLOCK: 'steered' };
  const server = await startServer({ dataDir, env });
  const client = createClient(server.baseUrl, { maxSockets: 4 });
  const started = performance.now();
  try {
    const token = await signIn(client, ORG, 'operator');
    const date = romeDate(10);
    for (let t = 0; t < tours; t++) {
      const tour = await ok(client.call('POST', '/api/tours', { token, body: { title: `Growth tour ${t}`, startDate: date, endDate: date, timezone: 'Europe/Rome' } }), 'create tour');
      const day = await ok(client.call('POST', `/api/tours/${tour.id}/days`, { token, body: { date, title: 'Watched day' } }), 'add day');
      for (let s = 0; s < segments; s++)
        await ok(client.call('POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { token, body: bodyOn(date, s, `BG${String(t * segments + s).padStart(4, '0')}`) }), 'add segment');
      for (const status of ['PLANNED', 'CONFIRMED']) await ok(client.call('POST', `/api/tours/${tour.id}/status`, { token, body: { status } }), 'confirm tour');
    }
    const items = (await ok(client.call('GET', '/api/monitoring/subjects', { token }), 'list subjects')).items;
    const from = Math.min(...items.map((item) => domain.horizonStartsAt(item)));
    const to = Math.max(...items.map((item) => Date.parse(item.window.to)));
    const mix = Object.fromEntries(KINDS.map((kind) => [kind, items.filter((item) => item.kind === kind).length]));
    const n = (items.length / tours) * benchTours;
    console.log(`growth: ${tours} tours x ${segments} segments on ${date}: ${items.length} subjects (${KINDS.map((kind) => `${mix[kind]} ${kind}`).join(', ')}); clock steered ${new Date(from).toISOString()} -> ${new Date(to).toISOString()} in ${stepS} s steps, a look at each`);

    const before = databaseState(file);
    let looks = 0;
    let checks = 0;
    let nextDay = from + DAY_MS;
    for (let at = from; at <= to + stepS * 1000; at += stepS * 1000) {
      await ok(client.call('PUT', '/api/dev/clock', { token, body: { now: new Date(at).toISOString() } }), 'steer the clock');
      checks += (await ok(client.call('POST', '/api/dev/monitoring/look', { token, timeoutMs: 60_000 }), 'monitor look')).checks;
      looks++;
      if (at >= nextDay) {
        console.log(`  ${fmt((at - from) / DAY_MS, 0)} days on: ${fmt(looks)} looks, ${fmt(checks)} checks (${fmt((performance.now() - started) / 1000)} s)`);
        nextDay += DAY_MS;
      }
    }
    const after = databaseState(file);
    await server.stop();

    const subjectStreamOf = new Map(items.map((item) => [domain.subjectChecksStreamName(ORG, item.id), item.id]));
    const appended = appendedSince(file, before.head, subjectStreamOf);
    const subjects = items.map((item) => {
      const stream = appended.streams.get(domain.subjectChecksStreamName(ORG, item.id)) ?? { appended: 0, kept: 0, payloadBytes: 0 };
      const onWatchMs = Date.parse(item.window.to) - domain.horizonStartsAt(item);
      return { id: item.id, kind: item.kind, onWatchMs, events: stream.appended, kept: stream.kept, payloadBytes: stream.payloadBytes, scheduled: scheduledChecks(domain, item) };
    });
    const otherEvents = Object.values(appended.other).reduce((total, count) => total + count, 0);
    const sample = { subjects, otherEvents, diskBytes: after.bytes - before.bytes, appended: appended.events, maxCount: domain.SUBJECT_CHECKS_MAX_COUNT };
    const f = growthFigures(sample, n);
    const scheduled = subjects.reduce((total, subject) => total + subject.scheduled, 0);
    const onSubjects = subjects.reduce((total, subject) => total + subject.events, 0);
    const kinds = KINDS.map((kind) => `${kind} ${fmt(f.byKind[kind].events, 1)} (watched ${fmt(f.byKind[kind].watchDays, 2)} d)`).join(', ');

    console.log(`  ${fmt(looks)} looks, ${fmt(checks)} checks in ${fmt((performance.now() - started) / 1000)} s; appended ${fmt(appended.events)} events (${Object.entries(appended.types).map(([type, count]) => `${fmt(count)} ${type}`).join(', ')})`);
    console.log(`    on the subjects' streams ${fmt(onSubjects)}, the schedule gives ${fmt(scheduled)} (computed from nextCheckAt, a check exactly at each instant); elsewhere ${otherEvents ? Object.entries(appended.other).map(([key, count]) => `${fmt(count)} ${key}`).join(', ') : 'none'}`);
    console.log(`    events per subject over its horizon: ${kinds}; ${fmt(f.watchDays, 1)} subject-days on watch`);
    console.log(`    SQLite disk ${fmt(f.bytesPerEvent)} bytes an event, its record ${fmt(appended.recordBytes / appended.events)} of them (pages used ${megabytes(before.bytes)} -> ${megabytes(after.bytes)}); ${fmt(appended.bounded.n)} monitoring streams bounded, $maxCount ${appended.bounded.least}..${appended.bounded.most}`);
    console.log(`    N = ${fmt(n)} subjects on watch: ${fmt(f.eventsPerDay)} events a day, ${megabytes(f.diskPerDay)} of SQLite; ${fmt(f.eventsPerDay * 365)} events, ${megabytes(f.diskPerDay * 365)} a year`);

    const mixNote = `mix by creation 1 flight : 1 transfer : 6 weather (${KINDS.map((kind) => `${mix[kind]} ${kind}`).join(', ')} of ${items.length})`;
    const rows = [
      {
        figure: `monitor log growth, ${fmt(n)} subjects on watch`,
        value: `${fmt(f.eventsPerDay)} events/day`,
        goal: 'printed',
        met: null,
        note: `measured: ${items.length} subjects over their whole horizons on a steered clock (a look every ${stepS} s), x N / ${fmt(f.watchDays, 1)} subject-days on watch; ${mixNote}; all SubjectChecked/SubjectCheckFailed (schedule: ${fmt(scheduled)} for ${fmt(onSubjects)} measured); ${megabytes(f.diskPerDay)}/day of SQLite; other monitor events ${fmt(f.otherPerDay)}/day (notifications of the simulated providers, follow-up checkpoints)`,
      },
      {
        figure: `kept per subject, SQLite ($maxCount ${f.maxCount})`,
        value: `${fmt(f.keptPerSubject, 1)} ev, ${kilobytes(f.keptDiskPerSubject)}`,
        goal: 'printed',
        met: null,
        note: `measured: ${kinds.replace(/ \(watched [^)]*\)/g, '')}; the fullest stream ${f.mostInAStream} < ${f.maxCount}: the delete on append never fires, ${f.deleted} deleted; a stream stays after its subject is over`,
      },
      {
        figure: `kept for ${fmt(n)} subjects, SQLite`,
        value: `${fmt(f.keptForN)} ev, ${megabytes(f.keptDiskForN)}`,
        goal: 'printed',
        met: null,
        note: `their whole horizons (${fmt(f.bytesPerEvent)} B/event on disk); nothing deleted, and a subject's stream outlives it: ${fmt(n)} on watch leave ${megabytes(f.diskPerDay * 365)} a year of checks in the log ($maxCount would allow ${fmt(f.maxCount * n)} events for ${fmt(n)} subjects)`,
      },
      {
        figure: `kept for ${fmt(n)} subjects, EventStoreDB`,
        value: `${fmt(f.esdbKeptForN)} ev, ${megabytes(f.esdbPayloadForN)}`,
        goal: 'printed',
        met: null,
        note: `the same events, + 1 $maxCount metadata event per stream ($$ stream); a scavenge every ${fmt(scavengeEveryH)} h removes none of them; size as eventSizeInBytes counts them (${kilobytes(f.esdbPayloadPerSubject)} a subject), record headers not counted`,
      },
    ];
    return { rows, figures: { ...f, sample: { subjects: items.length, mix, looks, checks, appended: appended.events, types: appended.types, other: appended.other, scheduled, stepS, scavengeEveryH } } };
  } finally {
    client.close();
    await server.stop();
    if (process.env.KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
