// The standalone product as a real child process (TypeScript run from source), on a given DATA_DIR, killed and restarted at will.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { eventually } from '../support/test-server';

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export class StandaloneProcess {
  private child: ChildProcess | null = null;
  private output = '';
  baseUrl = '';

  constructor(
    private readonly dataDir: string,
    /** More settings of the process (providers, ticks), on top of the ones every proof uses. */
    private readonly env: Record<string, string> = {},
  ) {}

  /** Starts the process and waits (bounded) until it answers /api/health. */
  async start(timeoutMs = 60_000): Promise<void> {
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.output = '';
    const child = spawn(process.execPath, ['-r', path.join(root, 'test/support/swc-register.js'), path.join(root, 'apps/standalone/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: this.dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'error',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    await eventually(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the standalone process exited with ${child.exitCode ?? child.signalCode}:\n${this.output}`);
        return (await fetch(`${this.baseUrl}/api/health`).then((r) => r.status).catch(() => 0)) === 200 ? true : undefined;
      },
      timeoutMs,
      'the standalone process to answer /api/health',
    );
  }

  /** SIGKILL: no shutdown hooks, no flush; waits (bounded) until the process is gone. */
  async kill(timeoutMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await Promise.race([exited, new Promise((_, reject) => setTimeout(() => reject(new Error('the killed process did not exit')), timeoutMs).unref())]);
    this.child = null;
  }

  get log(): string {
    return this.output;
  }
}
