// The server-sent events decoder shared by the api (the provider's stream) and the web (the draft stream).
import { EventStreamDecoder } from './event-stream';

const BODY =
  ': a comment\r\n' +
  'data: {"message":"Città"}\r\n\r\n' +
  'event: ignored\nid: 7\nretry: 1000\ndata: first line\ndata:second line\n\n' +
  'data\n\n' +
  'data: [DONE]\r\r';

const EXPECTED = ['{"message":"Città"}', 'first line\nsecond line', '', '[DONE]'];

describe('the event-stream decoder', () => {
  const make = () => new EventStreamDecoder();

  it('decodes a whole body: CRLF, CR and LF lines, comments, multi-line data, other fields ignored', () => {
    const decoder = make();
    expect([...decoder.push(BODY), ...decoder.end()]).toEqual(EXPECTED);
  });

  it('gives the same events whatever the byte pieces, splitting CRLFs and multi-byte characters', () => {
    const bytes = new TextEncoder().encode(BODY);
    for (const size of [1, 2, 3, 5, 13]) {
      const decoder = make();
      const events: string[] = [];
      for (let offset = 0; offset < bytes.length; offset += size) events.push(...decoder.push(bytes.subarray(offset, offset + size)));
      events.push(...decoder.end());
      expect([size, events]).toEqual([size, EXPECTED]);
    }
  });

  it('answers an event only once its blank line has arrived', () => {
    const decoder = make();
    expect(decoder.push('data: {"a":')).toEqual([]);
    expect(decoder.push('1}\n')).toEqual([]);
    expect(decoder.push('\n')).toEqual(['{"a":1}']);
  });

  it('keeps a last event that lacks its blank line, and nothing when the body ends cleanly', () => {
    const unfinished = make();
    expect([...unfinished.push('data: [DONE]'), ...unfinished.end()]).toEqual(['[DONE]']);
    const clean = make();
    expect([...clean.push('data: x\n\n'), ...clean.end()]).toEqual(['x']);
  });
});
