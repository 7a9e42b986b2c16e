// The built product the scripts run: where it is, and a build of what is missing or older than its sources (npm run build:server / build:web).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const standaloneEntry = path.join(root, 'dist/apps/standalone/src/main.js');
const webIndex = path.join(root, 'dist/web/index.html');

function npmRun(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest modification time of the files below `folders` (relative to the root), skipping `skip`. */
function newestSource(folders, skip = '') {
  let newest = 0;
  const visit = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (skip && full.startsWith(skip)) continue;
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) visit(path.join(root, folder));
  return newest;
}

/** Missing, or older than a source it is built from (after a pull or an edit). */
const stale = (output, sources) => !fs.existsSync(output) || fs.statSync(output).mtimeMs < sources();

/** Builds the server (and the web app when asked) if missing or older than its sources, or always with `rebuild`. */
export function ensureBuilt({ web = false, rebuild = false } = {}) {
  if (rebuild || stale(standaloneEntry, () => newestSource(['apps', 'libs'], path.join(root, 'apps/web')))) npmRun('build:server');
  if (web && (rebuild || stale(webIndex, () => newestSource(['apps/web', 'libs/domain/src', 'libs/contracts/src'])))) npmRun('build:web');
}
