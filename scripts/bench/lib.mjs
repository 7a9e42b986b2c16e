// Shared helpers of the benchmarks: build check, server process on loopback, sign-in, keep-alive JSON client, statistics.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { ensureBuilt as ensureProductBuilt, root, standaloneEntry as distMain } from '../lib/build-output.mjs';
import { freePort } from '../lib/free-port.mjs';

export { distMain, freePort, root };
export const quick = process.env.BENCH_QUICK === '1';
const probe = path.join(root, 'scripts/bench/memory-probe.mjs');

export const envNumber = (name, fallback) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : fallback;
};
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const mb = (bytes) => Math.round(bytes / 1048576);
export const fmt = (n, digits = 0) => Number(n).toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Builds the server when dist is missing, or always with BENCH_BUILD=1. */
export const ensureBuilt = () => ensureProductBuilt({ rebuild: process.env.BENCH_BUILD === '1' });

/** CPU seconds (user + system) a process (or with `thread`, one of its threads) has used so far, from /proc (Linux; 100 Hz ticks). */
export function cpuSecondsOf(pid, thread) {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Machine-wide CPU counters (/proc/stat); `machineLine(before)` tells how the cores were spent since. */
export function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq, idle, iowait, steal };
  } catch {
    return null;
  }
}
/**
 * Waits (at most `maxWaitMs`) until other processes leave the machine mostly idle: this machine is shared, and
 * a neighbour's build moves every figure. Returns the CPU share others took in the last window (1 = one core).
 */
export async function waitForQuiet({ maxWaitMs = envNumber('QUIET_WAIT_S', 60) * 1000, windowMs = 2000, threshold = 0.25 } = {}) {
  const deadline = Date.now() + maxWaitMs;
  let others = NaN;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const before = machineCpu();
    await sleep(windowMs);
    const after = machineCpu();
    if (!before || !after) return NaN;
    const total = after.busy + after.idle + after.iowait + after.steal - (before.busy + before.idle + before.iowait + before.steal) || 1;
    others = ((after.busy - before.busy) / total) * os.cpus().length;
    if (others <= threshold || Date.now() >= deadline) break;
  }
  console.log(`  (machine before measuring: other processes ${(others * 100).toFixed(0)} % of ${os.cpus().length * 100} %${others > threshold ? ', not quiet after waiting' : ''})`);
  return others;
}

/** `ours`: the CPU share (1 = one core) of the bench's own processes, to tell what other processes took. */
export function machineLine(before, ours) {
  const after = machineCpu();
  if (!before || !after) return 'machine CPU: unknown';
  const d = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
  const total = d.busy + d.idle + d.iowait + d.steal || 1;
  const cores = os.cpus().length;
  const pct = (value) => `${((value / total) * 100 * cores).toFixed(0)} %`;
  const others = ours === undefined ? '' : `, other processes ${Math.max(0, (d.busy / total) * 100 * cores - ours * 100).toFixed(0)} %`;
  return `machine (${cores * 100} %): busy ${pct(d.busy)}${others}, idle ${pct(d.idle)}, iowait ${pct(d.iowait)}, steal ${pct(d.steal)}`;
}

/** The CPU share (1 = one core) other processes took since `before`, given our own share. */
export function othersShare(before, ours) {
  const after = machineCpu();
  if (!before || !after) return NaN;
  const total = after.busy + after.idle + after.iowait + after.steal - (before.busy + before.idle + before.iowait + before.steal) || 1;
  return Math.max(0, ((after.busy - before.busy) / total) * os.cpus().length - ours);
}

/**
 * Spawns the standalone server (dist) on a free loopback port and waits until GET /api/health answers 200
 * (the server listens only once its read models have caught up). Resolves with the time that took.
 */
export async function startServer({ dataDir, nodeFlags = [], env = {}, readyTimeoutMs = 120_000 }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // SERVER_ENTRY: another build of the standalone entry, for A/B comparisons (default: dist/ of this checkout).
  const entry = process.env.SERVER_ENTRY ?? distMain;
  const child = spawn(process.execPath, [...nodeFlags, '--import', probe, entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));

  const deadline = Date.now() + readyTimeoutMs;
  let readyMs = null;
  for (let attempt = 0; attempt < 100_000 && Date.now() < deadline && !exited; attempt++) {
    const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) {
      readyMs = performance.now() - started;
      break;
    }
    await sleep(20);
  }
  if (readyMs === null) {
    child.kill('SIGKILL');
    throw new Error(`server did not become ready (${exited ? `exited ${JSON.stringify(exited)}` : 'timeout'}):\n${log.join('').slice(-4000)}`);
  }

  let asked = 0;
  return {
    baseUrl,
    port,
    pid: child.pid,
    readyMs,
    log: () => log.join(''),
    /** process.memoryUsage() and peak RSS of the server, through the preloaded probe; gc=true collects first. */
    memory(gc = false) {
      const id = ++asked;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('memory probe did not answer')), 10_000);
        const onMessage = (message) => {
          if (message?.id !== id) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(message);
        };
        child.on('message', onMessage);
        child.send({ id, gc });
      });
    },
    cpuSeconds: () => cpuSecondsOf(child.pid),
    /** CPU seconds of the main (JavaScript) thread alone. */
    mainThreadCpuSeconds: () => cpuSecondsOf(child.pid, child.pid),
    async stop() {
      if (exited) return exited;
      child.kill('SIGTERM');
      const result = await Promise.race([exit, sleep(10_000).then(() => null)]);
      if (result) return result;
      child.kill('SIGKILL');
      return exit;
    },
  };
}

