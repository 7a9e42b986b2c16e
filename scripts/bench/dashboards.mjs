// Dashboards and reports over one organization's season (season-log.mjs): rebuild of the report projections in-process, then overview and report latency on the standalone server.
//   node scripts/bench/dashboards.mjs      (or: node scripts/bench.mjs dashboards); the season is generated once and cached
//   REQUESTS=200 WARMUP=20, and the season's knobs (TOURS, TRAVELERS, STAFF, SEASON_DATE); BENCH_QUICK=1: a small season, 50 requests, goals not judged
// (a) A Projector over the season's log with only the report projections (REPORT_PROJECTIONS when libs/projections exports it,
//     else those of ALL_PROJECTIONS named report*), in a child process of its own, timed from start to caught up.
// (b) The standalone server on a copy of the season's DATA_DIR (it builds its read models at boot; monitor off), signed in as an
//     admin of the organization; one client, sequential requests after a warm-up: GET /api/dashboard/overview and each report
//     over the 6 months up to the season's date. Server time: the API's Server-Timing header (app;dur=), client latency beside it.
//     An endpoint that answers 404 (not there yet) gives a row "not available"; GET /api/tours?limit=50 is measured as a reference.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureSeasonLog } from './season-log.mjs';
import { createClient, ensureBuilt, envNumber, fmt, latencyLine, machineCpu, ms, othersShare, quick, report, root, runResultChild, signIn, startServer, stats, waitForQuiet } from './lib.mjs';

const GOAL_OVERVIEW_MS = 50;
const GOAL_REPORT_MS = 100;
const GOAL_REBUILD_S = 10;
const FULL = { tours: 10_000, travelers: 100_000, events: 1_000_000 };
const self = fileURLToPath(import.meta.url);
const require = createRequire(path.join(root, 'package.json'));
const serverTime = (headers) => Number(/app;dur=([\d.]+)/.exec(headers?.['server-timing'] ?? '')?.[1] ?? NaN);
const daysBefore = (date, days) => new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);

/** The report projections libs/projections offers: its REPORT_PROJECTIONS, else the projections named report*. */
export function reportProjectionsOf(projections) {
  return projections.REPORT_PROJECTIONS ?? projections.ALL_PROJECTIONS.filter((projection) => projection.name.startsWith('report'));
}

/** The projections a report projection reads (report-tours reads the tours read model's plans, ADR 0052), first. */
const withWhatTheyRead = (reports) => [...new Set(reports.flatMap((projection) => (projection.reads ? [projection.reads, projection] : [projection])))];

/** Child mode: a Projector with only the report projections (and those they read) over the log and a fresh memory read store; prints one RESULT line. */
async function rebuildReports(file, orgId) {
  const dist = (p) => require(path.join(root, 'dist', p));
  const projections = dist('libs/projections/src/index.js');
  const reports = reportProjectionsOf(projections);
  if (reports.length === 0) return console.log(`RESULT ${JSON.stringify({ found: false, names: projections.ALL_PROJECTIONS.map((p) => p.name) })}`);
  const { createSqliteEventStore } = dist('libs/event-store/src/index.js');
  const { createMemoryReadStore } = dist('libs/read-store/src/index.js');
  const { Projector } = dist('apps/projector/src/projector.js');
  const eventStore = createSqliteEventStore({ file });
  const readStore = createMemoryReadStore();
  const projector = new Projector(eventStore, readStore, withWhatTheyRead(reports), { publish: () => {} }, { checkpointName: 'report-models' });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await projector.start();
  const milliseconds = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const documents = {};
  for (const projection of reports) documents[projection.name] = await readStore.forOrganization(orgId).collection(projection.collection).countDocuments({});
  await projector.stop();
  await eventStore.close();
  console.log(`RESULT ${JSON.stringify({ found: true, milliseconds, cpuMs: (cpu.user + cpu.system) / 1000, position: projector.currentPosition.toString(), documents, rssBytes: process.resourceUsage().maxRSS * 1024 })}`);
}

/** Sequential GETs of one endpoint after a warm-up: client latency and server time; null when the endpoint is not there (404). */
async function measure(client, token, urlPath, { warmup, requests }) {
  const firstStarted = performance.now();
  const first = await client.call('GET', urlPath, { token, timeoutMs: 60_000 });
  const firstMs = Number.isFinite(serverTime(first.headers)) ? serverTime(first.headers) : performance.now() - firstStarted;
  if (first.status === 404) return { status: 404 };
  if (first.status !== 200) return { status: first.status, problem: JSON.stringify(first.body).slice(0, 200) };
  const bytes = Buffer.byteLength(JSON.stringify(first.body));
  for (let i = 0; i < warmup; i++) await client.call('GET', urlPath, { token, timeoutMs: 60_000 });
  const client_ = [];
  const server = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const answer = await client.call('GET', urlPath, { token, timeoutMs: 60_000 });
    client_.push(performance.now() - started);
    if (answer.status !== 200) return { status: answer.status, problem: `request ${i + 1} of ${requests}` };
    server.push(serverTime(answer.headers));
  }
  return { status: 200, bytes, firstMs, client: stats(client_), server: stats(server.filter(Number.isFinite)), timed: server.every(Number.isFinite) };
}

