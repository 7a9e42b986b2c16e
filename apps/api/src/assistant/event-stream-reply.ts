// A Fastify reply turned into a text/event-stream: one `data: <json>\n\n` per event, written as soon as it is sent.
// Fastify stops managing the reply (hijack), so errors after open() must become events, never exceptions.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Comment lines keep idle proxies from closing a stream while the model thinks. */
export const HEARTBEAT_MS = 15_000;

export class EventStreamReply<E> {
  private readonly disconnect = new AbortController();
  private readonly heartbeat: NodeJS.Timeout;

  /** Aborts when the client goes away before the stream ends. */
  readonly clientGone: AbortSignal = this.disconnect.signal;

  private constructor(private readonly raw: ServerResponse) {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders();
    raw.on('close', () => {
      clearInterval(this.heartbeat);
      if (!raw.writableFinished) this.disconnect.abort();
    });
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    if (!raw.socket || raw.socket.destroyed) this.disconnect.abort(); // gone while the request was being checked
  }

  static open<E>(reply: FastifyReply): EventStreamReply<E> {
    reply.hijack();
    return new EventStreamReply<E>(reply.raw);
  }

  send(event: E) {
    this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  end() {
    clearInterval(this.heartbeat);
    if (!this.raw.writableEnded) this.raw.end();
  }

  private write(text: string) {
    if (!this.raw.writableEnded && !this.raw.destroyed) this.raw.write(text);
  }
}
