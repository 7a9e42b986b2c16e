// Live tracking: position ingestion throughput (batched reports of many members at once) and report -> socket push latency under load.
//   node scripts/bench/tracking.mjs        (or: node scripts/bench.mjs tracking)
//   MEMBERS=100 CLIENTS=32 BATCH=50 POSITIONS=300000 BACKGROUND_RATE=2000 PROBE_RATE=20 DURATION_S=10 BENCH_QUICK=1 (POSITIONS=100000, DURATION_S=5)
// Throughput: CLIENTS concurrent devices post BATCH positions per report, round-robin over MEMBERS members, until
// POSITIONS positions were accepted; positions/s = accepted / wall time.
// Latency: while background devices report BACKGROUND_RATE positions/s, a probe member reports one position every
// 1/PROBE_RATE s; latency = arrival at a socket.io client of the same organization of the first 'change' of
// staff-positions naming the probe member at or beyond the report's answered position, minus the moment the report was sent.
import fs from 'node:fs';
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
  signIn,
  sleep,
  startServer,
  stats,
  waitForQuiet,
} from './lib.mjs';
import { connect, matchArrivals } from './push-arrivals.mjs';

const MEMBERS = envNumber('MEMBERS', 100);
const CLIENTS = envNumber('CLIENTS', 32);
const BATCH = envNumber('BATCH', 50);
const POSITIONS = envNumber('POSITIONS', quick ? 100_000 : 300_000);
const BACKGROUND_RATE = envNumber('BACKGROUND_RATE', 2_000);
const PROBE_RATE = envNumber('PROBE_RATE', 20);
const DURATION_S = envNumber('DURATION_S', quick ? 5 : 10);
const GRACE_MS = 5_000;
const GOAL_RATE = 5_000;
const GOAL_P99_MS = 100;
const ORG = 'org_bench_tracking';

/** Each member's positions get their own increasing instants, 10 ms apart, starting 6 hours ago (all inside the accepted range). */
function clockOf(start) {
  let step = 0;
  return () => new Date(start + step++ * 10).toISOString();
}

function positionsOf(member, count) {
  return Array.from({ length: count }, (_, index) => ({
    at: member.clock(),
    lat: 43.77 + Math.sin(member.index + index / 100) * 0.01,
    lng: 11.25 + Math.cos(member.index + index / 100) * 0.01,
    accuracy: 5,
  }));
}

async function registerMembers(client, token, count) {
  const start = Date.now() - 6 * 60 * 60_000;
  const members = [];
  for (let index = 0; index < count; index += 10) {
    const chunk = await Promise.all(
      Array.from({ length: Math.min(10, count - index) }, async (_, offset) => {
        const n = index + offset;
        const body = { firstName: `Member${n}`, lastName: 'Bench', email: `member${n}@bench.example.com`, roles: ['guide'] };
        const { id } = await ok(client.call('POST', '/api/field-staff', { token, body }), 'register a member');
        const { token: device } = await ok(client.call('POST', `/api/field-staff/${id}/device-tokens`, { token, body: { label: 'Bench device' } }), 'issue a device token');
        return { id, device, index: n, clock: clockOf(start + n) };
      }),
    );
    members.push(...chunk);
  }
  return members;
}

/** CLIENTS devices posting batches back to back until `total` positions were sent. */
async function ingest(client, members, total) {
  let next = 0;
  let sent = 0;
  let accepted = 0;
  let failed = 0;
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (sent < total) {
        sent += BATCH;
        const member = members[next++ % members.length];
        const begun = performance.now();
        const response = await client.call('POST', `/api/field-staff/${member.id}/positions`, { token: member.device, body: { positions: positionsOf(member, BATCH) } });
        latencies.push(performance.now() - begun);
        if (response.status === 202) accepted += response.body.accepted;
        else failed++;
      }
    }),
  );
  return { accepted, failed, wallMs: performance.now() - started, http: stats(latencies) };
}

/** Background reports at `rate` positions/s over the members, on a fixed schedule, until `until()` says stop. */
async function background(client, members, rate, until) {
  const interval = (BATCH / rate) * 1000;
  const started = performance.now();
  const pending = new Set();
  let failed = 0;
  for (let i = 0; !until(); i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    if (pending.size >= 64) continue;
    const member = members[i % members.length];
    const call = client
      .call('POST', `/api/field-staff/${member.id}/positions`, { token: member.device, body: { positions: positionsOf(member, BATCH) } })
      .then((response) => response.status === 202 || failed++, () => failed++)
      .finally(() => pending.delete(call));
    pending.add(call);
  }
  await Promise.all(pending);
  return failed;
}

