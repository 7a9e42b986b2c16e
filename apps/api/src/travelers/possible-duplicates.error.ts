// 409 for a registration that may duplicate known travelers: a problem+json that also lists the matches, so the UI can offer "create anyway".
import { ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DuplicateMatch, DuplicateTravelerProblem } from '@tourops/contracts';

export class PossibleDuplicatesError extends Error {
  constructor(
    message: string,
    readonly duplicates: DuplicateMatch[],
  ) {
    super(message);
    this.name = 'PossibleDuplicatesError';
  }
}

@Catch(PossibleDuplicatesError)
export class PossibleDuplicatesFilter implements ExceptionFilter<PossibleDuplicatesError> {
  catch(error: PossibleDuplicatesError, host: ArgumentsHost) {
    const problem: DuplicateTravelerProblem = { type: 'about:blank', title: 'Conflict', status: 409, detail: error.message, duplicates: error.duplicates };
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(409).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
  }
}