async function main() {
  ensureBuilt();
  const season = await ensureSeasonLog();
  const full = season.tours >= FULL.tours && season.travelers >= FULL.travelers && season.events >= FULL.events;
  const judged = (met) => (full ? met : null);
  const at = full ? '' : ` at ${fmt(FULL.tours)} tours, ${fmt(FULL.events)} events`;
  console.log(`\ndashboards: ${season.orgId}, ${fmt(season.tours)} tours, ${fmt(season.travelers)} travelers, ${season.staff} field staff, ${fmt(season.events)} events around ${season.now} (${season.dir})`);
  const rows = [];

  // (a) Rebuild of the report projections, in a child of its own.
  await waitForQuiet();
  const machineBefore = machineCpu();
  const rebuilt = await runResultChild(self, ['--rebuild-reports', season.file, season.orgId], { timeoutMs: 900_000 });
  if (!rebuilt.found) {
    console.log(`(a) report projections not found: libs/projections exports neither REPORT_PROJECTIONS nor projections named report* (it has ${rebuilt.names.join(', ')})`);
    rows.push({ figure: 'report projections rebuild: report projections not found', value: '-', goal: `<= ${GOAL_REBUILD_S} s`, met: null, note: 'libs/projections exports no REPORT_PROJECTIONS and no projection named report*' });
  } else {
    const seconds = rebuilt.milliseconds / 1000;
    const documents = Object.entries(rebuilt.documents).map(([name, count]) => `${name} ${fmt(count)}`).join(', ');
    console.log(`(a) report projections rebuilt in-process: ${fmt(seconds, 2)} s (CPU ${fmt(rebuilt.cpuMs / 1000, 1)} s), ${fmt(season.events / seconds)} events/s; documents: ${documents}; peak rss ${fmt(rebuilt.rssBytes / 1048576)} MB`);
    const note = `${documents} (with the tours they read, ADR 0052); others took ${fmt(othersShare(machineBefore, rebuilt.cpuMs / rebuilt.milliseconds) * 100)} % CPU`;
    rows.push({ figure: `report projections rebuild, ${fmt(season.events)} events`, value: `${fmt(seconds, 2)} s`, goal: `<= ${GOAL_REBUILD_S} s${at}`, met: judged(seconds <= GOAL_REBUILD_S), note });
  }

  // (b) The standalone server on a copy of the season (the server writes its stored read models beside the log).
  const copy = `${season.dir}.server-${process.pid}`;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  fs.copyFileSync(season.file, path.join(copy, 'events.sqlite'));
  let server;
  try {
    await waitForQuiet();
    server = await startServer({ dataDir: copy, readyTimeoutMs: 900_000, env: { MONITOR_TICK_MS: '0', READ_MODELS_SAVE_INTERVAL_S: '3600' } });
    console.log(`(b) standalone server ready in ${fmt(server.readyMs / 1000, 1)} s (read models built at boot from ${fmt(season.events)} events)`);
    rows.push({ figure: 'standalone boot to ready on the season', value: `${fmt(server.readyMs / 1000, 1)} s`, goal: 'printed', met: null });
    const client = createClient(server.baseUrl, { maxSockets: 1 });
    const token = await signIn(client, season.orgId, 'bench_dashboards_admin');
    const range = `from=${daysBefore(season.date, 182)}&to=${season.date}`;
    const endpoints = [
      { name: 'overview', path: '/api/dashboard/overview', goal: GOAL_OVERVIEW_MS },
      ...['tour-performance', 'staff-performance', 'traveler-insights'].map((name) => ({ name: `report ${name}`, path: `/api/reports/${name}?${range}`, goal: GOAL_REPORT_MS })),
      { name: 'reference: tour list', path: '/api/tours?limit=50', goal: null },
    ];
    const requests = envNumber('REQUESTS', quick ? 50 : 200);
    const warmup = envNumber('WARMUP', quick ? 5 : 20);
    for (const endpoint of endpoints) {
      const result = await measure(client, token, endpoint.path, { warmup, requests });
      const goal = endpoint.goal === null ? 'printed (harness check)' : `p99 <= ${endpoint.goal} ms server time${at}`;
      const figure = `${endpoint.name} p99 (GET ${endpoint.path.split('?')[0]})`;
      if (result.status === 404) {
        console.log(`    ${endpoint.name}: GET ${endpoint.path} answers 404: not available`);
        rows.push({ figure: `${endpoint.name}: not available`, value: '-', goal, met: null, note: `GET ${endpoint.path.split('?')[0]} answers 404 (not merged yet?)` });
        continue;
      }
      if (result.status !== 200) {
        console.log(`    ${endpoint.name}: GET ${endpoint.path} answers ${result.status}: ${result.problem}`);
        rows.push({ figure: `${endpoint.name}: answers ${result.status}`, value: '-', goal, met: endpoint.goal === null ? null : false, note: result.problem });
        continue;
      }
      const p99 = result.timed ? result.server.p99 : result.client.p99;
      console.log(`    ${endpoint.name} (${fmt(result.bytes / 1024, 1)} KB): first answer ${ms(result.firstMs)}; server ${latencyLine(result.server)}; client ${latencyLine(result.client)}`);
      const note = `${result.timed ? 'server time from Server-Timing' : 'client latency on loopback (no Server-Timing: an upper bound of server time)'}; first answer (cold) ${ms(result.firstMs)}; p50 ${ms(result.timed ? result.server.p50 : result.client.p50)}; client p99 ${ms(result.client.p99)}; ${fmt(result.bytes / 1024, 1)} KB; ${requests} sequential requests after ${warmup}`;
      rows.push({ figure, value: ms(p99), goal, met: endpoint.goal === null ? null : judged(p99 <= endpoint.goal), note });
    }
    client.close();
  } finally {
    await server?.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
  report('dashboards', rows, { season: { tours: season.tours, travelers: season.travelers, staff: season.staff, events: season.events, date: season.date } });
}

if (process.argv[2] === '--rebuild-reports') {
  rebuildReports(process.argv[3], process.argv[4]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] === self) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
