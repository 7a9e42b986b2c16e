// The OpenAI-compatible adapter against a local server speaking the real streaming format.
import { Logger } from '@nestjs/common';
import { NEVER, SERVER_ERROR, startFakeChatCompletions, type FakeChatCompletions } from '../../../../test/support/fake-chat-completions';
import { ChatCompletionsError, NotConfiguredChatCompletions } from './chat-completions';
import { OpenAiChatCompletions, functionStatusOfProvider } from './openai-chat-completions';

let fake: FakeChatCompletions;
beforeAll(async () => {
  Logger.overrideLogger(['error']); // the adapter warns about every provider failure these cases provoke
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());

const request = { model: 'gpt-5-mini', messages: [{ role: 'system' as const, content: 'Be brief.' }, { role: 'user' as const, content: 'A title.' }] };
const adapter = (options: Partial<{ apiKey: string; timeoutMs: number; baseUrl: string }> = {}) =>
  new OpenAiChatCompletions({ baseUrl: fake.url, apiKey: 'sk-test', timeoutMs: 2000, ...options });

async function collect(pieces: AsyncIterable<string>): Promise<{ pieces: string[]; error?: ChatCompletionsError }> {
  const seen: string[] = [];
  try {
    for await (const piece of pieces) seen.push(piece);
    return { pieces: seen };
  } catch (error) {
    if (!(error instanceof ChatCompletionsError)) throw error;
    return { pieces: seen, error };
  }
}

describe('the OpenAI-compatible chat completions adapter', () => {
  it('posts the model and messages with stream: true and the bearer key, and yields the deltas', async () => {
    fake.answer({ kind: 'stream', deltas: ['Città', ' di', ' ☀️ sole'], pieceBytes: 3 });
    const { pieces, error } = await collect(adapter().stream(request, new AbortController().signal));
    expect(error).toBeUndefined();
    expect(pieces).toEqual(['Città', ' di', ' ☀️ sole']);
    const sent = await fake.nextRequest();
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.headers.accept).toBe('text/event-stream');
    expect(sent.body).toEqual({ ...request, stream: true });
    expect(await sent.ended).toBe('finished');
  });

  it('sends no authorization without a key, and takes a base URL with a trailing slash', async () => {
    fake.answer({ kind: 'stream', deltas: ['ok'] });
    expect((await collect(adapter({ apiKey: undefined, baseUrl: `${fake.url}/` }).stream(request, new AbortController().signal))).pieces).toEqual(['ok']);
    expect((await fake.nextRequest()).headers.authorization).toBeUndefined();
  });

  it('accepts a stream that ends without [DONE] once the answer said it finished, and a plain JSON answer', async () => {
    fake.answer({ kind: 'stream', deltas: ['a', 'b'], omitDone: true }, { kind: 'json', content: 'Whole answer' });
    expect((await collect(adapter().stream(request, new AbortController().signal))).pieces).toEqual(['a', 'b']);
    expect((await collect(adapter().stream(request, new AbortController().signal))).pieces).toEqual(['Whole answer']);
    await fake.nextRequest();
    await fake.nextRequest();
  });

  it('turns a provider error into the matching function error, with the provider’s message', async () => {
    fake.answer({ kind: 'error', status: 500 });
    const { error } = await collect(adapter().stream(request, new AbortController().signal));
    expect(error?.status).toBe('functions/unavailable');
    expect(error?.message).toBe(`The AI provider answered 500: ${SERVER_ERROR.message}`);
    await fake.nextRequest();
  });

  it('never repeats what the provider says about the key', async () => {
    fake.answer({ kind: 'error', status: 401, error: { message: 'Incorrect API key provided: sk-te***st.', type: 'invalid_request_error', code: 'invalid_api_key' } });
    const { error } = await collect(adapter().stream(request, new AbortController().signal));
    expect(error?.status).toBe('functions/failed-precondition');
    expect(error?.message).not.toContain('sk-te');
    await fake.nextRequest();
  });

  it('maps provider statuses to SPEC §8 function errors', () => {
    expect([400, 401, 403, 404, 408, 422, 429, 500, 502, 503, 504].map(functionStatusOfProvider)).toEqual([
      'functions/invalid-argument',
      'functions/failed-precondition',
      'functions/failed-precondition',
      'functions/invalid-argument',
      'functions/deadline-exceeded',
      'functions/invalid-argument',
      'functions/resource-exhausted',
      'functions/unavailable',
      'functions/unavailable',
      'functions/unavailable',
      'functions/deadline-exceeded',
    ]);
  });

  it('fails on an error event in the middle of the stream, and on a stream cut short', async () => {
    fake.answer({ kind: 'stream', deltas: ['Half'], errorAfter: { message: 'Model overloaded' } });
    const midway = await collect(adapter().stream(request, new AbortController().signal));
    expect(midway.pieces).toEqual(['Half']);
    expect(midway.error).toMatchObject({ status: 'functions/unavailable', message: 'The AI provider failed while drafting: Model overloaded' });
    await fake.nextRequest();
    fake.answer({ kind: 'stream', deltas: ['Half'], cutShort: true });
    const cut = await collect(adapter().stream(request, new AbortController().signal));
    expect(cut.pieces).toEqual(['Half']);
    expect(cut.error).toMatchObject({ status: 'functions/unavailable', message: 'The AI provider closed the stream before the draft was complete.' });
    await fake.nextRequest();
  });

  it('fails with deadline-exceeded when the provider does not answer in time, and aborts the request', async () => {
    fake.answer({ kind: 'stall' });
    const { error } = await collect(adapter({ timeoutMs: 150 }).stream(request, new AbortController().signal));
    expect(error).toMatchObject({ status: 'functions/deadline-exceeded', message: 'The AI provider did not finish the draft within 0.15 s.' });
    expect(await (await fake.nextRequest()).ended).toBe('aborted');
  });

  it('bounds the whole call, not only the wait for the first byte', async () => {
    fake.answer({ kind: 'stream', deltas: ['One', ' two'], pauseAfter: 1, resume: NEVER });
    const { pieces, error } = await collect(adapter({ timeoutMs: 150 }).stream(request, new AbortController().signal));
    expect(pieces).toEqual(['One']);
    expect(error?.status).toBe('functions/deadline-exceeded');
    expect(await (await fake.nextRequest()).ended).toBe('aborted');
  });

  it('aborts the request when the caller goes away, or stops reading', async () => {
    fake.answer({ kind: 'stream', deltas: ['One', ' two'], pauseAfter: 1, resume: NEVER });
    const caller = new AbortController();
    const pieces = adapter().stream(request, caller.signal)[Symbol.asyncIterator]();
    expect(await pieces.next()).toEqual({ value: 'One', done: false });
    caller.abort();
    await expect(pieces.next()).rejects.toMatchObject({ status: 'functions/cancelled' });
    expect(await (await fake.nextRequest()).ended).toBe('aborted');

    fake.answer({ kind: 'stream', deltas: ['One', ' two'], pauseAfter: 1, resume: NEVER });
    for await (const piece of adapter().stream(request, new AbortController().signal)) if (piece === 'One') break;
    expect(await (await fake.nextRequest()).ended).toBe('aborted');
  });

  it('says the provider could not be reached', async () => {
    const closed = await startFakeChatCompletions();
    await closed.close();
    const { error } = await collect(adapter({ baseUrl: closed.url }).stream(request, new AbortController().signal));
    expect(error).toMatchObject({ status: 'functions/unavailable', message: 'The AI provider could not be reached (ECONNREFUSED).' });
  });

  it('is replaced by an adapter that says the assistant is not set up', async () => {
    const none = new NotConfiguredChatCompletions();
    expect(none.configured).toBe(false);
    expect((await collect(none.stream())).error).toMatchObject({ status: 'functions/failed-precondition', message: 'The AI assistant is not set up (AI_BASE_URL).' });
  });
});
