// Decodes a text/event-stream body (the WHATWG server-sent events format) into the data of each event; used by the api (the provider's stream) and the web (the draft stream).
// Text arrives in arbitrary pieces: a line, a CRLF or a multi-byte character may be split between two.

export class EventStreamDecoder {
  private readonly text = new TextDecoder('utf-8');
  private buffer = '';
  private data: string[] | null = null;

  /** Feeds the next bytes (or already decoded text); answers the data of every event they complete, in order. */
  push(chunk: Uint8Array | string): string[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.text.decode(chunk, { stream: true });
    const events: string[] = [];
    let start = 0;
    for (;;) {
      const lf = this.buffer.indexOf('\n', start);
      const cr = this.buffer.indexOf('\r', start);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (end === -1) break;
      // A CR at the very end may be the first half of a CRLF: wait for the next piece.
      if (end === cr && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(start, end);
      start = end + (end === cr && this.buffer[end + 1] === '\n' ? 2 : 1);
      this.line(line, events);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** The body ended: a last event without its closing blank line still counts. */
  end(): string[] {
    const events: string[] = [];
    this.buffer += this.text.decode();
    if (this.buffer !== '') this.line(this.buffer.replace(/\r$/, ''), events);
    this.buffer = '';
    this.line('', events);
    return events;
  }

  private line(line: string, events: string[]) {
    if (line === '') {
      if (this.data) events.push(this.data.join('\n'));
      this.data = null;
      return;
    }
    if (line.startsWith(':')) return; // a comment, such as a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return; // event, id and retry carry nothing these streams use
    const value = colon === -1 ? '' : line.slice(colon + 1);
    (this.data ??= []).push(value.startsWith(' ') ? value.slice(1) : value);
  }
}
