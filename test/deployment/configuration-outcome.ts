// Starts an app process with exactly a given environment and tells whether it accepted its configuration or refused it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './deployment-files';

/** Printed by announces-first-connection.js when the process first reaches for its stores. */
const FIRST_CONNECTION = '[deployment test] opening its first connection';
/** What run-process.ts prints of a ConfigError before it exits 1. */
const CONFIGURATION_REFUSED = /^Invalid configuration:/m;

export type ConfigurationOutcome = { accepted: true; output: string } | { accepted: false; output: string; exitCode: number | null };

/**
 * Runs apps/<app>/src/main.ts (what the image's dist/apps/<app>/src/main.js is built from) with `environment` and nothing else,
 * until it either opens its first connection (configuration accepted: with no store reachable it would fail later, for another
 * reason) or exits (refused when it printed a ConfigError); then stops it.
 */
export function configurationOutcome(app: string, environment: Record<string, string>, timeoutMs: number): Promise<ConfigurationOutcome> {
  const child = spawn(
    process.execPath,
    ['-r', path.join(root, 'test/support/swc-register.js'), '-r', path.join(__dirname, 'announces-first-connection.js'), path.join(root, `apps/${app}/src/main.ts`)],
    { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise<ConfigurationOutcome>((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new Error(`the ${app} process neither connected nor exited within ${timeoutMs} ms:\n${output}`))), timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.removeAllListeners('close');
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      settle();
    };
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(FIRST_CONNECTION)) finish(() => resolve({ accepted: true, output }));
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (exitCode) =>
      finish(() =>
        CONFIGURATION_REFUSED.test(output)
          ? resolve({ accepted: false, output, exitCode })
          : reject(new Error(`the ${app} process exited with ${exitCode} before connecting, without a configuration refusal:\n${output}`)),
      ),
    );
  });
}
