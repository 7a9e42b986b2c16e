// Starts a process: configuration problems are printed plainly and stop it with exit code 1.
import { ConfigError } from './config';

export function runProcess(start: () => Promise<void>) {
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