/** A JSON client over node:http with a keep-alive agent (one socket per concurrent caller). */
export function createClient(baseUrl, { maxSockets = 64 } = {}) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  function call(method, urlPath, { token, body, timeoutMs = 15_000 } = {}) {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const request = http.request({ host: url.hostname, port: url.port, method, path: urlPath, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode, headers: response.headers, body: parsed });
        });
      });
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`timeout: ${method} ${urlPath}`)));
      request.on('error', reject);
      request.end(payload);
    });
  }
  return { call, agent, close: () => agent.destroy() };
}

/** Signs in through the local identity (POST /api/dev/session): the founder of a new `orgId` with `role`, or a member again. */
export async function signIn(client, orgId, userId, role = 'org:admin') {
  const response = await client.call('POST', '/api/dev/session', {
    body: { userId, name: `Bench ${userId}`, email: `${userId}@example.com`, orgId, orgName: `Org ${orgId}`, role },
  });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** Someone new joins `orgId`: its admin (`adminToken`) invites `userId@example.com` with `role`, then they sign in. */
export async function invitedSignIn(client, adminToken, orgId, userId, role) {
  const invitation = await client.call('POST', '/api/users/invitations', { token: adminToken, body: { email: `${userId}@example.com`, role } });
  if (invitation.status !== 201) throw new Error(`invitation failed: ${invitation.status} ${JSON.stringify(invitation.body)}`);
  return signIn(client, orgId, userId, role);
}

/**
 * Runs a bench script's child mode (`node [flags] script ...args`, stdout piped, stderr inherited) and resolves with the
 * JSON of the line it prints as `RESULT {...}`; rejects with the end of its output when it fails or runs out of time.
 */
export function runResultChild(script, args, { nodeFlags = [], timeoutMs = 600_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice(7)));
      else reject(new Error(`${path.basename(script)} ${args[0] ?? ''} failed (${code ?? signal}):\n${out.slice(-2000)}`));
    });
  });
}

/** Expects a 2xx answer and returns its body. */
export async function ok(promise, what) {
  const response = await promise;
  if (response.status < 200 || response.status > 299) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Creates a tour of one week with one day on its first date; resolves {tourId, dayId}. */
export async function createTourWithDay(client, token, title) {
  const tour = await ok(
    client.call('POST', '/api/tours', { token, body: { title, startDate: '2027-05-03', endDate: '2027-05-09', timezone: 'Europe/Rome' } }),
    'create tour',
  );
  const day = await ok(client.call('POST', `/api/tours/${tour.id}/days`, { token, body: { date: '2027-05-03', title: 'Arrival' } }), 'add day');
  return { tourId: tour.id, dayId: day.id };
}

const PLACES = [
  { name: 'Piazza del Campo', lat: 43.3184, lng: 11.3316 },
  { name: 'Uffizi Gallery', lat: 43.7678, lng: 11.2553 },
  { name: 'San Gimignano', lat: 43.4677, lng: 11.0431 },
  { name: 'Montepulciano', lat: 43.0923, lng: 11.7808 },
];

/** Start times cycle through the default day window 07:30-17:00 in steps of 5 minutes. */
export function startTimeOf(n) {
  const minutes = 7 * 60 + 30 + ((n * 5) % (9 * 60 + 30 + 5));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The body of an AddSegment command, of a type cycling through activity, meal, transfer, flight and free. */
export function segmentBody(n) {
  const place = PLACES[n % PLACES.length];
  const base = { title: `Segment ${n}`, startTime: startTimeOf(n), durationMinutes: 45, notes: n % 3 === 0 ? 'Meet the guide at the main entrance.' : '' };
  switch (n % 5) {
    case 0:
      return { ...base, type: 'activity', location: place };
    case 1:
      return { ...base, type: 'meal', location: place };
    case 2:
      return { ...base, type: 'transfer', transfer: { from: place, to: PLACES[(n + 1) % PLACES.length], plannedDurationMinutes: 50 } };
    case 3: {
      // A flight's start and duration follow from its local times at the airports.
      const { startTime: _, durationMinutes: __, ...flight } = base;
      return {
        ...flight,
        type: 'flight',
        flight: { flightNumber: 'AZ1577', from: 'FCO', to: 'CTA', scheduledDeparture: '2027-05-03T09:10', scheduledArrival: '2027-05-03T10:25' },
      };
    }
    default:
      return { ...base, type: 'free' };
  }
}

/** Nearest-rank percentiles of a list of numbers (not sorted in place). */
export function stats(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return { count: sorted.length, mean: sum / sorted.length, p50: at(50), p90: at(90), p99: at(99), max: sorted.length ? sorted[sorted.length - 1] : NaN };
}

export const ms = (value) => `${Number(value).toFixed(2)} ms`;
export const latencyLine = (s) => `p50 ${ms(s.p50)}, p90 ${ms(s.p90)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (n=${s.count})`;

/**
 * Writes this bench's figures for the runner (scripts/bench.mjs) when it asked for them:
 * rows of {figure, value, goal, met (true, false, or null: not judged), note?}.
 */
export function report(name, rows, extra = {}) {
  console.log(`\n${name}: goals`);
  for (const row of rows)
    console.log(`  ${row.met === null ? 'n/a   ' : row.met ? 'met   ' : 'MISSED'} ${row.figure.padEnd(44)} ${row.value.padStart(14)}   (goal ${row.goal})${row.note ? `; ${row.note}` : ''}`);
  const file = process.env.BENCH_RESULT_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify({ name, rows, ...extra }, null, 2));
}
