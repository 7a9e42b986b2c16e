// A local OpenAI-compatible chat-completions server on 127.0.0.1, speaking the real streaming format:
//   data: {"id":"chatcmpl-…","object":"chat.completion.chunk",…,"choices":[{"index":0,"delta":{"content":"…"},…}]}\n\n
//   …
//   data: [DONE]\n\n
// Each request takes the next scripted answer: a stream (written in small byte pieces, so lines and multi-byte
// characters are split), a provider error (OpenAI's error JSON), a stall (no answer at all), or a stream that
// pauses until the test resumes it (or forever). Every request is recorded with how it ended.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | {
      kind: 'stream';
      /** The content deltas, in order. */
      deltas: string[];
      /** Pause after this many deltas until `resume` settles (never settles: a stall mid-stream). */
      pauseAfter?: number;
      resume?: Promise<unknown>;
      /** Bytes per write (default 48), so events arrive split mid-line (3 also splits multi-byte characters). */
      pieceBytes?: number;
      /** A provider error object sent as an event after the deltas, instead of finishing. */
      errorAfter?: { message: string; type?: string; code?: string | null };
      /** End the body without `data: [DONE]` (the finish chunk is still sent unless errorAfter). */
      omitDone?: boolean;
      /** End the body right after the deltas: no finish chunk, no [DONE] (a connection cut short). */
      cutShort?: boolean;
      /** finish_reason of the last chunk (default 'stop'). */
      finishReason?: string;
    }
  | { kind: 'error'; status: number; error?: { message: string; type?: string; param?: string | null; code?: string | null } }
  | { kind: 'json'; content: string }
  /** Accepts the request and never answers. */
  | { kind: 'stall' };

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** How the answer ended: 'finished', or 'aborted' when the client closed the connection first. */
  ended: Promise<'finished' | 'aborted'>;
}

export interface FakeChatCompletions {
  /** The base URL to configure as AI_BASE_URL (…/v1). */
  url: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order; a request with none queued gets a 500. */
  answer(...answers: FakeAnswer[]): void;
  /** The next request to arrive (or the one that already arrived and was not yet taken). */
  nextRequest(): Promise<RecordedRequest>;
  close(): Promise<void>;
}

/** OpenAI's error body for a 500. */
export const SERVER_ERROR = { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null };

const never = new Promise<never>(() => {});
/** A resume promise that never settles: the stream stalls where it paused. */
export const NEVER = never;

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function chunk(id: string, model: string, created: number, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    service_tier: 'default',
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    obfuscation: 'x7Yq',
  };
}

const event = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

async function writeInPieces(response: http.ServerResponse, text: string, pieceBytes: number) {
  const bytes = Buffer.from(text, 'utf8');
  for (let offset = 0; offset < bytes.length; offset += pieceBytes) {
    if (response.destroyed) return;
    await new Promise<void>((resolve) => response.write(bytes.subarray(offset, offset + pieceBytes), () => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const queue: FakeAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const waiting: ((request: RecordedRequest) => void)[] = [];
  let taken = 0;

  const server = http.createServer((request, response) => {
    let ended!: (how: 'finished' | 'aborted') => void;
    const endedPromise = new Promise<'finished' | 'aborted'>((resolve) => (ended = resolve));
    response.on('close', () => ended(response.writableFinished ? 'finished' : 'aborted'));
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      const recorded: RecordedRequest = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, ended: endedPromise };
      requests.push(recorded);
      waiting.shift()?.(recorded);
      void answer(recorded, response).catch(() => response.destroy());
    });
  });

  async function answer(request: RecordedRequest, response: http.ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Unknown request to ${request.url}`, type: 'invalid_request_error', param: null, code: 'unknown_url' } }));
      return;
    }
    const scripted = queue.shift() ?? { kind: 'error', status: 500, error: { ...SERVER_ERROR, message: 'No answer was scripted for this request.' } };
    const model = typeof request.body?.model === 'string' ? request.body.model : 'unknown';
    switch (scripted.kind) {
      case 'stall':
        return; // the socket stays open until the client gives up
      case 'error':
        response.writeHead(scripted.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: scripted.error ?? SERVER_ERROR }));
        return;
      case 'json':
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: scripted.content, refusal: null }, finish_reason: 'stop' }],
          }),
        );
        return;
      case 'stream': {
        const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
        const created = Math.floor(Date.now() / 1000);
        const pieceBytes = scripted.pieceBytes ?? 48;
        response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
        response.flushHeaders();
        await writeInPieces(response, event(chunk(id, model, created, { role: 'assistant', content: '', refusal: null }, null)), pieceBytes);
        for (const [index, delta] of scripted.deltas.entries()) {
          if (scripted.pauseAfter === index) await (scripted.resume ?? never);
          await writeInPieces(response, event(chunk(id, model, created, { content: delta }, null)), pieceBytes);
        }
        if (scripted.pauseAfter !== undefined && scripted.pauseAfter >= scripted.deltas.length) await (scripted.resume ?? never);
        if (scripted.cutShort) {
          response.end();
          return;
        }
        if (scripted.errorAfter) {
          await writeInPieces(response, event({ error: { type: 'server_error', code: null, ...scripted.errorAfter } }), pieceBytes);
          response.end();
          return;
        }
        await writeInPieces(response, event(chunk(id, model, created, {}, scripted.finishReason ?? 'stop')), pieceBytes);
        if (!scripted.omitDone) await writeInPieces(response, event('[DONE]'), pieceBytes);
        response.end();
        return;
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => queue.push(...answers),
    nextRequest: () => (taken < requests.length ? Promise.resolve(requests[taken++]) : new Promise((resolve) => waiting.push((request) => (taken++, resolve(request))))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
