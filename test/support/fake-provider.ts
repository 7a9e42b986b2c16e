// A local HTTP stand-in for a provider on 127.0.0.1: every request is recorded; it takes the next scripted answer
// when a test queued one, else the provider's documented answer computed from the request. Scripted answers can
// also misbehave: a body that is not JSON, an empty 204, or no answer at all (for the adapters' time limits).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'text'; status: number; body: string; contentType?: string; headers?: Record<string, string> }
  /** A status without a body (204 No Content). */
  | { kind: 'empty'; status: number }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Sends the status and headers, then never finishes the body. */
  | { kind: 'hang-after-headers'; status: number }
  /** The documented answer, computed at once (a provider that accepted the request: its effect happens), sent `afterMs` later. */
  | { kind: 'late'; afterMs: number };

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as a form (application/x-www-form-urlencoded). */
  form: URLSearchParams;
}

export interface FakeProvider {
  /** The base URL to configure. */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order; then the documented answers resume. */
  script(...answers: FakeAnswer[]): void;
  /** Resolves when `count` requests have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FakeAnswer => ({ kind: 'json', status, body, headers });
export const notJson = (status = 200): FakeAnswer => ({ kind: 'text', status, body: '<html><body>502 Bad Gateway</body></html>', contentType: 'text/html' });
export const truncatedJson = (status = 200): FakeAnswer => ({ kind: 'text', status, body: '{"hourly": {"time": ["2026-07-01T10:', contentType: 'application/json' });
export const hang: FakeAnswer = { kind: 'hang' };
export const late = (afterMs: number): FakeAnswer => ({ kind: 'late', afterMs });

export async function startFakeProvider(documented: (request: RecordedRequest) => FakeAnswer): Promise<FakeProvider> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];

  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: new URL(request.url ?? '/', 'http://127.0.0.1'),
        headers: request.headers,
        body,
        form: new URLSearchParams(body),
      };
      requests.push(recorded);
      waiters = waiters.filter((waiter) => (requests.length >= waiter.count ? (waiter.resolve(), false) : true));
      answer(queue.shift() ?? documented(recorded), response, recorded);
    });
  });

  function answer(scripted: FakeAnswer, response: http.ServerResponse, recorded: RecordedRequest) {
    switch (scripted.kind) {
      case 'late': {
        const accepted = documented(recorded);
        setTimeout(() => answer(accepted, response, recorded), scripted.afterMs).unref();
        return;
      }
      case 'json':
        response.writeHead(scripted.status, { 'content-type': 'application/json; charset=utf-8', ...scripted.headers });
        response.end(JSON.stringify(scripted.body));
        return;
      case 'text':
        response.writeHead(scripted.status, { 'content-type': scripted.contentType ?? 'text/plain', ...scripted.headers });
        response.end(scripted.body);
        return;
      case 'empty':
        response.writeHead(scripted.status);
        response.end();
        return;
      case 'hang':
        return;
      case 'hang-after-headers':
        response.writeHead(scripted.status, { 'content-type': 'application/json; charset=utf-8' });
        response.write('[');
        return;
      default: {
        const unknown: never = scripted;
        throw new Error(`unknown answer ${JSON.stringify(unknown)}`);
      }
    }
  }

  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => void queue.push(...answers),
    received: (count) => (requests.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
