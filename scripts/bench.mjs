// Runs the benchmarks in sequence (building the server first when dist/ is missing), prints a summary (figure, goal, met/missed) and writes it to docs/benchmarks.md.
//   npm run bench                      all of them: event-store, http, writers, rebuild, push, tracking, monitor, planner, pages, dashboards, time-travel, personal-data
//   node scripts/bench.mjs push http   only some (names below); BENCH_QUICK=1 for shorter runs
//   BENCH_BUILD=1 rebuilds dist/ first; each bench's own knobs pass through the environment (see its header)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, fmt, quick, root } from './bench/lib.mjs';

const BENCHES = {
  'event-store': { script: 'scripts/bench/event-store.mjs', timeoutMs: 20 * 60_000 },
  http: { script: 'scripts/bench/commands-http.mjs', timeoutMs: 10 * 60_000 },
  writers: { script: 'scripts/bench/one-tour-writers.mjs', timeoutMs: 10 * 60_000 },
  rebuild: { script: 'scripts/bench/rebuild.mjs', timeoutMs: 30 * 60_000 },
  push: { script: 'scripts/bench/push-latency.mjs', timeoutMs: 10 * 60_000 },
  tracking: { script: 'scripts/bench/tracking.mjs', timeoutMs: 10 * 60_000 },
  // The monitor's look over ~10,000 watched subjects (CPU per cycle, inside the server) and check -> notification push.
  monitor: { script: 'scripts/bench/monitor.mjs', timeoutMs: 20 * 60_000 },
  planner: { script: 'scripts/bench/planner.mjs', timeoutMs: 15 * 60_000 },
  // Every page in Chromium (needs the built web app and /usr/bin/chromium): initial JS, CSS and requests, and the largest paint of
  // the overview, the tour list and the inbox on a slowed phone (Fast 3G, 4x CPU), over a reduced demo season.
  pages: { script: 'scripts/bench/pages.mjs', timeoutMs: 20 * 60_000, needs: 'dist/web/index.html', hint: 'npm run build:web' },
  // One organization's season (10,000 tours, 100,000 travelers, ~1,000,000 events, generated once): report projections rebuild, overview and report latency.
  dashboards: { script: 'scripts/bench/dashboards.mjs', timeoutMs: 40 * 60_000 },
  // A tour of 1,000 events read as it was (?revision=N, ?asOf=), folded from its stream on each read: p50/p99 against 200 ms.
  'time-travel': { script: 'scripts/bench/time-travel.mjs', timeoutMs: 10 * 60_000 },
  // Sealed people's fields (ADR 0030): whole reads raw and through the personal data event store, sealed and plain, and after erasures.
  'personal-data': { script: 'scripts/bench/personal-data.mjs', timeoutMs: 10 * 60_000 },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; choose among ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(BENCHES);
ensureBuilt();

/** The event-store bench writes the shared harness's results and Emmett's (its goals are those of scripts/bench/event-store.mjs). */
function eventStoreRows(file) {
  const { workloads: w, emmett } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const rate = (r) => ((r.events ?? r.ok) / r.wall_ms) * 1000;
  const absolute = [
    ['event store W1 sequential durable appends', w.W1_sequential_appends, 2_500, !w.W1_sequential_appends.errors],
    ['event store W2 64 concurrent appends', w.W2_concurrent_appends, 10_000, !w.W2_concurrent_appends.errors && !w.W2_concurrent_appends.stoppedEarly],
    ['event store W4 read all', w.W4_read_all, 300_000, !w.W4_read_all.outOfOrder],
  ].map(([figure, result, goal, clean]) => ({
    figure,
    value: `${fmt(rate(result))}/s`,
    goal: `>= ${fmt(goal)} events/s`,
    met: rate(result) >= goal && clean,
  }));
  if (!emmett) return absolute;
  const ratios = [
    ['vs Emmett: W1 sequential durable appends', rate(w.W1_sequential_appends), emmett.W1, 2.5],
    ['vs Emmett: W3 read streams', rate(w.W3_read_streams), emmett.W3, 3],
    ['vs Emmett: W4 read all', rate(w.W4_read_all), emmett.W4, 3],
  ].map(([figure, mine, theirs, goal]) => ({
    figure,
    value: `${fmt(mine / theirs, 1)}x`,
    goal: `>= ${goal}x`,
    met: mine / theirs >= goal,
    note: `ours ${fmt(mine)}/s, Emmett ${fmt(theirs)}/s (${emmett.source})`,
  }));
  return [...absolute, ...ratios];
}

const rows = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-results-'));
let crashed = 0;
for (const name of names) {
  const { script, timeoutMs, needs, hint } = BENCHES[name];
  if (needs && !fs.existsSync(path.join(root, needs))) {
    console.log(`\n=== ${name}: skipped, ${needs} is missing (${hint})`);
    rows.push({ figure: `${name}: skipped`, value: '-', goal: '-', met: null, note: `${needs} is missing: ${hint}` });
    continue;
  }
  const load = os.loadavg()[0];
  const resultFile = path.join(tmp, `${name}.json`);
  const env = { ...process.env, BENCH_RESULT_FILE: resultFile };
  if (name === 'event-store') {
    env.RESULTS_JSON = resultFile;
    if (quick) env.STREAMS ??= '200';
  }
  console.log(`\n=== ${name}: node ${script} ${'='.repeat(Math.max(0, 60 - name.length - script.length))}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(root, script)], { cwd: root, env, stdio: 'inherit', timeout: timeoutMs, killSignal: 'SIGKILL' });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0 || !fs.existsSync(resultFile)) {
    crashed++;
    rows.push({ figure: `${name}: did not finish (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`, value: '-', goal: '-', met: false });
    continue;
  }
  const result = name === 'event-store' ? eventStoreRows(resultFile) : JSON.parse(fs.readFileSync(resultFile, 'utf8')).rows;
  const loadNote = `load ${load.toFixed(2)} -> ${os.loadavg()[0].toFixed(2)}`;
  rows.push(...result.map((row) => ({ ...row, bench: name, note: [row.note, loadNote].filter(Boolean).join('; ') })));
  console.log(`(${name} took ${fmt(seconds)} s)`);
}
fs.rmSync(tmp, { recursive: true, force: true });

const width = (key, min) => Math.max(min, ...rows.map((row) => String(row[key]).length));
const [wf, wv, wg] = [width('figure', 6), width('value', 5), width('goal', 4)];
console.log(`\nsummary${quick ? ' (BENCH_QUICK=1)' : ''}, ${os.cpus().length} cores, node ${process.version}`);
console.log(`  ${'figure'.padEnd(wf)}  ${'value'.padStart(wv)}  ${'goal'.padEnd(wg)}  result  note`);
console.log(`  ${'-'.repeat(wf)}  ${'-'.repeat(wv)}  ${'-'.repeat(wg)}  ------  ----`);
for (const row of rows) {
  const result = row.met === null ? 'n/a' : row.met ? 'met' : 'MISSED';
  console.log(`  ${row.figure.padEnd(wf)}  ${row.value.padStart(wv)}  ${row.goal.padEnd(wg)}  ${result.padEnd(6)}${row.note ? `  ${row.note}` : ''}`);
}
writeBenchmarksPage(rows);
process.exit(crashed ? 1 : 0);

/** The rows of docs/benchmarks.md as it is, by bench: what a partial run keeps of the benches it did not run. */
function earlierRows(file) {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const runDate = /on (\d{4}-\d{2}-\d{2})T/.exec(text)?.[1] ?? 'an earlier run';
  const cells = (line) => line.slice(2, -2).split(/ (?<!\\)\| /).map((cell) => cell.replaceAll('\\|', '|'));
  const header = text.split('\n').find((line) => line.startsWith('| bench |'));
  const hasMeasured = header?.includes('| measured |');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| bench |') && !line.startsWith('| ---'))
    .map(cells)
    .map(([bench, figure, value, goal, result, ...rest]) => ({
      bench,
      figure,
      value,
      goal,
      met: result === 'n/a' ? null : result === 'met',
      // Kept as written: a row marked stale stays stale until its bench runs again.
      result,
      measured: hasMeasured ? rest[0] : runDate,
      note: hasMeasured ? rest[1] : rest[0],
    }));
}

/**
 * docs/benchmarks.md: the machine, each figure against its goal and the date it was measured. A partial run
 * replaces the rows of the benches it ran and keeps the others with their own dates.
 */
function writeBenchmarksPage(results) {
  const file = path.join(root, 'docs/benchmarks.md');
  const today = new Date().toISOString().slice(0, 10);
  const notRun = Object.keys(BENCHES).filter((name) => !names.includes(name));
  const kept = earlierRows(file).filter((row) => notRun.includes(row.bench));
  const byBench = (row) => Object.keys(BENCHES).indexOf(row.bench);
  const all = [...results.map((row) => ({ ...row, measured: today })), ...kept].sort((a, b) => byBench(a) - byBench(b));
  const cpus = os.cpus();
  const cell = (text) => String(text ?? '').replaceAll('|', '\\|');
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()}${quick ? ' (BENCH_QUICK=1: shorter runs, goals mostly not judged)' : ''}.`,
    `Machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${fmt(os.totalmem() / 1073741824, 1)} GiB memory, ${os.type()} ${os.release()}, node ${process.version}.`,
    'The machine is shared: each figure notes the 1-minute load average before and after its bench, and the CPU share other processes took where the bench measures it.',
    '',
    '| bench | figure | value | goal | result | measured | note |',
    '| --- | --- | ---: | --- | --- | --- | --- |',
    ...all.map((row) => `| ${cell(row.bench ?? '')} | ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.goal)} | ${row.result ?? (row.met === null ? 'n/a' : row.met ? 'met' : '**missed**')} | ${cell(row.measured)} | ${cell(row.note)} |`),
    '',
    notRun.length
      ? `This run (\`node scripts/bench.mjs ${names.join(' ')}\`) measured ${names.join(', ')}; the rows of ${notRun.join(', ')} are kept from the run named in their "measured" column. \`npm run bench\` measures them all.`
      : 'Every bench ran.',
    '',
  ];
  fs.writeFileSync(file, lines.join('\n'));
  console.log('\nwrote docs/benchmarks.md');
}
