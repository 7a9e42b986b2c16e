// Turns every error into application/problem+json: domain rejections, stale writes, validation, framework errors.
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@tourops/domain';
import { WrongExpectedRevisionError } from '@tourops/event-store';
import { MissingOrganizationError } from '@tourops/read-store';
import { ContentionError, StaleRevisionError } from '@tourops/runtime';
import type { Problem } from '@tourops/contracts';
import { ProblemError, ValidationError } from './errors';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const DOMAIN_STATUS = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 } as const;

export function toProblem(error: unknown): Problem {
  const problem = (status: number, detail: string, extra: Partial<Problem> = {}): Problem => ({
    type: 'about:blank',
    title: TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    status,
    detail,
    ...extra,
  });
  if (error instanceof ProblemError) return error.problem;
  if (error instanceof ValidationError) return problem(400, error.message, { errors: error.fields });
  if (error instanceof DomainError)
    return problem(DOMAIN_STATUS[error.code], error.message, { ...(error.fields ? { errors: error.fields } : {}), ...error.facts });
  if (error instanceof StaleRevisionError)
    return problem(409, error.message, { currentRevision: error.currentRevision });
  if (error instanceof ContentionError) return problem(409, error.message);
  if (error instanceof WrongExpectedRevisionError)
    return problem(409, 'Someone else changed this at the same moment; reload and try again.', { currentRevision: error.actual });
  if (error instanceof MissingOrganizationError) return problem(403, error.message);
  if (error instanceof HttpException) {
    const response = error.getResponse() as string | { message?: string | string[] };
    const message = typeof response === 'string' ? response : response.message;
    return problem(error.getStatus(), Array.isArray(message) ? message.join('; ') : (message ?? error.message));
  }
  const fastifyError = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)
    return problem(fastifyError.statusCode, describeFrameworkError(String(fastifyError.code ?? ''), String(fastifyError.message ?? '')));
  return problem(500, 'Something went wrong on our side; it has been logged.');
}

function describeFrameworkError(code: string, message: string): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `The body is not valid JSON: ${message}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as application/json.';
    default:
      return message || 'The request could not be read.';
  }
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  catch(error: unknown, host: ArgumentsHost) {
    const problem = toProblem(error);
    if (problem.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(problem.status).header('content-type', 'application/problem+json; charset=utf-8').send(problem);
  }
}
