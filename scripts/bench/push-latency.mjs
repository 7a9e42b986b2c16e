// Write-to-push latency: one HTTP writer at a fixed command rate, a second socket.io client of the same organization timing the pushes.
//   node scripts/bench/push-latency.mjs
//   RATE=500 DURATION_S=10 WARMUP_S=2 TOURS (default: enough one-day tours for every command at 50 segments a day) BENCH_QUICK=1 (DURATION_S=5) SERVER_NODE_FLAGS='--cpu-prof'
// Latency of a command = arrival of the first 'change' message whose position >= the command's answered position,
// minus the moment the command was sent. Commands are sent on a fixed schedule (open loop), round-robin over TOURS
// tours so that in-flight commands do not conflict on one stream.
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
  sleep,
  startServer,
  stats,
  waitForQuiet,
} from './lib.mjs';
import { connect, matchArrivals } from './push-arrivals.mjs';

const RATE = envNumber('RATE', 500);
const DURATION_S = envNumber('DURATION_S', quick ? 5 : 10);
const WARMUP_S = envNumber('WARMUP_S', 2);
/**
 * One-day tours enough for every command, a day holding at most 50 segments (TOUR_SIZES.segmentsPerDay): the warm-up's
 * and the run's round robins may each give a tour one command more than the mean, hence two tours more.
 */
const TOURS = envNumber('TOURS', Math.ceil((RATE * (WARMUP_S + DURATION_S)) / 50) + 2);
const MAX_IN_FLIGHT = 500;
const GRACE_MS = 5_000;
const GOAL_P99_MS = 50;

/** Sends `count` commands at `rate` per second on a fixed schedule; resolves each command's timing. */
async function writeAtRate(client, token, tours, rate, count, counter) {
  const interval = 1000 / rate;
  const commands = [];
  const pending = new Set();
  let maxLag = 0;
  let skipped = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    maxLag = Math.max(maxLag, performance.now() - due);
    if (pending.size >= MAX_IN_FLIGHT) {
      skipped++;
      continue;
    }
    const { tourId, dayId } = tours[i % tours.length];
    const command = { sent: performance.now(), answered: NaN, position: null, status: 0 };
    commands.push(command);
    const call = client
      .call('POST', `/api/tours/${tourId}/days/${dayId}/segments`, { token, body: segmentBody(counter.next++) })
      .then(
        (response) => {
          command.answered = performance.now();
          command.status = response.status;
          if (response.status === 201) command.position = BigInt(response.body.position);
        },
        (error) => {
          command.status = error.message;
        },
      )
      .finally(() => pending.delete(call));
    pending.add(call);
  }
  await Promise.all(pending);
  return { commands, wallMs: performance.now() - started, maxLag, skipped };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-push-'));
  const nodeFlags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const server = await startServer({ dataDir, nodeFlags });
  const client = createClient(server.baseUrl, { maxSockets: 64 });
  let socket = null;
  try {
    const count = Math.round(RATE * DURATION_S);
    console.log(`write-to-push: ${RATE} commands/s for ${DURATION_S} s (${fmt(count)} commands) after ${WARMUP_S} s warm-up, ${TOURS} tours, server pid ${server.pid}`);
    const writerToken = await signIn(client, 'org_bench_push', 'writer');
    const watcherToken = await invitedSignIn(client, writerToken, 'org_bench_push', 'watcher', 'org:auditor');
    const tours = await Promise.all(Array.from({ length: TOURS }, (_, i) => createTourWithDay(client, writerToken, `Push tour ${i}`)));

    socket = await connect(server.baseUrl, watcherToken);
    const arrivals = [];
    let messages = 0;
    socket.on('change', (message) => {
      messages++;
      arrivals.push({ position: BigInt(message.position), at: performance.now() });
    });

    const counter = { next: 0 };
    await writeAtRate(client, writerToken, tours, RATE, Math.round(RATE * WARMUP_S), counter);
    await sleep(500);
    await waitForQuiet();
    arrivals.length = 0;
    messages = 0;

    const cpuBefore = server.cpuSeconds();
    const machineBefore = machineCpu();
    const clientCpuBefore = process.cpuUsage();
    const run = await writeAtRate(client, writerToken, tours, RATE, count, counter);
    const serverCpu = (server.cpuSeconds() - cpuBefore) / (run.wallMs / 1000);
    const clientUsage = process.cpuUsage(clientCpuBefore);
    const ours = serverCpu + (clientUsage.user + clientUsage.system) / 1000 / run.wallMs;
    const machine = machineLine(machineBefore, ours);
    const note = `others took ${fmt(othersShare(machineBefore, ours) * 100)} % CPU`;
    const answered = run.commands.filter((command) => command.position !== null);
    const last = answered.reduce((max, command) => (command.position > max ? command.position : max), 0n);
    const waitUntil = performance.now() + GRACE_MS;
    while (performance.now() < waitUntil && !(arrivals.length && arrivals[arrivals.length - 1].position >= last)) await sleep(20);

    const { latencies, unmatched } = matchArrivals(answered, arrivals);
    const push = stats(latencies);
    const http = stats(answered.map((command) => command.answered - command.sent));
    const failed = run.commands.length - answered.length;
    const memory = await server.memory();
    const sendRate = (run.commands.length / run.wallMs) * 1000;

    console.log(`sent ${fmt(run.commands.length)} commands at ${fmt(sendRate)}/s (schedule lag max ${ms(run.maxLag)}, ${run.skipped} skipped at ${MAX_IN_FLIGHT} in flight), ${failed} failed`);
    console.log(`  ${fmt(messages)} change messages received; ${unmatched} commands without a push within ${GRACE_MS / 1000} s`);
    console.log(`  command answered (HTTP): ${latencyLine(http)}`);
    console.log(`  write -> push at the other client: ${latencyLine(push)}`);
    console.log(`  server CPU ${fmt(serverCpu * 100)} %, rss ${mb(memory.memory.rss)} MB; ${machine}`);

    const clean = failed === 0 && unmatched === 0 && run.skipped === 0;
    report('write-to-push', [
      {
        figure: `write -> push p99 at ${RATE} commands/s`,
        value: ms(push.p99),
        goal: `<= ${GOAL_P99_MS} ms, every command pushed`,
        met: push.p99 <= GOAL_P99_MS && clean,
        note,
      },
    ], { push, http, failed, unmatched, skipped: run.skipped, sendRate });
  } finally {
    socket?.close();
    client.close();
    await server.stop();
    if (process.env.KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
