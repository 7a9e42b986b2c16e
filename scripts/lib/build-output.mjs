// The built product the scripts run: where it is, and a build of what is missing (npm run build:server / build:web).
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

/** Builds the server (and the web app when asked) if missing, or always with `rebuild`. */
export function ensureBuilt({ web = false, rebuild = false } = {}) {
  if (!fs.existsSync(standaloneEntry) || rebuild) npmRun('build:server');
  if (web && (!fs.existsSync(webIndex) || rebuild)) npmRun('build:web');
}
