// 409 for a registration that may duplicate known travelers: a problem+json that also lists the matches, so the UI can offer "create anyway".
import type { DuplicateMatch, DuplicateTravelerProblem } from '@tourops/contracts';
import { ProblemError } from '../http/errors';

export class PossibleDuplicatesError extends ProblemError<DuplicateTravelerProblem> {
  constructor(message: string, duplicates: DuplicateMatch[]) {
    super({ type: 'about:blank', title: 'Conflict', status: 409, detail: message, duplicates });
    this.name = 'PossibleDuplicatesError';
  }
}
