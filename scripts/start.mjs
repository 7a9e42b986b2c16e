// `npm start`: builds what is missing, then runs the standalone process (api + projector + monitor).
import { spawn } from 'node:child_process';
import { ensureBuilt, root, standaloneEntry } from './lib/build-output.mjs';

ensureBuilt({ web: true, rebuild: process.argv.includes('--rebuild') });

const child = spawn(process.execPath, [standaloneEntry], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
