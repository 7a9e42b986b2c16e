// Runs the shared event store bench (../shared/bench/event-store) on our SQLite store and, in the same run, on Emmett's SQLite store; checks targets and ratios.
//   node scripts/bench/event-store.mjs            builds libs/event-store into dist/, then runs all workloads on both stores
//   STREAMS=200 W2_TIME_LIMIT_S=30 node ...       the bench's knobs pass through (see its README)
//   EVENT_STORE_BENCH=/path/to/bench.mjs          another copy of the harness; SKIP_BUILD=1 reuses dist/
//   EMMETT_BENCH_DIR=/path                        a copy of ../shared/bench/event-store where `npm ci` ran (default: ../shared/bench/event-store
//                                                 itself when it has node_modules, else a copy in the temp directory that this script
//                                                 installs once, about 75 s); SKIP_EMMETT=1 runs ours only
//   BENCH_NODE_FLAGS='--max-semi-space-size=32'   node flags for the bench process (default: none)
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharedBenchDir = path.resolve(root, '../shared/bench/event-store');
const bench = process.env.EVENT_STORE_BENCH ?? path.join(sharedBenchDir, 'bench.mjs');
const adapter = path.join(root, 'scripts/bench/event-store-adapter.mjs');
const resultsJson = process.env.RESULTS_JSON ?? path.join(os.tmpdir(), `event-store-bench-${process.pid}.json`);
const emmettJson = path.join(os.tmpdir(), `event-store-bench-emmett-${process.pid}.json`);

/** Goals: ours on this 2-core machine (docs/adr/0002-sqlite-event-store.md), and against Emmett in the same run. */
export const GOALS = { W1: 2_500, W2: 10_000, W4: 300_000, W1_VS_EMMETT: 2.5, READS_VS_EMMETT: 3 };
/** Emmett's medians recorded in ../shared/bench/event-store/README.md, used only when Emmett cannot run here. */
export const EMMETT_RECORDED = { W1: 316, W3: 10_190, W4: 78_000 };

if (process.env.SKIP_BUILD !== '1')
  execFileSync(path.join(root, 'node_modules/.bin/swc'), ['libs/event-store', '-d', 'dist', '-q'], { cwd: root, stdio: 'inherit' });

const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
console.log(`\n--- our SQLite store (${path.relative(root, adapter)}) ---`);
const run = spawnSync(process.execPath, [...nodeFlags, bench, '--adapter', adapter], {
  cwd: path.dirname(bench),
  stdio: 'inherit',
  env: { ...process.env, RESULTS_JSON: resultsJson },
});
if (run.status !== 0) process.exit(run.status ?? 1);

// Emmett's store needs the harness's own dependencies (sqlite3 compiled from source: `npm ci` in its directory).
const hasEmmett = (dir) => fs.existsSync(path.join(dir, 'node_modules/@event-driven-io/emmett-sqlite'));

/** A copy of the shared harness with Emmett installed, made once in the temp directory (the shared folder stays as it is). */
function installedEmmettCopy() {
  const lock = fs.readFileSync(path.join(sharedBenchDir, 'package-lock.json'));
  const dir = path.join(os.tmpdir(), `tourops-emmett-bench-${createHash('sha256').update(lock).digest('hex').slice(0, 12)}`);
  if (hasEmmett(dir)) return dir;
  console.log(`\n--- Emmett: installing the shared harness's dependencies into ${dir} (npm ci, about 75 s) ---`);
  fs.cpSync(sharedBenchDir, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) && !source.includes(`${path.sep}results`) });
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env: { npm_config_nodedir: '/usr', ...process.env } });
  return install.status === 0 && hasEmmett(dir) ? dir : null;
}

