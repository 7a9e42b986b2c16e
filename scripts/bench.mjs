// Runs the benchmarks in sequence (building the server first when dist/ is missing), prints a summary (figure, goal, met/missed) and writes it to docs/benchmarks.md.
//   npm run bench                      all of them: event-store, http, writers, rebuild, push, tracking, monitor, planner, pages, dashboards, time-travel, personal-data
//   node scripts/bench.mjs push http   only some (names below); BENCH_QUICK=1 for shorter runs
//   BENCH_BUILD=1 rebuilds dist/ first; each bench's own knobs pass through the environment (see its header)
//   node scripts/bench.mjs --check     runs no bench: prints the rows of docs/benchmarks.md that are stale against the working tree and marks them so
// Each row's "measured" column names the code it measured, taken as the run starts: "2026-11-28 at ed953f3" (HEAD's short hash), then
// " + uncommitted changes 1a2b3c4d" when apps/ or libs/ differed from HEAD (a fingerprint of the changed files' paths and contents,
// untracked files included), and " + uncommitted bench changes" when scripts/bench did (noted only: it makes no row stale).
// When a row is stale (scripts/bench/staleness.mjs): a row measured in this run never is. A row kept from an earlier run is fresh only
// when its commit is in this repository and apps/ and libs/ in the working tree are exactly what it measured: that commit's
// (`git diff --quiet <commit> -- apps libs`, and no untracked files there), or, for a row with uncommitted changes, that commit's with
// changes of the same fingerprint (so the first edit or commit that moves apps/ or libs/ away from what it measured makes it stale;
// committing exactly those changes does not). A row with a date alone (written before rows named their commit) is stale: it names no
// code, and its result names the commit that first recorded it in docs/benchmarks.md, the latest code it can have measured.
// A stale row's result becomes "stale: ..." instead of met or missed, and stays so until its bench runs again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, fmt, quick, root } from './bench/lib.mjs';
import { codeNow, gitOutput, measuredCell, readMeasuredCell, staleReason } from './bench/staleness.mjs';

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

