// When a benchmark row is stale: the code it was measured on (a commit and its uncommitted changes) against apps/ and libs/ now.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The code the figures measure: a row is stale once this differs from what it was measured on. */
const CODE = ['apps', 'libs'];
/** The benches themselves: their uncommitted changes are said in the measured column but make no row stale. */
const BENCHES = ['scripts/bench', 'scripts/bench.mjs'];

// Optional locks off: reading never takes the index lock from someone committing in the same tree.
const git = (root, args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });

/** Git's output, or null when it fails (no repository, an unknown commit). */
export function gitOutput(root, args) {
  try {
    return git(root, args);
  } catch {
    return null;
  }
}

const knownCommit = (root, commit) => {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]).trim();
  } catch {
    return null;
  }
};

/**
 * The working tree's changes to apps/ and libs/ against `commit` (tracked and untracked), as a fingerprint of
 * their paths and contents: null when there are none, the same fingerprint for the same changes.
 */
function changesSince(root, commit) {
  const tracked = git(root, ['diff', '--name-only', '-z', '--no-renames', commit, '--', ...CODE]).split('\0');
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...CODE]).split('\0');
  const files = [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
  if (!files.length) return null;
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    const content = stat?.isFile() ? crypto.createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('hex') : '';
    hash.update(`${file}\0${!stat ? 'deleted' : stat.mode & 0o100 ? 'executable' : 'file'}\0${content}\n`);
  }
  return hash.digest('hex').slice(0, 8);
}

/** The code a run measures now: HEAD's short hash, the fingerprint of uncommitted changes to apps/ and libs/, and whether the benches have some. */
export function codeNow(root) {
  try {
    const commit = git(root, ['rev-parse', '--short', 'HEAD']).trim();
    const benchChanges = git(root, ['status', '--porcelain', '--', ...BENCHES]).trim() !== '';
    return { commit, changes: changesSince(root, commit), benchChanges };
  } catch {
    return { commit: null, changes: null, benchChanges: false };
  }
}

/** The measured column: "2026-11-28 at ed953f3", then " + uncommitted changes 1a2b3c4d" and " + uncommitted bench changes" when there were some. */
export function measuredCell(date, { commit, changes, benchChanges }) {
  if (!commit) return date;
  return `${date} at ${commit}${changes ? ` + uncommitted changes ${changes}` : ''}${benchChanges ? ' + uncommitted bench changes' : ''}`;
}

/** A measured column read back; a date alone (rows written before commits were recorded) has no commit. */
export function readMeasuredCell(text) {
  const match = /^(\d{4}-\d{2}-\d{2})?(?: at ([0-9a-f]{7,40}))?( \+ uncommitted changes(?: ([0-9a-f]{8}))?)?/.exec(String(text ?? '').trim());
  const [, date = null, commit = null, uncommitted, fingerprint] = match;
  // "+ uncommitted changes" without its fingerprint names no changes that can be compared: never the same as now.
  return { date, commit, changes: uncommitted ? (fingerprint ?? 'unknown') : null };
}

/** The fingerprint of apps/ and libs/ against a commit this repository has, or undefined when it has not. */
function changesSinceKnown(root, commit) {
  if (!commit || !knownCommit(root, commit)) return undefined;
  try {
    return changesSince(root, commit);
  } catch {
    return 'unreadable';
  }
}

/**
 * Why a row measured on `measured` ({ date, commit, changes, recordedIn }) is stale against the working tree now, or
 * null when it is not. Fresh only when its commit is in this repository and apps/ and libs/ are exactly what it
 * measured: that commit's, or that commit's with the very uncommitted changes it was measured with (same
 * fingerprint). A row without a commit (a date alone) is stale: the code it measured is unknown, at the latest
 * `recordedIn`, the commit that first recorded it, named when apps/ or libs/ changed since.
 */
export function staleReason(root, { date, commit, changes, recordedIn }) {
  if (!commit) {
    const since = changesSinceKnown(root, recordedIn);
    return since === undefined || since === null
      ? `stale: measured on ${date ?? 'an unknown day'}, on no recorded commit${recordedIn ? ` (${recordedIn} at the latest)` : ''}`
      : `stale: apps/ or libs/ changed since ${recordedIn}`;
  }
  const now = changesSinceKnown(root, commit);
  if (now === undefined) return `stale: measured on ${commit}, a commit not in this repository`;
  return now === changes ? null : `stale: apps/ or libs/ changed since ${commit}${changes ? ' + uncommitted changes' : ''}`;
}
