// When a row of docs/benchmarks.md is stale (scripts/bench/staleness.mjs), shown on a throwaway git repository.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Measured = { date: string | null; commit: string | null; changes: string | null; recordedIn?: string | null };
type Code = { commit: string | null; changes: string | null; benchChanges: boolean };
// The module is plain JavaScript run by node (jest compiles it); these are the types this spec relies on.
const { codeNow, measuredCell, readMeasuredCell, staleReason } = require('../../scripts/bench/staleness.mjs') as {
  codeNow(root: string): Code;
  measuredCell(date: string, code: Code): string;
  readMeasuredCell(text: string): Measured;
  staleReason(root: string, measured: Measured): string | null;
};

const author = { GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'Bench', GIT_COMMITTER_EMAIL: 'bench@example.com' };

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.hooksPath=/dev/null', ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, ...author } }).trim();
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
};
const commit = (message: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) write(file, text);
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
/** A row measured now, as docs/benchmarks.md writes it and reads it back. */
const measureNow = () => readMeasuredCell(measuredCell('2026-11-28', codeNow(repo)));

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'tourops-bench-staleness-'));
  git('-c', 'init.defaultBranch=main', 'init', '-q');
  commit('a tour', { 'apps/api/tours.ts': 'export const tours = 1;\n', 'libs/domain/tour.ts': 'export const tour = 1;\n', 'docs/guide.md': '# Guide\n' });
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('when a benchmark row is stale', () => {
  it('records the commit a row was measured on, and finds a row measured at HEAD fresh', () => {
    const head = git('rev-parse', '--short', 'HEAD');
    expect(measuredCell('2026-11-28', codeNow(repo))).toBe(`2026-11-28 at ${head}`);
    expect(staleReason(repo, measureNow())).toBeNull();
  });

  it('marks a row stale once a commit after it touches libs/', () => {
    const row = measureNow();
    commit('a faster fold', { 'libs/domain/tour.ts': 'export const tour = 2;\n' });
    expect(staleReason(repo, row)).toBe(`stale: apps/ or libs/ changed since ${row.commit}`);
  });

  it('keeps a row fresh when the commits after it touch only docs/', () => {
    const row = measureNow();
    commit('the guide says more', { 'docs/guide.md': '# Guide\n\nMore.\n' });
    expect(staleReason(repo, row)).toBeNull();
  });

  it('marks stale a row whose commit this repository does not have', () => {
    expect(staleReason(repo, readMeasuredCell('2026-11-28 at deadbee'))).toBe('stale: measured on deadbee, a commit not in this repository');
  });

  it('marks stale a row with a date alone, naming the commit that recorded it once apps/ or libs/ changed since', () => {
    expect(readMeasuredCell('2026-11-26')).toEqual({ date: '2026-11-26', commit: null, changes: null });
    expect(staleReason(repo, readMeasuredCell('2026-11-26'))).toBe('stale: measured on 2026-11-26, on no recorded commit');
    const recordedIn = git('rev-parse', '--short', 'HEAD');
    const row = { ...readMeasuredCell('2026-11-26'), recordedIn };
    expect(staleReason(repo, row)).toBe(`stale: measured on 2026-11-26, on no recorded commit (${recordedIn} at the latest)`);
    commit('a faster fold', { 'libs/domain/tour.ts': 'export const tour = 2;\n' });
    expect(staleReason(repo, row)).toBe(`stale: apps/ or libs/ changed since ${recordedIn}`);
  });

  it('marks a row measured at HEAD stale once apps/ has uncommitted edits, or a new file', () => {
    const row = measureNow();
    write('apps/api/tours.ts', 'export const tours = 2;\n');
    expect(staleReason(repo, row)).toBe(`stale: apps/ or libs/ changed since ${row.commit}`);
    git('checkout', '--', 'apps');
    expect(staleReason(repo, row)).toBeNull();
    write('apps/api/new-route.ts', 'export const route = 1;\n');
    expect(staleReason(repo, row)).toBe(`stale: apps/ or libs/ changed since ${row.commit}`);
  });

  it('keeps a row measured with uncommitted changes fresh while the code is what it measured, committed or not, and stale once it differs', () => {
    write('libs/domain/tour.ts', 'export const tour = 3;\n');
    const cell = measuredCell('2026-11-28', codeNow(repo));
    expect(cell).toMatch(/^2026-11-28 at [0-9a-f]{7,} \+ uncommitted changes [0-9a-f]{8}$/);
    const row = readMeasuredCell(cell);
    expect(staleReason(repo, row)).toBeNull();
    commit('the change it measured', {});
    expect(staleReason(repo, row)).toBeNull();
    write('libs/domain/tour.ts', 'export const tour = 4;\n');
    expect(staleReason(repo, row)).toBe(`stale: apps/ or libs/ changed since ${row.commit} + uncommitted changes`);
  });

  it('marks stale a row that says uncommitted changes without their fingerprint', () => {
    const head = git('rev-parse', '--short', 'HEAD');
    expect(staleReason(repo, readMeasuredCell(`2026-11-28 at ${head} + uncommitted changes`))).toBe(`stale: apps/ or libs/ changed since ${head} + uncommitted changes`);
  });

  it('says when the benches themselves had uncommitted changes, which make no row stale', () => {
    commit('a bench', { 'scripts/bench/planner.mjs': 'export {};\n' });
    write('scripts/bench/planner.mjs', 'export const p99 = 1;\n');
    const cell = measuredCell('2026-11-28', codeNow(repo));
    expect(cell).toBe(`2026-11-28 at ${git('rev-parse', '--short', 'HEAD')} + uncommitted bench changes`);
    expect(staleReason(repo, readMeasuredCell(cell))).toBeNull();
  });
});