const benchmarksPage = path.join(root, 'docs/benchmarks.md');
const today = new Date().toISOString().slice(0, 10);
let pageHistory; // the versions of docs/benchmarks.md in git, read once when a row without a commit needs them
const staleReasons = new Map(); // by measured column: rows of one run share it
const checkOnly = process.argv.includes('--check');
const asked = process.argv.slice(2).filter((arg) => arg !== '--check');
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length || (checkOnly && asked.length)) {
  console.error(checkOnly ? '--check runs no bench: name none' : `unknown bench ${unknown.join(', ')}; choose among ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
if (checkOnly) {
  checkBenchmarksPage();
  process.exit(0);
}
const names = asked.length ? asked : Object.keys(BENCHES);
// The code this run measures, taken before the build and the benches: its rows name it.
const measuredNow = measuredCell(today, codeNow(root));
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

/** The cells of a row of docs/benchmarks.md, and back: a cell escapes its pipes. */
function cellsOf(line) {
  return line.slice(2, -2).split(/ (?<!\\)\| /).map((cell) => cell.replaceAll('\\|', '|'));
}
function rowLine(cells) {
  return `| ${cells.map((cell) => String(cell ?? '').replaceAll('|', '\\|')).join(' | ')} |`;
}

/** The rows of a docs/benchmarks.md page (this format or an earlier one), each with the index of its line. */
function pageRows(text) {
  const lines = text.split('\n');
  const runDate = /on (\d{4}-\d{2}-\d{2})T/.exec(text)?.[1] ?? 'an earlier run';
  const hasMeasured = lines.find((line) => line.startsWith('| bench |'))?.includes('| measured |');
  return lines.flatMap((line, index) => {
    if (!line.startsWith('| ') || line.startsWith('| bench |') || line.startsWith('| ---')) return [];
    const [bench, figure, value, goal, result, ...rest] = cellsOf(line);
    return [{
      index,
      bench,
      figure,
      value,
      goal,
      met: result === 'n/a' ? null : result === 'met',
      // Kept as written: a row marked stale stays stale until its bench runs again.
      result,
      measured: hasMeasured ? rest[0] : runDate,
      note: hasMeasured ? rest[1] : rest[0],
    }];
  });
}

/** The rows of docs/benchmarks.md as it is, by bench: what a partial run keeps of the benches it did not run. */
function earlierRows(file) {
  return fs.existsSync(file) ? pageRows(fs.readFileSync(file, 'utf8')) : [];
}

/** What identifies a measurement on any version of the page: its result and goal may have been edited since, not these. */
function measurementOf(row) {
  return [row.bench, row.figure, row.value, row.measured, row.note].join('\0');
}

/** For a row with a date alone: the commit that first recorded its measurement in docs/benchmarks.md, the latest code it can have measured. */
function recordingCommit(row) {
  pageHistory ??= (gitOutput(root, ['log', '--reverse', '--format=%h', '--', 'docs/benchmarks.md']) ?? '').split('\n').filter(Boolean).map((commit) => ({
    commit,
    measurements: new Set(pageRows(gitOutput(root, ['show', `${commit}:docs/benchmarks.md`]) ?? '').map(measurementOf)),
  }));
  return pageHistory.find((page) => page.measurements.has(measurementOf(row)))?.commit ?? null;
}

/** What a kept row's result says now: why it is stale when apps/ or libs/ differ from what it measured, else as written. */
function keptResult(row) {
  const measured = readMeasuredCell(row.measured);
  if (!measured.commit) measured.recordedIn = recordingCommit(row);
  const key = JSON.stringify(measured);
  if (!staleReasons.has(key)) staleReasons.set(key, staleReason(root, measured));
  return staleReasons.get(key) ?? row.result;
}

/** `--check`: marks the rows of docs/benchmarks.md stale against the working tree, changing nothing but their result, and prints them. */
function checkBenchmarksPage() {
  const text = fs.readFileSync(benchmarksPage, 'utf8');
  const lines = text.split('\n');
  const rows = pageRows(text).map((row) => ({ ...row, result: keptResult(row) }));
  for (const row of rows) {
    const cells = cellsOf(lines[row.index]);
    cells[4] = row.result;
    lines[row.index] = rowLine(cells);
  }
  fs.writeFileSync(benchmarksPage, lines.join('\n'));
  const stale = rows.filter((row) => String(row.result).startsWith('stale'));
  console.log(`docs/benchmarks.md against the working tree (${measuredCell(today, codeNow(root))}):`);
  const width = (key, min) => Math.max(min, ...stale.map((row) => String(row[key]).length));
  const [wb, wf, wm] = [width('bench', 5), width('figure', 6), width('measured', 8)];
  if (stale.length) {
    console.log(`  ${'bench'.padEnd(wb)}  ${'figure'.padEnd(wf)}  ${'measured'.padEnd(wm)}  result`);
    console.log(`  ${'-'.repeat(wb)}  ${'-'.repeat(wf)}  ${'-'.repeat(wm)}  ------`);
    for (const row of stale) console.log(`  ${row.bench.padEnd(wb)}  ${row.figure.padEnd(wf)}  ${row.measured.padEnd(wm)}  ${row.result}`);
  }
  console.log(`${stale.length} of ${rows.length} rows stale; wrote their result to docs/benchmarks.md`);
}

/**
 * docs/benchmarks.md: the machine, each figure against its goal and the code and date it was measured on. A partial
 * run replaces the rows of the benches it ran and keeps the others with their own, marked stale when apps/ or libs/
 * changed since.
 */
function writeBenchmarksPage(results) {
  const notRun = Object.keys(BENCHES).filter((name) => !names.includes(name));
  const kept = earlierRows(benchmarksPage)
    .filter((row) => notRun.includes(row.bench))
    .map((row) => ({ ...row, result: keptResult(row) }));
  const byBench = (row) => Object.keys(BENCHES).indexOf(row.bench);
  const all = [...results.map((row) => ({ ...row, measured: measuredNow })), ...kept].sort((a, b) => byBench(a) - byBench(b));
  const cpus = os.cpus();
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString()}${quick ? ' (BENCH_QUICK=1: shorter runs, goals mostly not judged)' : ''}.`,
    `Machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown CPU'}, ${fmt(os.totalmem() / 1073741824, 1)} GiB memory, ${os.type()} ${os.release()}, node ${process.version}.`,
    'The machine is shared: each figure notes the 1-minute load average before and after its bench, and the CPU share other processes took where the bench measures it.',
    'The "measured" column names the commit each row was measured on, and a fingerprint of the uncommitted changes to apps/ and libs/ if there were some; a row kept from an earlier run says stale instead of met or missed once apps/ or libs/ differ from what it measured (`node scripts/bench.mjs --check` marks them without running a bench).',
    '',
    '| bench | figure | value | goal | result | measured | note |',
    '| --- | --- | ---: | --- | --- | --- | --- |',
    ...all.map((row) => rowLine([row.bench ?? '', row.figure, row.value, row.goal, row.result ?? (row.met === null ? 'n/a' : row.met ? 'met' : '**missed**'), row.measured, row.note])),
    '',
    notRun.length
      ? `This run (\`node scripts/bench.mjs ${names.join(' ')}\`) measured ${names.join(', ')}; the rows of ${notRun.join(', ')} are kept from the run named in their "measured" column. \`npm run bench\` measures them all.`
      : 'Every bench ran.',
    '',
  ];
  fs.writeFileSync(benchmarksPage, lines.join('\n'));
  const stale = kept.filter((row) => String(row.result).startsWith('stale')).length;
  console.log(`\nwrote docs/benchmarks.md${stale ? `; ${stale} of the ${kept.length} rows kept from earlier runs are stale (node scripts/bench.mjs --check lists them)` : ''}`);
}
