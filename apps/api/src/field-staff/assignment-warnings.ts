// Assignment warnings as the API answers them: 409 problem+json with one sentence per warning, their codes and any clashes.
import { ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AssignmentClash, AssignmentWarningView, AssignmentWarningsProblem } from '@tourops/contracts';

export class AssignmentWarningsError extends Error {
  constructor(
    message: string,
    readonly warnings: AssignmentWarningView[],
    readonly period: { from: string; to: string },
  ) {
    super(message);
    this.name = 'AssignmentWarningsError';
  }
}

/** '2025-06-10T08:00:00+02:00' as '2025-06-10 08:00', the wall clock it was written in. */
export const wallClockOf = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)}`;

/** The busy sentence, naming the tours by title where the tours read model knows them. */
export function describeClashes(clashes: AssignmentClash[]): string {
  const each = clashes.map((clash) => `${clash.tourTitle ? `“${clash.tourTitle}”` : `tour ${clash.tourId}`} (${wallClockOf(clash.from)} to ${wallClockOf(clash.to)})`);
  return `Already assigned to ${each.join(', ')}.`;
}

export function toWarningsProblem(error: AssignmentWarningsError): AssignmentWarningsProblem {
  return {
    type: 'about:blank',
    title: 'Assignment needs an override',
    status: 409,
    detail: `${error.message} Send override: true to assign anyway; the override is recorded.`,
    errors: Object.fromEntries(error.warnings.map((warning) => [warning.code, warning.message])),
    warnings: error.warnings,
    period: error.period,
  };
}

@Catch(AssignmentWarningsError)
export class AssignmentWarningsFilter implements ExceptionFilter {
  catch(error: AssignmentWarningsError, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(409).header('content-type', 'application/problem+json; charset=utf-8').send(toWarningsProblem(error));
  }
}
