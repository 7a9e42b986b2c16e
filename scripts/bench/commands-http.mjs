// Commands over HTTP: 64 keep-alive clients each adding segments to its own tour/day on a separate server process.
//   node scripts/bench/commands-http.mjs
//   CLIENTS=64 COMMANDS=40000 WARMUP=4000 TIME_LIMIT_S=60 BENCH_QUICK=1 (COMMANDS=10000) SERVER_NODE_FLAGS='--cpu-prof'
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createClient,
  createTourWithDay,
  ensureBuilt,
  envNumber,
  fmt,
  latencyLine,
  mb,
  ms,
  quick,
  report,
  segmentBody,
  signIn,
  startServer,
  stats,
} from './lib.mjs';

const CLIENTS = envNumber('CLIENTS', 64);
const COMMANDS = envNumber('COMMANDS', quick ? 10_000 : 40_000);
const WARMUP = envNumber('WARMUP', quick ? 2_000 : 4_000);
const TIME_LIMIT_MS = envNumber('TIME_LIMIT_S', 60) * 1000;
const GOAL_RATE = 3_000;
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
        const sent = performance.now();
        let status;
        try {
          status = (await client.call('POST', `/api/tours/${c.tourId}/days/${c.dayId}/segments`, { token: c.token, body: segmentBody(n) })).status;
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
    const clients = [];
    for (let i = 0; i < CLIENTS; i++) {
      const token = await signIn(client, 'org_bench_http', `planner_${i}`);
      clients.push({ token, ...(await createTourWithDay(client, token, `Bench tour ${i}`)) });
    }
    const counter = { next: 0 };
    const warm = await drive(client, clients, WARMUP, TIME_LIMIT_MS, counter);
    console.log(`warm-up: ${fmt(warm.latencies.length)} ok in ${fmt(warm.wallMs)} ms (${fmt((warm.latencies.length / warm.wallMs) * 1000)}/s)`);

    const cpuBefore = server.cpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    const run = await drive(client, clients, COMMANDS, TIME_LIMIT_MS, counter);
    const serverCpu = (server.cpuSeconds() - cpuBefore) / (run.wallMs / 1000);
    const clientUsage = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1000 / run.wallMs;
    const s = stats(run.latencies);
    const rate = (run.latencies.length / run.wallMs) * 1000;
    const memory = await server.memory();
    const segmentsPerDay = Math.round((WARMUP + COMMANDS) / CLIENTS);

    console.log(`measured: ${fmt(run.latencies.length)} ok, ${fmt(run.issued - run.latencies.length)} failed in ${fmt(run.wallMs)} ms`);
    if (run.failures.size) console.log(`  failures: ${JSON.stringify(Object.fromEntries(run.failures))}`);
    console.log(`  throughput ${fmt(rate)} commands/s; latency ${latencyLine(s)}`);
    console.log(`  CPU: server ${fmt(serverCpu * 100)} %, bench client ${fmt(clientCpu * 100)} % (2 cores = 200 %)`);
    console.log(`  server memory: rss ${mb(memory.memory.rss)} MB, heap used ${mb(memory.memory.heapUsed)} MB; streams end near ${segmentsPerDay} segments per day`);

    const clean = run.failures.size === 0;
    report('commands over HTTP', [
      { figure: `HTTP AddSegment, ${CLIENTS} clients: throughput`, value: `${fmt(rate)}/s`, goal: `>= ${fmt(GOAL_RATE)}/s, no failures`, met: rate >= GOAL_RATE && clean },
      { figure: `HTTP AddSegment, ${CLIENTS} clients: p99`, value: ms(s.p99), goal: `<= ${GOAL_P99_MS} ms`, met: s.p99 <= GOAL_P99_MS && clean },
    ], { rate, latency: s, failures: Object.fromEntries(run.failures), serverCpu, clientCpu });
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
