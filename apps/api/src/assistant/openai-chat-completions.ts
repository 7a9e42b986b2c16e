// The chat-completions adapter for any OpenAI-compatible API (OpenAI, Azure OpenAI's v1 API, Ollama, vLLM, LM Studio …):
// POST {AI_BASE_URL}/chat/completions with stream: true, read as server-sent events of chunks
//   data: {"choices":[{"index":0,"delta":{"content":"…"},"finish_reason":null}]}
// ending with `data: [DONE]`. The whole call is bounded by AI_TIMEOUT_MS (SPEC.md §9: 70 s).
import { Logger } from '@nestjs/common';
import type { FunctionErrorStatus } from '@tourops/contracts';
import { ChatCompletions, ChatCompletionsError, type ChatRequest } from './chat-completions';
import { EventStreamDecoder } from '@tourops/contracts';

export interface OpenAiChatCompletionsOptions {
  /** The API's base URL, as OpenAI's clients take it: https://api.openai.com/v1 */
  baseUrl: string;
  /** Sent as a bearer token; local servers may need none. */
  apiKey?: string;
  timeoutMs: number;
}

interface ChunkChoice {
  delta?: { content?: unknown };
  message?: { content?: unknown };
  finish_reason?: unknown;
}

interface Chunk {
  choices?: ChunkChoice[];
  error?: { message?: unknown } | string;
}

/** The provider's HTTP status, as the function error the browser sees. */
export function functionStatusOfProvider(httpStatus: number): FunctionErrorStatus {
  if (httpStatus === 401 || httpStatus === 403) return 'functions/failed-precondition';
  if (httpStatus === 400 || httpStatus === 404 || httpStatus === 422) return 'functions/invalid-argument';
  if (httpStatus === 408 || httpStatus === 504) return 'functions/deadline-exceeded';
  if (httpStatus === 429) return 'functions/resource-exhausted';
  return 'functions/unavailable';
}

const MAX_PROVIDER_MESSAGE = 300;

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const body = value as { error?: unknown; message?: unknown; detail?: unknown };
  if (typeof body.error === 'string') return body.error;
  if (typeof body.error === 'object' && body.error !== null && typeof (body.error as { message?: unknown }).message === 'string')
    return (body.error as { message: string }).message;
  if (typeof body.message === 'string') return body.message;
  if (typeof body.detail === 'string') return body.detail;
  return null;
}

const shorten = (text: string) => (text.length > MAX_PROVIDER_MESSAGE ? `${text.slice(0, MAX_PROVIDER_MESSAGE)}…` : text);

export class OpenAiChatCompletions extends ChatCompletions {
  readonly configured = true;
  private readonly endpoint: string;
  private readonly logger = new Logger('Assistant');

  constructor(private readonly options: OpenAiChatCompletionsOptions) {
    super();
    const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.endpoint = new URL('chat/completions', base).toString();
  }

  async *stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string> {
    const call = new AbortController();
    const stop = (reason: ChatCompletionsError) => {
      if (!call.signal.aborted) call.abort(reason);
    };
    const seconds = this.options.timeoutMs / 1000;
    const timer = setTimeout(
      () => stop(new ChatCompletionsError('functions/deadline-exceeded', `The AI provider did not finish the draft within ${seconds} s.`)),
      this.options.timeoutMs,
    );
    const cancel = () => stop(new ChatCompletionsError('functions/cancelled', 'The draft was cancelled.'));
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', cancel, { once: true });
    let complete = false;
    try {
      const response = await this.post(request, call.signal);
      yield* this.read(response);
      complete = true;
    } catch (error) {
      throw this.failure(error, call.signal);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', cancel);
      // The consumer stopped early (or something failed): do not leave the request running.
      if (!complete) cancel();
    }
  }

  private async post(request: ChatRequest, signal: AbortSignal): Promise<Response> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: request.model, messages: request.messages, stream: true }),
      signal,
    });
    if (response.ok) return response;
    const text = await response.text();
    let message: string | null = null;
    try {
      message = messageOf(JSON.parse(text));
    } catch {
      message = text.trim() || null;
    }
    const status = functionStatusOfProvider(response.status);
    // Never repeat (nor log) what a provider says about the key: it may quote part of it.
    if (response.status === 401 || response.status === 403) {
      this.logger.warn(`The AI provider refused the configured key (${response.status}).`);
      throw new ChatCompletionsError(status, `The AI provider refused the configured key (${response.status}); check AI_API_KEY.`);
    }
    this.logger.warn(`The AI provider answered ${response.status}: ${shorten(message ?? '(no message)')}`);
    throw new ChatCompletionsError(status, `The AI provider answered ${response.status}${message ? `: ${shorten(message)}` : '.'}`);
  }

  private async *read(response: Response): AsyncIterable<string> {
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      // A server that ignores stream: true answers one completion.
      const content = ((await response.json()) as Chunk).choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new ChatCompletionsError('functions/internal', 'The AI provider answered without a text.');
      yield content;
      return;
    }
    if (!response.body) throw new ChatCompletionsError('functions/internal', 'The AI provider answered without a body.');
    const reader = response.body.getReader();
    const decoder = new EventStreamDecoder();
    let finished = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        const events = done ? decoder.end() : decoder.push(value);
        for (const data of events) {
          if (data === '[DONE]') return;
          const chunk = this.parse(data);
          const choice = chunk.choices?.[0];
          if (choice?.finish_reason === 'content_filter')
            throw new ChatCompletionsError('functions/internal', 'The AI provider withheld the draft (content filter).');
          if (typeof choice?.finish_reason === 'string') finished = true;
          const content = choice?.delta?.content;
          if (typeof content === 'string' && content !== '') yield content;
        }
        if (done) break;
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
    // Some servers end the body without [DONE]: that is fine once the answer said it was finished.
    if (!finished) throw new ChatCompletionsError('functions/unavailable', 'The AI provider closed the stream before the draft was complete.');
  }

  private parse(data: string): Chunk {
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      throw new ChatCompletionsError('functions/internal', 'The AI provider sent an event that is not JSON.');
    }
    if (typeof chunk !== 'object' || chunk === null) throw new ChatCompletionsError('functions/internal', 'The AI provider sent an event that is not a JSON object.');
    if (chunk.error) {
      const message = messageOf(chunk) ?? 'no message';
      this.logger.warn(`The AI provider failed while streaming: ${shorten(message)}`);
      throw new ChatCompletionsError('functions/unavailable', `The AI provider failed while drafting: ${shorten(message)}`);
    }
    return chunk;
  }

  /** What a failure means to the caller: the abort's reason when the call was aborted, else the error itself. */
  private failure(error: unknown, signal: AbortSignal): ChatCompletionsError {
    if (signal.aborted && signal.reason instanceof ChatCompletionsError) return signal.reason;
    if (error instanceof ChatCompletionsError) return error;
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
    this.logger.warn(`The AI provider could not be reached: ${detail}`);
    return new ChatCompletionsError('functions/unavailable', `The AI provider could not be reached (${detail}).`);
  }
}
