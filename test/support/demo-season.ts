// Runs `npm run seed:demo` (scripts/seed-demo.mjs) against a test server on a steered demo clock, as the seed and browser tests do.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface SeedRun {
  code: number | null;
  /** The last line of the output, the season's totals as JSON. */
  summary: Record<string, number | string> | null;
  output: string;
}

/** Answers the script's exit code, its summary and its output. */
export function seedDemo(url: string, args: string[]): Promise<SeedRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/seed-demo.mjs'), '--url', url, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      resolve({ code, summary: last.startsWith('{') ? JSON.parse(last) : null, output });
    });
  });
}
