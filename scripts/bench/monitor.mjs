// Monitor: the CPU of the monitor's look over ~10,000 watched subjects, check -> notification push latency at the operator's browser,
// and the log's growth: the events a day that as many subjects on watch add, and what scavenging keeps (monitor-growth.mjs).
//   node scripts/bench/monitor.mjs        (or: node scripts/bench.mjs monitor)
//   node scripts/bench/monitor.mjs growth (the growth figures alone, on a sample of GROWTH_TOURS tours: under a minute)
//   TOURS=250 SEGMENTS=25 TICK_MS=50 FLIGHTS=25 PASS_TIMEOUT_S=420 BENCH_QUICK=1 (TOURS=100, FLIGHTS=10)
// Setup: TOURS confirmed tours of one organization, each with one day (tomorrow, Europe/Rome) of SEGMENTS segments cycling
// activity, meal, transfer, flight, free (8 watched subjects per 5 segments: 250 x 25 -> 10,000), created over HTTP with the
// monitor off (MONITOR_TICK_MS=0); then the server restarts on the same data with MONITOR_TICK_MS=TICK_MS, simulated providers.
// CPU per cycle, measured inside the server (check-scheduler.ts publishes each look on MONITOR_LOOK_CHANNEL, the preloaded
// probe hands them over): process.cpuUsage() (user + system, every thread of the process) from a look's start
//   - to its end ("look alone": read the watch list and the monitoring read model, decide what is due, start the due checks)
//   - to the settling of the checks it started and of the SMS outbox's look ("cycle": look + provider calls + appends + decisions).
// The first look after the restart finds every subject never checked (all due); a look starts at most 4 checks per provider,
// so the first pass over all subjects takes many looks. Once every subject is checked, nothing is due for a while: those looks
// evaluate every subject in its horizon (the steady state).
// Push latency: a socket.io client of the organization; per flight, steer its departure delay to 35 min (ALERT at 30) and POST
// check now, then to 0 and check now again; latency = arrival of the first 'change' of the notifications collection naming the
// flight's departure-delay notification, minus the check's instant (the subject's lastCheck.at: when the provider answered, just
// before SubjectChecked is appended; server and bench share the machine's clock). Also printed: from the check-now request.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  createClient,
  ensureBuilt,
  envNumber,
  fmt,
  invitedSignIn,
  latencyLine,
  machineCpu,
  machineLine,
  mb,
  ms,
  ok,
  othersShare,
  quick,
  report,
  root,
  segmentBody,
  signIn,
  sleep,
  startServer,
  stats,
  waitForQuiet,
} from './lib.mjs';
import { measureGrowth, romeDate } from './monitor-growth.mjs';
import { connect } from './push-arrivals.mjs';

const TOURS = envNumber('TOURS', quick ? 100 : 250);
const SEGMENTS = envNumber('SEGMENTS', 25);
const TICK_MS = envNumber('TICK_MS', 50);
const FLIGHTS = envNumber('FLIGHTS', quick ? 10 : 25);
const PASS_TIMEOUT_S = envNumber('PASS_TIMEOUT_S', quick ? 240 : 420);
const STEADY_S = envNumber('STEADY_S', 10);
const CONCURRENCY = 16;
const PUSH_TIMEOUT_MS = 10_000;
const GOAL_LOOK_CPU_MS = 1_000;
const GOAL_PUSH_P99_MS = 1_000;
const ORG = 'org_bench_monitor';
const MEASURE = 'flight.departureDelay';

const require = createRequire(path.join(root, 'package.json'));
const { notificationIdOf } = require(path.join(root, 'dist/libs/domain/src/monitoring/notification-occurrences.js'));

/** A local date in Rome, `days` from today. */
const wallNow = () => performance.timeOrigin + performance.now();
const cpuMs = (micros) => micros / 1000;

/** segmentBody's cycle, with the flight on `date` under its own number (each flight steered alone). */
function bodyOn(date, n, flightNumber) {
  const body = segmentBody(n);
  if (body.type !== 'flight') return body;
  return { ...body, flight: { ...body.flight, flightNumber, scheduledDeparture: `${date}T09:10`, scheduledArrival: `${date}T10:25` } };
}

