// Starts a process: configuration problems are printed plainly and stop it with exit code 1; a promise a library let fail unheard is logged and the process lives on.
import { Logger } from '@nestjs/common';
import { ConfigError } from './config';

let rejectionsLogged = false;

/**
 * Once per process: a rejected promise nobody handles (a library's forgotten `insertOne`, say) is logged with its reason
 * and stack, and the process goes on instead of ending on it. An uncaught exception still ends it: it was thrown
 * through our own code, which may have stopped half-way through a change (ADR 0048).
 */
export function logUnhandledRejections(logger: Pick<Logger, 'error'> = new Logger('Process')): void {
  if (rejectionsLogged) return;
  rejectionsLogged = true;
  process.on('unhandledRejection', (reason) => {
    const stack = reason instanceof Error ? reason.stack : undefined;
    logger.error(`A promise was rejected with no handler; the process goes on: ${reason instanceof Error ? reason.message : String(reason)}`, stack);
  });
}

export function runProcess(start: () => Promise<void>) {
  logUnhandledRejections();
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}
