// Commands over HTTP: 64 keep-alive clients each adding segments to its own tour/day on a separate server process.
//   node scripts/bench/commands-http.mjs
//   CLIENTS=64 COMMANDS=40000 WARMUP=4000 TIME_LIMIT_S=60 BENCH_QUICK=1 (COMMANDS=10000) SERVER_NODE_FLAGS='--cpu-prof'
//   SEGMENTS_PER_DAY=50: a client moves on to its next (pre-created) tour/day after that many segments, so documents
//   stay day-sized and the figure does not depend on COMMANDS; SEGMENTS_PER_DAY=0 keeps one tour/day per client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createClient,
  createTourWithDay,
  ensureBuilt,
  envNumber,
  fmt,
  invitedSignIn,
  latencyLine,
  machineCpu,
  machineLine,
  mb,
  ms,
  othersShare,
  quick,
  report,
  segmentBody,
  signIn,
  startServer,
  stats,
  waitForQuiet,
} from './lib.mjs';

const CLIENTS = envNumber('CLIENTS', 64);
const COMMANDS = envNumber('COMMANDS', quick ? 10_000 : 40_000);
const WARMUP = envNumber('WARMUP', quick ? 2_000 : 4_000);
const TIME_LIMIT_MS = envNumber('TIME_LIMIT_S', 60) * 1000;
const SEGMENTS_PER_DAY = envNumber('SEGMENTS_PER_DAY', 50);
/** The issue "History off the heap": the projection work a command now triggers must not cost the API a fifth of its rate. */
const GOAL_RATE = 3_500;
const GOAL_P99_MS = 25;

/** Runs `total` AddSegment commands from the clients, closed loop, until done or the deadline. */
async function drive(client, clients, total, deadlineMs, counter) {
  const latencies = [];
  const failures = new Map();
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (issued < total && performance.now() - started < deadlineMs) {
        issued++;
        const n = counter.next++;
        if (SEGMENTS_PER_DAY > 0 && c.added >= SEGMENTS_PER_DAY && c.days.length > 1) {
          c.days.shift();
          c.added = 0;
        }
        const { tourId, dayId } = c.days[0];
        c.added++;
        const sent = performance.now();
        let status;
        try {
          status = (await client.call('POST', `/api/tours/${tourId}/days/${dayId}/segments`, { token: c.token, body: segmentBody(n) })).status;
        } catch (error) {
          status = error.message;
        }
        if (status === 201) latencies.push(performance.now() - sent);
        else failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    }),
  );
  return { wallMs: performance.now() - started, latencies, failures, issued };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-http-'));
  const nodeFlags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const server = await startServer({ dataDir, nodeFlags });
  const client = createClient(server.baseUrl, { maxSockets: CLIENTS });
  try {
    console.log(`commands over HTTP: ${CLIENTS} clients, ${fmt(WARMUP)} warm-up + ${fmt(COMMANDS)} AddSegment commands (limit ${TIME_LIMIT_MS / 1000} s), server pid ${server.pid}`);
    const perClient = Math.ceil((WARMUP + COMMANDS) / CLIENTS);
    const daysPerClient = SEGMENTS_PER_DAY > 0 ? Math.ceil(perClient / SEGMENTS_PER_DAY) : 1;
    // The first planner founds the organization and invites the others.
    const founder = await signIn(client, 'org_bench_http', 'planner_0');
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const token = i === 0 ? founder : await invitedSignIn(client, founder, 'org_bench_http', `planner_${i}`, 'org:member');
        const days = [];
        for (let d = 0; d < daysPerClient; d++) days.push(await createTourWithDay(client, token, `Bench tour ${i}.${d}`));
        return { token, days, added: 0 };
      }),
    );
    console.log(`setup: ${CLIENTS * daysPerClient} tours with one day each (${SEGMENTS_PER_DAY > 0 ? `up to ${SEGMENTS_PER_DAY} segments a day` : 'one per client, growing'})`);
    const counter = { next: 0 };
    const warm = await drive(client, clients, WARMUP, TIME_LIMIT_MS, counter);
    console.log(`warm-up: ${fmt(warm.latencies.length)} ok in ${fmt(warm.wallMs)} ms (${fmt((warm.latencies.length / warm.wallMs) * 1000)}/s)`);

    await waitForQuiet();
    const loopBefore = (await server.memory()).eventLoop;
    const mainBefore = server.mainThreadCpuSeconds();
    const cpuBefore = server.cpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const run = await drive(client, clients, COMMANDS, TIME_LIMIT_MS, counter);
    const serverCpu = (server.cpuSeconds() - cpuBefore) / (run.wallMs / 1000);
    const mainCpu = (server.mainThreadCpuSeconds() - mainBefore) / (run.wallMs / 1000);
    const clientUsage = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1000 / run.wallMs;
    const machine = machineLine(machineBefore, serverCpu + clientCpu);
    const note = `others took ${fmt(othersShare(machineBefore, serverCpu + clientCpu) * 100)} % CPU`;
    const s = stats(run.latencies);
    const rate = (run.latencies.length / run.wallMs) * 1000;
    const memory = await server.memory();
    const loop = memory.eventLoop;
    const eventLoopUse = (loop.active - loopBefore.active) / (loop.active - loopBefore.active + loop.idle - loopBefore.idle);

    console.log(`measured: ${fmt(run.latencies.length)} ok, ${fmt(run.issued - run.latencies.length)} failed in ${fmt(run.wallMs)} ms`);
    if (run.failures.size) console.log(`  failures: ${JSON.stringify(Object.fromEntries(run.failures))}`);
    console.log(`  throughput ${fmt(rate)} commands/s; latency ${latencyLine(s)}`);
    console.log(`  server: CPU ${fmt(serverCpu * 100)} % (${fmt((serverCpu * 1e6) / rate)} µs per command), main thread CPU ${fmt(mainCpu * 100)} %, event loop busy ${fmt(eventLoopUse * 100)} %`);
    console.log(`  bench client CPU ${fmt(clientCpu * 100)} %; ${machine}`);
    console.log(`  server memory: rss ${mb(memory.memory.rss)} MB, heap used ${mb(memory.memory.heapUsed)} MB`);

    const clean = run.failures.size === 0;
    const days = SEGMENTS_PER_DAY > 0 ? `days of <= ${SEGMENTS_PER_DAY}` : 'one growing day each';
    report('commands over HTTP', [
      { figure: `HTTP AddSegment, ${CLIENTS} clients (${days}): rate`, value: `${fmt(rate)}/s`, goal: `>= ${fmt(GOAL_RATE)}/s, no failures`, met: rate >= GOAL_RATE && clean, note },
      { figure: `HTTP AddSegment, ${CLIENTS} clients (${days}): p99`, value: ms(s.p99), goal: `<= ${GOAL_P99_MS} ms`, met: s.p99 <= GOAL_P99_MS && clean, note },
    ], { rate, latency: s, failures: Object.fromEntries(run.failures), serverCpu, mainCpu, eventLoopUse, clientCpu });
  } finally {
    client.close();
    await server.stop();
    if (process.env.KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
