// The planner's figures: reorder/move latency on a 30-day tour of 300 segments, list latency at 10,000 tours (initial JS of /tours/all: scripts/bench/pages.mjs).
//   node scripts/bench/planner.mjs
//   REORDERS=600 MOVES=300 TOURS=10000 LISTS=600 BENCH_QUICK=1 (TOURS=2000, fewer commands)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, ensureBuilt, envNumber, fmt, latencyLine, ok, quick, report, signIn, startServer, stats, waitForQuiet } from './lib.mjs';

const REORDERS = envNumber('REORDERS', quick ? 200 : 600);
const MOVES = envNumber('MOVES', quick ? 100 : 300);
const TOURS = envNumber('TOURS', quick ? 2_000 : 10_000);
const LISTS = envNumber('LISTS', quick ? 200 : 600);
const GOAL_REORDER_P99_MS = 20;
const GOAL_LIST_P99_MS = 10;

const serverTime = (headers) => Number(/app;dur=([\d.]+)/.exec(headers?.['server-timing'] ?? '')?.[1] ?? NaN);
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A 30-day tour with 10 segments a day, built through the API. */
async function buildLongTour(client, token) {
  const start = '2027-06-01';
  const tour = await ok(client.call('POST', '/api/tours', { token, body: { title: 'Grand tour', startDate: start, endDate: addDays(start, 29), timezone: 'Europe/Rome' } }), 'create');
  const days = [];
  for (let d = 0; d < 30; d++) days.push((await ok(client.call('POST', `/api/tours/${tour.id}/days`, { token, body: { date: addDays(start, d) } }), 'day')).id);
  const segments = new Map(days.map((day) => [day, []]));
  for (const day of days)
    for (let s = 0; s < 10; s++) {
      const minutes = 7 * 60 + 30 + s * 50;
      const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const body = { type: 'activity', title: `Visit ${s}`, startTime, durationMinutes: 35, location: { name: 'Somewhere', lat: 43.7, lng: 11.2 } };
      segments.get(day).push((await ok(client.call('POST', `/api/tours/${tour.id}/days/${day}/segments`, { token, body }), 'segment')).id);
    }
  return { tourId: tour.id, days, segments };
}

async function measureCommands(client, token) {
  const { tourId, days, segments } = await buildLongTour(client, token);
  const reorder = [];
  const reorderServer = [];
  for (let i = 0; i < REORDERS; i++) {
    const day = days[i % days.length];
    const order = segments.get(day);
    order.push(order.shift());
    const started = performance.now();
    const response = await client.call('POST', `/api/tours/${tourId}/days/${day}/segments/reorder`, { token, body: { segmentIds: order } });
    reorder.push(performance.now() - started);
    reorderServer.push(serverTime(response.headers));
    if (response.status !== 200) throw new Error(`reorder: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const move = [];
  for (let i = 0; i < MOVES; i++) {
    const from = days[i % days.length];
    const to = days[(i + 1) % days.length];
    const segmentId = segments.get(from).pop();
    const started = performance.now();
    const response = await client.call('POST', `/api/tours/${tourId}/segments/${segmentId}/move`, { token, body: { toDayId: to, toIndex: 3 } });
    move.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`move: ${response.status} ${JSON.stringify(response.body)}`);
    segments.get(to).splice(3, 0, segmentId);
  }
  return { reorder: stats(reorder), reorderServer: stats(reorderServer.filter(Number.isFinite)), move: stats(move) };
}

async function measureLists(client, token) {
  const statuses = ['DRAFT', 'PLANNED'];
  let last = '0';
  for (let done = 0; done < TOURS; ) {
    const batch = Array.from({ length: Math.min(64, TOURS - done) }, (_, k) => {
      const n = done + k;
      const start = addDays('2027-01-01', n % 365);
      return client.call('POST', '/api/tours', {
        token,
        body: { title: `${['Alpine', 'Coastal', 'Desert', 'City'][n % 4]} tour ${n}`, startDate: start, endDate: addDays(start, 6), timezone: 'UTC', status: statuses[n % 2] },
      });
    });
    for (const response of await Promise.all(batch)) last = response.body.position > last ? response.body.position : last;
    done += batch.length;
  }
  await ok(client.call('GET', `/api/tours?limit=1&minPosition=${last}`, { token }), 'caught up');
  const queries = [
    '/api/tours?limit=50',
    '/api/tours?limit=50&status=PLANNED',
    '/api/tours?limit=50&q=coastal%20tour%2012',
    '/api/tours?limit=50&sort=title',
    '/api/tours?limit=50&sort=startDate&from=2027-03-01&to=2027-03-31',
  ];
  const first = await ok(client.call('GET', queries[0], { token }), 'first page');
  queries.push(`/api/tours?limit=50&cursor=${first.nextCursor}`);
  const client_ = [];
  const server = [];
  for (let i = 0; i < LISTS; i++) {
    const started = performance.now();
    const response = await client.call('GET', queries[i % queries.length], { token });
    client_.push(performance.now() - started);
    server.push(serverTime(response.headers));
    if (response.status !== 200) throw new Error(`list: ${response.status}`);
  }
  return { client: stats(client_), server: stats(server.filter(Number.isFinite)) };
}

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-planner-'));
const server = await startServer({ dataDir });
const client = createClient(server.baseUrl);
try {
  const token = await signIn(client, 'bench_planner', 'planner');
  await waitForQuiet();
  const commands = await measureCommands(client, token);
  console.log(`reorder on a 30-day, 300-segment tour: ${latencyLine(commands.reorder)} (server ${latencyLine(commands.reorderServer)})`);
  console.log(`move across days on that tour:        ${latencyLine(commands.move)}`);
  const listToken = await signIn(client, 'bench_lists', 'lister');
  const lists = await measureLists(client, listToken);
  console.log(`list at ${fmt(TOURS)} tours: server ${latencyLine(lists.server)}; client ${latencyLine(lists.client)}`);
  report('planner', [
    { figure: 'reorder, 30-day tour of 300 segments, p99', value: `${commands.reorder.p99.toFixed(2)} ms`, goal: `<= ${GOAL_REORDER_P99_MS} ms`, met: commands.reorder.p99 <= GOAL_REORDER_P99_MS },
    { figure: 'move across days on that tour, p99', value: `${commands.move.p99.toFixed(2)} ms`, goal: `<= ${GOAL_REORDER_P99_MS} ms`, met: commands.move.p99 <= GOAL_REORDER_P99_MS },
    { figure: `list at ${fmt(TOURS)} tours, server time p99`, value: `${lists.server.p99.toFixed(2)} ms`, goal: `<= ${GOAL_LIST_P99_MS} ms`, met: lists.server.p99 <= GOAL_LIST_P99_MS },
  ]);
} finally {
  client.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