let emmettDir = process.env.EMMETT_BENCH_DIR ?? sharedBenchDir;
let emmett = null;
if (process.env.SKIP_EMMETT !== '1' && !hasEmmett(emmettDir) && !process.env.EMMETT_BENCH_DIR) emmettDir = installedEmmettCopy() ?? emmettDir;
if (process.env.SKIP_EMMETT === '1') console.log('\n--- Emmett: skipped (SKIP_EMMETT=1) ---');
else if (!hasEmmett(emmettDir)) console.log(`\n--- Emmett: could not be installed in ${emmettDir}; ratios use its recorded figures ---`);
else {
  // Emmett's own store sometimes dies of SQLITE_BUSY even with one writer (its README, "Surprises" 2): one more try.
  for (let attempt = 1; attempt <= 2 && !emmett; attempt++) {
    console.log(`\n--- Emmett's SQLite store, same workloads (${emmettDir}), attempt ${attempt} ---`);
    // Emmett's W2 fails almost every append and would run to its 90 s limit: 20 s tells the same.
    const emmettRun = spawnSync(process.execPath, [path.join(emmettDir, 'bench.mjs')], {
      cwd: emmettDir,
      stdio: 'inherit',
      env: { W2_TIME_LIMIT_S: '20', ...process.env, EXTRAS: '0', RESULTS_JSON: emmettJson },
    });
    if (emmettRun.status === 0 && fs.existsSync(emmettJson)) emmett = JSON.parse(fs.readFileSync(emmettJson, 'utf8'));
    else console.log(`Emmett's run failed (exit ${emmettRun.status ?? emmettRun.signal})`);
  }
  fs.rmSync(emmettJson, { force: true });
}

const rate = (r) => (r ? ((r.events ?? r.ok) / r.wall_ms) * 1000 : NaN);
const ours = JSON.parse(fs.readFileSync(resultsJson, 'utf8'));
const w = ours.workloads;
const e = emmett?.workloads;
const baseline = {
  source: e ? 'measured in this run' : 'recorded in ../shared/bench/event-store/README.md',
  W1: e ? rate(e.W1_sequential_appends) : EMMETT_RECORDED.W1,
  W2: e ? rate(e.W2_concurrent_appends) : NaN,
  W3: e ? rate(e.W3_read_streams) : EMMETT_RECORDED.W3,
  W4: e ? rate(e.W4_read_all) : EMMETT_RECORDED.W4,
};
fs.writeFileSync(resultsJson, JSON.stringify({ ...ours, emmett: baseline }, null, 2));

const checks = [
  ['W1 sequential durable appends', rate(w.W1_sequential_appends), GOALS.W1, !w.W1_sequential_appends.errors],
  ['W2 64 concurrent appends', rate(w.W2_concurrent_appends), GOALS.W2, !w.W2_concurrent_appends.errors && !w.W2_concurrent_appends.stoppedEarly],
  ['W4 read all', rate(w.W4_read_all), GOALS.W4, !w.W4_read_all.outOfOrder],
];
console.log('\ntarget check');
for (const [name, eventsPerSecond, target, clean] of checks) {
  const ok = eventsPerSecond >= target && clean;
  const figure = Math.round(eventsPerSecond).toLocaleString('en').padStart(9);
  const note = `target ${target.toLocaleString('en')}${clean ? '' : ', with errors'}`;
  console.log(`  ${ok ? 'met   ' : 'MISSED'} ${name.padEnd(32)} ${figure} events/s (${note})`);
}
console.log(`\nside by side with Emmett (${baseline.source})`);
for (const [name, key, goal] of [['W1 sequential durable appends', 'W1', GOALS.W1_VS_EMMETT], ['W2 64 concurrent appends', 'W2', null], ['W3 read streams', 'W3', GOALS.READS_VS_EMMETT], ['W4 read all', 'W4', GOALS.READS_VS_EMMETT]]) {
  const mine = rate({ W1: w.W1_sequential_appends, W2: w.W2_concurrent_appends, W3: w.W3_read_streams, W4: w.W4_read_all }[key]);
  // Emmett's W2 completes almost nothing (a handful of appends): a ratio to ~0 says nothing more.
  const ratio = baseline[key] >= 1 ? mine / baseline[key] : NaN;
  const verdict = goal === null || !Number.isFinite(ratio) ? 'n/a   ' : ratio >= goal ? 'met   ' : 'MISSED';
  console.log(`  ${verdict} ${name.padEnd(32)} ours ${Math.round(mine).toLocaleString('en').padStart(9)}/s, Emmett ${Number.isFinite(baseline[key]) ? Math.round(baseline[key]).toLocaleString('en') : '-'}/s: ${Number.isFinite(ratio) ? `${ratio.toFixed(1)}x` : '-'}${goal ? ` (goal ${goal}x)` : ''}`);
}
if (!process.env.RESULTS_JSON) fs.rmSync(resultsJson, { force: true });
