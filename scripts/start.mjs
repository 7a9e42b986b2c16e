// `npm start`: builds what is missing, then runs the standalone process (api + projector + monitor).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'dist/apps/standalone/src/main.js');
const web = path.join(root, 'dist/web/index.html');

function npmRun(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(server) || process.argv.includes('--rebuild')) npmRun('build:server');
if (!fs.existsSync(web) || process.argv.includes('--rebuild')) npmRun('build:web');

const child = spawn(process.execPath, [server], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
