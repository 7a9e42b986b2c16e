// Time travel: GET /api/tours/{id}?revision=N and ?asOf= on a tour of EVENTS events, folded from its stream on each read; its history for reference.
//   node scripts/bench/time-travel.mjs
//   EVENTS=1000 READS=300 (BENCH_QUICK=1: 100)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, ensureBuilt, envNumber, fmt, latencyLine, ok, quick, report, segmentBody, signIn, startServer, stats, waitForQuiet } from './lib.mjs';

const EVENTS = envNumber('EVENTS', 1_000);
const READS = envNumber('READS', quick ? 100 : 300);
const GOAL_MS = 200;
const DATES = ['2027-05-03', '2027-05-04', '2027-05-05', '2027-05-06', '2027-05-07', '2027-05-08', '2027-05-09'];

/** A week-long tour with a day per date, a segment per day every few changes, and title and segment changes up to EVENTS events. */
async function tourOfEvents(client, token) {
  const tour = await ok(client.call('POST', '/api/tours', { token, body: { title: 'A much changed tour', startDate: DATES[0], endDate: DATES[6], timezone: 'Europe/Rome' } }), 'create tour');
  const days = [];
  for (const date of DATES) days.push((await ok(client.call('POST', `/api/tours/${tour.id}/days`, { token, body: { date, title: `Day ${date}` } }), 'add day')).id);
  const segments = [];
  let revision = days.length;
  const instants = [];
  for (let n = 0; revision < EVENTS - 1; n++) {
    const dayId = days[n % days.length];
    let written;
    if (n % 4 === 0 && segments.length < 70) {
      written = await ok(client.call('POST', `/api/tours/${tour.id}/days/${dayId}/segments`, { token, body: segmentBody(segments.length * 5) }), 'add segment');
      segments.push({ dayId, segmentId: written.id });
    } else if (n % 2 === 0 && segments.length > 0) {
      const { dayId: on, segmentId } = segments[n % segments.length];
      written = await ok(client.call('PATCH', `/api/tours/${tour.id}/days/${on}/segments/${segmentId}`, { token, body: { title: `Segment renamed ${n}` } }), 'change segment');
    } else {
      written = await ok(client.call('PATCH', `/api/tours/${tour.id}`, { token, body: { title: `A much changed tour, version ${n}` } }), 'change title');
    }
    revision = written.revision;
    if (n % 50 === 0) instants.push(new Date().toISOString());
  }
  return { tourId: tour.id, latest: revision, instants };
}

async function timed(client, token, url) {
  const sent = performance.now();
  const answer = await ok(client.call('GET', url, { token }), url);
  return { ms: performance.now() - sent, answer };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-time-travel-'));
  const server = await startServer({ dataDir });
  const client = createClient(server.baseUrl, { maxSockets: 1 });
  try {
    const token = await signIn(client, 'org_bench_time_travel', 'auditor_1');
    const { tourId, latest, instants } = await tourOfEvents(client, token);
    console.log(`tour ${tourId}: ${latest + 1} events`);
    await waitForQuiet();
    const byRevision = [];
    const byInstant = [];
    const latestRead = [];
    for (let n = 0; n < READS; n++) {
      const revision = n % 3 === 0 ? latest : Math.floor((n * 7919) % (latest + 1));
      const read = await timed(client, token, `/api/tours/${tourId}?revision=${revision}`);
      if (read.answer.revision !== revision || read.answer.readOnly !== true) throw new Error(`revision ${revision} answered ${read.answer.revision}`);
      (revision === latest ? latestRead : byRevision).push(read.ms);
      byInstant.push((await timed(client, token, `/api/tours/${tourId}?asOf=${encodeURIComponent(instants[n % instants.length])}`)).ms);
    }
    const now = [];
    for (let n = 0; n < READS; n++) now.push((await timed(client, token, `/api/tours/${tourId}`)).ms);
    const history = [];
    for (let n = 0; n < 20; n++) history.push((await timed(client, token, `/api/tours/${tourId}/history?limit=200`)).ms);
    const figures = { revision: stats(byRevision), latestRevision: stats(latestRead), asOf: stats(byInstant), now: stats(now), history: stats(history) };
    for (const [name, figure] of Object.entries(figures)) console.log(`${name}: ${latencyLine(figure)}`);
    const row = (figure, s, judged = true) => [
      { figure: `${figure}: p50`, value: `${s.p50.toFixed(2)} ms`, goal: judged ? `<= ${GOAL_MS} ms` : 'reported', met: judged ? s.p50 <= GOAL_MS : null },
      { figure: `${figure}: p99`, value: `${s.p99.toFixed(2)} ms`, goal: judged ? `<= ${GOAL_MS} ms` : 'reported', met: judged ? s.p99 <= GOAL_MS : null },
    ];
    report('time travel', [
      ...row(`tour of ${fmt(latest + 1)} events ?revision=N`, figures.revision),
      ...row(`tour of ${fmt(latest + 1)} events ?revision=latest`, figures.latestRevision),
      ...row(`tour of ${fmt(latest + 1)} events ?asOf=instant`, figures.asOf),
      ...row('the same tour now (read model)', figures.now, false),
      ...row('its newest 200 history entries in words (GET …/history?limit=200, a page)', figures.history, false),
    ], { figures });
  } finally {
    client.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
