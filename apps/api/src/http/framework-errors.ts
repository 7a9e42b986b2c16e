// The answers Fastify and Node would give by themselves (bad URL, long parameter, malformed HTTP, timeouts, closing), as problem+json through toProblem.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PROBLEM_CONTENT_TYPE, toProblem } from './problem.filter';

/** An error Fastify or Node raises outside a route: its status and code, described in words by toProblem. */
export class FrameworkError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message = '',
  ) {
    super(message);
    this.name = 'FrameworkError';
  }
}

export function sendProblem(reply: FastifyReply, error: unknown) {
  const problem = toProblem(error);
  return reply.status(problem.status).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded, a path parameter over maxParamLength, a failed route constraint. */
export function answerFrameworkError(error: unknown, _request: unknown, reply: FastifyReply) {
  void sendProblem(reply, error);
}

const CLIENT_ERRORS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** Fastify's `clientErrorHandler`: Node's parser failed before there was a request (malformed HTTP, headers too large, too slow). */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = error.code ?? 'HPE_INVALID';
  const problem = toProblem(new FrameworkError(CLIENT_ERRORS[code] ?? 400, code, error.message));
  const body = JSON.stringify(problem);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${problem.status} ${problem.title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** Replaces Fastify's plain-JSON 503 while the server closes: requests still arriving are told to come back. */
export function answerWhileClosing(fastify: FastifyInstance) {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void sendProblem(reply.header('connection', 'close').header('retry-after', '1'), new FrameworkError(503, 'FST_SERVER_CLOSING'));
  });
}
