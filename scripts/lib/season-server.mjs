// The server a demo season is seeded through when none is given: the built standalone product on the data directory, on a free
// local port, with the demo clock (DEMO_CLOCK=steered) and no monitor loop of its own; stopped (read models saved) at the end.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ensureBuilt, root, standaloneEntry } from './build-output.mjs';
import { freePort } from './free-port.mjs';


/** Whether something answers /api/health at `url` (a server already running, perhaps on the same data). */
export async function answersHealth(url) {
  try {
    return (await fetch(new URL('/api/health', url), { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

export async function startSeasonServer(dataDir, { timeoutMs = 180_000 } = {}) {
  ensureBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), DEMO_CLOCK: 'steered', MONITOR_TICK_MS: '0', LOG_LEVEL: 'error' };
  const child = spawn(process.execPath, [standaloneEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
