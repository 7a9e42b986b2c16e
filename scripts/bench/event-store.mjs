// Runs the shared event store bench (/work/shared/bench/event-store) on our SQLite store and checks targets.
//   node scripts/bench/event-store.mjs            builds libs/event-store into dist/, then runs all workloads
//   STREAMS=200 W2_TIME_LIMIT_S=30 node ...       the bench's knobs pass through (see its README)
//   EVENT_STORE_BENCH=/path/to/bench.mjs          another copy of the harness; SKIP_BUILD=1 reuses dist/
//   BENCH_NODE_FLAGS='--max-semi-space-size=32'   node flags for the bench process (default: none)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bench = process.env.EVENT_STORE_BENCH ?? '/work/shared/bench/event-store/bench.mjs';
const adapter = path.join(root, 'scripts/bench/event-store-adapter.mjs');
const resultsJson = process.env.RESULTS_JSON ?? path.join(os.tmpdir(), `event-store-bench-${process.pid}.json`);

if (process.env.SKIP_BUILD !== '1')
  execFileSync(path.join(root, 'node_modules/.bin/swc'), ['libs/event-store', '-d', 'dist', '-q'], { cwd: root, stdio: 'inherit' });

const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const run = spawnSync(process.execPath, [...nodeFlags, bench, '--adapter', adapter], {
  cwd: path.dirname(bench),
  stdio: 'inherit',
  env: { ...process.env, RESULTS_JSON: resultsJson },
});
if (run.status !== 0) process.exit(run.status ?? 1);

// Targets for this 2-core machine (docs/adr/0002-sqlite-event-store.md).
const { workloads: w } = JSON.parse(fs.readFileSync(resultsJson, 'utf8'));
const rate = (r) => ((r.events ?? r.ok) / r.wall_ms) * 1000;
const checks = [
  ['W1 sequential durable appends', rate(w.W1_sequential_appends), 2_500, !w.W1_sequential_appends.errors],
  ['W2 64 concurrent appends', rate(w.W2_concurrent_appends), 10_000,
    !w.W2_concurrent_appends.errors && !w.W2_concurrent_appends.stoppedEarly],
  ['W4 read all', rate(w.W4_read_all), 300_000, !w.W4_read_all.outOfOrder],
];
console.log('\ntarget check');
for (const [name, eventsPerSecond, target, clean] of checks) {
  const ok = eventsPerSecond >= target && clean;
  const figure = Math.round(eventsPerSecond).toLocaleString('en').padStart(9);
  const note = `target ${target.toLocaleString('en')}${clean ? '' : ', with errors'}`;
  console.log(`  ${ok ? 'met   ' : 'MISSED'} ${name.padEnd(32)} ${figure} events/s (${note})`);
}
if (!process.env.RESULTS_JSON) fs.rmSync(resultsJson, { force: true });
