// Assignment warnings as the API answers them: 409 problem+json with one sentence per warning, their codes and any clashes.
import type { AssignmentClash, AssignmentWarningView, AssignmentWarningsProblem } from '@tourops/contracts';
import { ProblemError } from '../http/errors';

/** '2025-06-10T08:00:00+02:00' as '2025-06-10 08:00', the wall clock it was written in. */
export const wallClockOf = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)}`;

/** The busy sentence, naming the tours by title where the tours read model knows them. */
export function describeClashes(clashes: AssignmentClash[]): string {
  const each = clashes.map((clash) => `${clash.tourTitle ? `“${clash.tourTitle}”` : `tour ${clash.tourId}`} (${wallClockOf(clash.from)} to ${wallClockOf(clash.to)})`);
  return `Already assigned to ${each.join(', ')}.`;
}

/** Warnings not overridden: 409 with one sentence per warning (errors), their codes and clashes, and the period asked for. */
export class AssignmentWarningsError extends ProblemError<AssignmentWarningsProblem> {
  constructor(message: string, warnings: AssignmentWarningView[], period: { from: string; to: string }) {
    super({
      type: 'about:blank',
      title: 'Assignment needs an override',
      status: 409,
      detail: `${message} Send override: true to assign anyway; the override is recorded.`,
      errors: Object.fromEntries(warnings.map((warning) => [warning.code, warning.message])),
      warnings,
      period,
    });
    this.name = 'AssignmentWarningsError';
  }
}
