// A process started by runProcess: a library's unhandled rejection is logged and the process answers after it; an uncaught exception still ends it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

/** A node process that loads this module's TypeScript (compiled by @swc/core on require) and starts `body` with runProcess. */
function processRunning(body: string): ChildProcessWithoutNullStreams {
  const script = `
    const fs = require('node:fs');
    const { transformSync } = require('@swc/core');
    require.extensions['.ts'] = (module, filename) => {
      const options = { filename, swcrc: false, module: { type: 'commonjs' }, jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true } } };
      module._compile(transformSync(fs.readFileSync(filename, 'utf8'), options).code, filename);
    };
    const { runProcess } = require(${JSON.stringify(path.join(__dirname, 'run-process.ts'))});
    runProcess(async () => { ${body} });
  `;
  return spawn(process.execPath, ['-e', script], { cwd: path.join(__dirname, '../../..'), stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Everything the process writes, and a wait for a line matching `pattern` that fails fast if the process ends first. */
function outputOf(child: ChildProcessWithoutNullStreams) {
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        waiters.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const check = () => pattern.test(output) && finish();
      const timer = setTimeout(() => finish(new Error(`No ${pattern} within ${timeoutMs} ms. Output:\n${output}`)), timeoutMs);
      void exited.then((code) => finish(pattern.test(output) ? undefined : new Error(`The process ended (code ${code}) before ${pattern}. Output:\n${output}`)));
      waiters.add(check);
      check();
    });
  /** The exit code, or 'still running' (and the process killed) after `timeoutMs`. */
  const endedWithin = (timeoutMs = 20_000) => {
    let timer: NodeJS.Timeout | undefined;
    const running = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), timeoutMs)));
    return Promise.race([exited, running]).finally(() => {
      clearTimeout(timer);
      if (child.exitCode === null) child.kill();
    });
  };
  return { waitFor, endedWithin, text: () => output };
}

describe('a process started by runProcess', () => {
  it('logs a library’s unhandled rejection with its reason and goes on answering', async () => {
    const child = processRunning(`
      Promise.reject(new Error('insertOne failed after a failover'));
      process.stdin.on('data', (line) => console.log('answer to ' + String(line).trim()));
      process.stdin.on('end', () => process.exit(0));
    `);
    const output = outputOf(child);
    await output.waitFor(/ERROR.*rejected with no handler; the process goes on: insertOne failed after a failover/);
    child.stdin.write('ping\n');
    await output.waitFor(/answer to ping/);
    child.stdin.end();
    expect(await output.endedWithin()).toBe(0);
  });

  it('still ends on an uncaught exception, with its error', async () => {
    const child = processRunning(`
      setImmediate(() => { throw new Error('a bug in our own code'); });
      process.stdin.resume();
    `);
    const output = outputOf(child);
    expect(await output.endedWithin()).toBe(1);
    expect(output.text()).toContain('a bug in our own code');
  });
});