async function probe(client, member, rate, count) {
  const reports = [];
  const pending = new Set();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const sample = { sent: performance.now(), position: null, status: 0 };
    reports.push(sample);
    const call = client
      .call('POST', `/api/field-staff/${member.id}/positions`, { token: member.device, body: { positions: positionsOf(member, 1) } })
      .then(
        (response) => {
          sample.status = response.status;
          if (response.status === 202) sample.position = BigInt(response.body.position);
        },
        (error) => (sample.status = error.message),
      )
      .finally(() => pending.delete(call));
    pending.add(call);
  }
  await Promise.all(pending);
  return reports;
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-tracking-'));
  const nodeFlags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const server = await startServer({ dataDir, nodeFlags });
  const client = createClient(server.baseUrl, { maxSockets: Math.max(64, CLIENTS + 8) });
  let socket = null;
  try {
    console.log(`tracking: ${MEMBERS} members, ${CLIENTS} devices posting ${BATCH} positions per report, ${fmt(POSITIONS)} positions; server pid ${server.pid}`);
    const admin = await signIn(client, ORG, 'bench-admin');
    const watcher = await invitedSignIn(client, admin, ORG, 'bench-watcher', 'org:auditor');
    const members = await registerMembers(client, admin, MEMBERS + 1);
    const probeMember = members.pop();

    await ingest(client, members, Math.min(20_000, POSITIONS / 5));
    await waitForQuiet();

    const cpuBefore = server.cpuSeconds();
    const machineBefore = machineCpu();
    const run = await ingest(client, members, POSITIONS);
    const serverCpu = (server.cpuSeconds() - cpuBefore) / (run.wallMs / 1000);
    const machine = machineLine(machineBefore, serverCpu);
    const rate = (run.accepted / run.wallMs) * 1000;
    console.log(`ingestion: ${fmt(run.accepted)} positions accepted in ${fmt(run.wallMs / 1000, 2)} s = ${fmt(rate)} positions/s (${fmt(rate / BATCH)} reports/s), ${run.failed} failed`);
    console.log(`  report answered (HTTP): ${latencyLine(run.http)}`);
    console.log(`  server CPU ${fmt(serverCpu * 100)} %; ${machine}`);

    socket = await connect(server.baseUrl, watcher);
    const arrivals = [];
    socket.on('change', (message) => {
      if (message.collection === 'staff-positions' && message.ids.includes(probeMember.id)) arrivals.push({ position: BigInt(message.position), at: performance.now() });
    });
    await sleep(1000);
    await waitForQuiet();
    const machineLatency = machineCpu();
    const cpuLatency = server.cpuSeconds();
    const begun = performance.now();
    let done = false;
    const load = background(client, members, BACKGROUND_RATE, () => done);
    const reports = await probe(client, probeMember, PROBE_RATE, Math.round(PROBE_RATE * DURATION_S));
    done = true;
    const backgroundFailed = await load;
    const latencyWallS = (performance.now() - begun) / 1000;
    const ours = (server.cpuSeconds() - cpuLatency) / latencyWallS;
    const note = `others took ${fmt(othersShare(machineLatency, ours) * 100)} % CPU`;
    const last = reports.reduce((max, sample) => (sample.position !== null && sample.position > max ? sample.position : max), 0n);
    const waitUntil = performance.now() + GRACE_MS;
    while (performance.now() < waitUntil && !(arrivals.length && arrivals[arrivals.length - 1].position >= last)) await sleep(20);
    const { latencies, unmatched } = matchArrivals(reports, arrivals);
    const push = stats(latencies);
    const failedProbes = reports.filter((sample) => sample.position === null).length;
    const memory = await server.memory();
    console.log(`latency: probe ${PROBE_RATE} reports/s for ${DURATION_S} s under ${fmt(BACKGROUND_RATE)} positions/s of background reports`);
    console.log(`  report -> push at the socket: ${latencyLine(push)}; ${unmatched} without a push within ${GRACE_MS / 1000} s, ${failedProbes} probes and ${backgroundFailed} background reports failed`);
    console.log(`  server CPU ${fmt(ours * 100)} %, rss ${mb(memory.memory.rss)} MB`);

    report(
      'tracking',
      [
        { figure: `position ingestion, ${CLIENTS} devices x ${BATCH}/report`, value: `${fmt(rate)}/s`, goal: `>= ${fmt(GOAL_RATE)} positions/s`, met: rate >= GOAL_RATE && run.failed === 0 },
        {
          figure: `report -> socket push p99 at ${fmt(BACKGROUND_RATE)} positions/s`,
          value: ms(push.p99),
          goal: `<= ${GOAL_P99_MS} ms, every report pushed`,
          met: push.p99 <= GOAL_P99_MS && unmatched === 0 && failedProbes === 0 && backgroundFailed === 0,
          note,
        },
      ],
      { rate, ingestionHttp: run.http, push, unmatched, failedProbes, backgroundFailed },
    );
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