async function createTours(client, token, date) {
  const flights = [];
  let nextTour = 0;
  let flightCount = 0;
  const worker = async () => {
    while (nextTour < TOURS) {
      const index = nextTour++;
      const tour = await ok(client.call('POST', '/api/tours', { token, body: { title: `Monitor tour ${index}`, startDate: date, endDate: date, timezone: 'Europe/Rome' } }), 'create tour');
      const day = await ok(client.call('POST', `/api/tours/${tour.id}/days`, { token, body: { date, title: 'Watched day' } }), 'add day');
      for (let n = 0; n < SEGMENTS; n++) {
        const flightNumber = `BN${String(flightCount % 10_000).padStart(4, '0')}`;
        const body = bodyOn(date, n, flightNumber);
        if (body.type === 'flight') flightCount++;
        const segment = await ok(client.call('POST', `/api/tours/${tour.id}/days/${day.id}/segments`, { token, body }), 'add segment');
        if (body.type === 'flight') flights.push({ tourId: tour.id, subjectId: `${tour.id}/flight:${segment.id}`, flightNumber });
      }
      await ok(client.call('POST', `/api/tours/${tour.id}/status`, { token, body: { status: 'PLANNED' } }), 'plan tour');
      await ok(client.call('POST', `/api/tours/${tour.id}/status`, { token, body: { status: 'CONFIRMED' } }), 'confirm tour');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return flights;
}

const lookLine = (looks, field) => {
  const s = stats(looks.map((look) => cpuMs(look[field])));
  return `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)} CPU (n=${s.count})`;
};

async function main() {
  ensureBuilt();
  if (process.argv[2] === 'growth') {
    const growth = await measureGrowth({ benchTours: TOURS, segments: SEGMENTS, bodyOn });
    report('monitor growth', growth.rows, { growth: growth.figures });
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-monitor-'));
  const providers = { FLIGHT_PROVIDER: 'simulated', WEATHER_PROVIDER: 'simulated', ROUTING_PROVIDER: 'simulated', SMS_PROVIDER: 'log' };
  const date = romeDate(1);
  let server = await startServer({ dataDir, env: { ...providers, MONITOR_TICK_MS: '0' } });
  let client = createClient(server.baseUrl, { maxSockets: CONCURRENCY * 2 });
  let socket = null;
  let measured = [];
  let extra = {};
  try {
    console.log(`monitor: ${TOURS} confirmed tours x ${SEGMENTS} segments on ${date} (Europe/Rome), tick ${TICK_MS} ms, simulated providers, server pid ${server.pid}`);
    let token = await signIn(client, ORG, 'operator');
    const setupStarted = performance.now();
    const flights = await createTours(client, token, date);
    console.log(`  created in ${fmt((performance.now() - setupStarted) / 1000, 1)} s (monitor off)`);
    client.close();
    await server.stop();

    await waitForQuiet();
    const machineBefore = machineCpu();
    const measuredFrom = performance.now();
    const benchCpuBefore = process.cpuUsage();
    server = await startServer({ dataDir, env: { ...providers, MONITOR_TICK_MS: String(TICK_MS) } });
    client = createClient(server.baseUrl, { maxSockets: 8 });
    token = await signIn(client, ORG, 'operator');
    console.log(`  restarted with the monitor on (ready in ${fmt(server.readyMs / 1000, 1)} s), server pid ${server.pid}`);

    // The first pass: every subject checked once, at most 4 checks per provider per look.
    const looks = [];
    const passStarted = performance.now();
    const passDeadline = passStarted + PASS_TIMEOUT_S * 1000;
    let passMs = NaN;
    for (let attempt = 0; attempt < 100_000 && performance.now() < passDeadline; attempt++) {
      await sleep(1000);
      looks.push(...(await server.memory()).monitorLooks);
      const recent = looks.slice(-5);
      if (looks.length > 10 && recent.length === 5 && recent.every((look) => look.checks === 0)) {
        passMs = performance.now() - passStarted;
        break;
      }
    }
    const subjects = looks[0]?.subjects ?? 0;
    const checked = looks.reduce((total, look) => total + look.checks, 0);
    const first = looks[0];
    const passLooks = looks.filter((look) => look.checks > 0);
    console.log(`  watched subjects: ${fmt(subjects)}; first pass: ${fmt(checked)} checks in ${fmt(passLooks.length)} looks, ${Number.isNaN(passMs) ? `not finished after ${PASS_TIMEOUT_S} s` : `${fmt(passMs / 1000, 1)} s`}`);
    if (first) {
      console.log(`  first look (every subject never checked, watch list cache cold): look alone ${ms(cpuMs(first.lookCpuMicros))} CPU (${ms(first.lookWallMs)} wall), with its ${first.checks} checks ${ms(cpuMs(first.cycleCpuMicros))} CPU (${ms(first.cycleWallMs)} wall)`);
      console.log(`  looks of the first pass (all due but those already checked): look alone ${lookLine(passLooks, 'lookCpuMicros')}; with its checks ${lookLine(passLooks, 'cycleCpuMicros')}`);
    }

    // The steady state: every subject checked, the look evaluates each one in its horizon.
    const flightsInHorizon = await ok(client.call('GET', `/api/monitoring/subjects?kind=flight&tourId=${flights[0].tourId}`, { token }), 'list subjects');
    await server.memory();
    const steadyMachine = machineCpu();
    const steadyCpuBefore = server.cpuSeconds();
    const steadyStarted = performance.now();
    await sleep(STEADY_S * 1000);
    const steady = (await server.memory()).monitorLooks;
    const steadyShare = (server.cpuSeconds() - steadyCpuBefore) / ((performance.now() - steadyStarted) / 1000);
    const idle = steady.filter((look) => look.checks === 0);
    const steadyLook = stats(idle.map((look) => cpuMs(look.lookCpuMicros)));
    const steadyCycle = stats(steady.map((look) => cpuMs(look.cycleCpuMicros)));
    console.log(`  steady state over ${STEADY_S} s: ${steady.length} looks (${idle.length} with nothing due), server CPU ${fmt(steadyShare * 100)} % of a core at a ${TICK_MS} ms tick; other processes ${fmt(othersShare(steadyMachine, steadyShare) * 100)} %`);
    console.log(`    look alone over ${fmt(subjects)} subjects: ${lookLine(idle, 'lookCpuMicros')}; wall ${ms(stats(idle.map((look) => look.lookWallMs)).p50)} p50`);
    console.log(`    cycle (look + checks started + SMS outbox look): ${lookLine(steady, 'cycleCpuMicros')}`);

    // Push latency of threshold crossings.
    const watcher = await invitedSignIn(client, token, ORG, 'watcher', 'org:auditor');
    socket = await connect(server.baseUrl, watcher);
    const arrivals = [];
    socket.on('change', (message) => {
      if (message.collection === 'notifications') arrivals.push({ ids: message.ids, at: wallNow() });
    });
    const calm = [];
    for (const flight of flights) {
      if (calm.length >= FLIGHTS) break;
      const items = (await ok(client.call('GET', `/api/monitoring/subjects?kind=flight&tourId=${flight.tourId}`, { token }), 'list subjects')).items;
      const item = items.find((candidate) => candidate.id === flight.subjectId);
      if (item?.lastCheck && item.level === 'normal' && item.inHorizon) calm.push({ ...flight, pathId: item.pathId });
    }
    const fromCheck = [];
    const fromRequest = [];
    let missed = 0;
    for (const flight of calm) {
      const prefix = notificationIdOf(flight.subjectId, MEASURE, 1).replace(/-1$/, '-');
      for (const delay of [35, 0]) {
        await ok(client.call('POST', '/api/dev/monitoring/flights', { token, body: { flightNumber: flight.flightNumber, departureDateLocal: date, departureDelayMinutes: delay, arrivalDelayMinutes: 0 } }), 'steer');
        const seen = arrivals.length;
        const requested = wallNow();
        await ok(client.call('POST', `/api/monitoring/subjects/${flight.pathId}/check`, { token }), 'check now');
        const deadline = performance.now() + PUSH_TIMEOUT_MS;
        let arrival = null;
        while (!arrival && performance.now() < deadline) {
          arrival = arrivals.slice(seen).find((candidate) => candidate.ids.some((id) => id.startsWith(prefix)));
          if (!arrival) await sleep(5);
        }
        if (!arrival) {
          missed++;
          continue;
        }
        const items = (await ok(client.call('GET', `/api/monitoring/subjects?kind=flight&tourId=${flight.tourId}`, { token }), 'list subjects')).items;
        const checkedAt = Date.parse(items.find((candidate) => candidate.id === flight.subjectId)?.lastCheck?.at ?? '');
        if (!(checkedAt >= requested - 1) || checkedAt > arrival.at) {
          missed++;
          continue;
        }
        fromCheck.push(arrival.at - checkedAt);
        fromRequest.push(arrival.at - requested);
      }
    }
    const push = stats(fromCheck);
    const request = stats(fromRequest);
    console.log(`  threshold crossings over ${calm.length} flights (35 min: raised, then 0: eased), ${missed} without a matching push within ${PUSH_TIMEOUT_MS / 1000} s:`);
    console.log(`    check (lastCheck.at) -> notifications push at the socket client: ${latencyLine(push)}`);
    console.log(`    check-now request -> push (waits for the next look, ${TICK_MS} ms tick): ${latencyLine(request)}`);

    const memory = await server.memory();
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const ours = (server.cpuSeconds() + (benchCpu.user + benchCpu.system) / 1e6) / ((performance.now() - measuredFrom) / 1000);
    const machine = machineLine(machineBefore, ours);
    console.log(`  server rss ${mb(memory.memory.rss)} MB (peak ${mb(memory.maxRssBytes)} MB); ${machine}; load ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
    const note = `others took ${fmt(othersShare(machineBefore, ours) * 100)} % CPU`;
    const complete = !Number.isNaN(passMs);
    measured = [
      {
        figure: `monitor look over ${fmt(subjects)} subjects (steady, p99)`,
        value: ms(steadyLook.p99),
        goal: `<= ${fmt(GOAL_LOOK_CPU_MS)} ms CPU`,
        met: complete && idle.length > 0 && steadyLook.p99 <= GOAL_LOOK_CPU_MS,
        note: `p50 ${ms(steadyLook.p50)}; deciding what is due, nothing due${complete ? '' : '; first pass unfinished'}`,
      },
      {
        figure: `monitor cycle, all ${fmt(subjects)} due (1st look)`,
        value: first ? ms(cpuMs(first.cycleCpuMicros)) : '-',
        goal: `<= ${fmt(GOAL_LOOK_CPU_MS)} ms CPU`,
        met: first ? cpuMs(first.cycleCpuMicros) <= GOAL_LOOK_CPU_MS : false,
        note: first ? `look alone ${ms(cpuMs(first.lookCpuMicros))}, ${first.checks} checks started (4 per provider); first pass ${complete ? `${fmt(passMs / 1000)} s` : 'unfinished'}` : 'no look seen',
      },
      {
        figure: 'check -> notifications push p99',
        value: ms(push.p99),
        goal: `<= ${fmt(GOAL_PUSH_P99_MS)} ms, every crossing pushed`,
        met: push.count > 0 && push.p99 <= GOAL_PUSH_P99_MS && missed === 0,
        note: `p50 ${ms(push.p50)}, n=${push.count}; ${note}`,
      },
    ];
    extra = { subjects, passMs, first, steadyLook, steadyCycle, push, request, missed, flightsInHorizon: flightsInHorizon.items.length };
  } finally {
    socket?.close();
    client.close();
    await server.stop();
    if (process.env.KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // The log's growth, on a server of its own once this one has stopped.
  const growth = await measureGrowth({ benchTours: TOURS, segments: SEGMENTS, bodyOn });
  report('monitor', [...measured, ...growth.rows], { ...extra, growth: growth.figures });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
