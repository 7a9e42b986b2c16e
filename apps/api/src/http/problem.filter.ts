// Turns every error into application/problem+json: domain rejections, stale writes, validation, framework errors.
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '@tourops/domain';
import { AppendTooLargeError, StreamDeletedError, WrongExpectedRevisionError } from '@tourops/event-store';
import { MissingOrganizationError } from '@tourops/read-store';
import { CommandTooLargeError, ContentionError, StaleRevisionError } from '@tourops/runtime';
import type { Problem } from '@tourops/contracts';
import { GoneError, RateLimitedError, ValidationError } from './errors';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const DOMAIN_STATUS = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 } as const;

export function toProblem(error: unknown): Problem {
  const problem = (status: number, detail: string, extra: Partial<Problem> = {}): Problem => ({
    type: 'about:blank',
    title: TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    status,
    detail,
    ...extra,
  });
  if (error instanceof ValidationError) return problem(400, error.message, { errors: error.fields });
  if (error instanceof GoneError) return problem(410, error.message, { reason: error.reason });
  if (error instanceof RateLimitedError) return problem(429, error.message);
  if (error instanceof DomainError)
    return problem(DOMAIN_STATUS[error.code], error.message, { ...(error.fields ? { errors: error.fields } : {}), ...factsOf(error) });
  if (error instanceof StaleRevisionError)
    return problem(409, error.message, { currentRevision: error.currentRevision });
  if (error instanceof ContentionError) return problem(409, error.message);
  if (error instanceof WrongExpectedRevisionError)
    return problem(409, 'Someone else changed this at the same moment; reload and try again.', { currentRevision: error.actual });
  if (error instanceof MissingOrganizationError) return problem(403, error.message);
  // An append outside the command path (which refuses it first, CommandTooLargeError) that the store refused as too large.
  if (error instanceof AppendTooLargeError) return toProblem(new CommandTooLargeError(error.sizeInBytes, error.maxBytes));
  // A stream tombstoned in EventStoreDB outside the product: nothing can be added to it again (ADR 0047).
  if (error instanceof StreamDeletedError) return problem(410, 'This record was deleted from the event store outside the product and can no longer be changed.');
  if (error instanceof HttpException) {
    const response = error.getResponse() as string | { message?: string | string[] };
    const message = typeof response === 'string' ? response : response.message;
    return problem(error.getStatus(), describeHttpException(Array.isArray(message) ? message.join('; ') : (message ?? error.message)));
  }
  const framework = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  const code = typeof framework.code === 'string' ? framework.code : '';
  const status = typeof framework.statusCode === 'number' ? framework.statusCode : 0;
  if ((status >= 400 && status < 500) || (status > 500 && status < 600 && /^(FST_|ERR_HTTP_)/.test(code)))
    return problem(status, describeFrameworkError(code, typeof framework.message === 'string' ? framework.message : '', status));
  return problem(500, 'Something went wrong on our side; it has been logged.');
}

/** The problem's own members, which a rejection's facts may not replace (a fact named `status` once answered 500). */
const PROBLEM_MEMBERS = new Set(['type', 'title', 'status', 'detail', 'errors']);

const factsOf = (error: DomainError) => Object.fromEntries(Object.entries(error.facts ?? {}).filter(([name]) => !PROBLEM_MEMBERS.has(name)));

/** Nest's own not-found answer ("Cannot PUT /api/x") in words that say what to do. */
function describeHttpException(message: string): string {
  const route = /^Cannot (\w+) (.*)$/.exec(message);
  return route ? `There is no API route ${route[1]} ${route[2].split('?')[0]}; the routes are listed at /api/docs.` : message;
}

function describeFrameworkError(code: string, message: string, status: number): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return `The body is not valid JSON: ${message}`;
    case 'BODY_RESERVED_PROPERTY':
    case 'BODY_NOT_UTF8':
      return message;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is empty although the content-type says application/json; send a JSON object, or no content-type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The body is too large for this route; send less at once.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return 'Send the body as application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The content-length header does not match the body that was sent.';
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid: it holds a percent-encoding that is not UTF-8.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A path parameter of the URL is too long to be an id or a name.';
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return 'The request could not be matched to a route.';
    case 'FST_ERR_HANDLER_TIMEOUT':
      return 'The server took too long to answer; try again.';
    case 'FST_SERVER_CLOSING':
      return 'The server is restarting; try again in a moment.';
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'The request took too long to arrive; send it again.';
    case 'HPE_HEADER_OVERFLOW':
      return 'The request line and headers are too large; shorten the URL or the headers.';
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 'The chunked body carries too much extension data.';
    default:
      if (code.startsWith('HPE_')) return 'The request is not valid HTTP and could not be read.';
      return message && !/^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(message) ? message : `The request could not be handled (${TITLES[status] ?? status}).`;
  }
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problem');

  catch(error: unknown, host: ArgumentsHost) {
    const problem = toProblem(error);
    if (problem.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(problem.status).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
  }
}
