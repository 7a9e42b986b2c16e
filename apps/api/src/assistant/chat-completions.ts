// The port to a chat-completions model: a request in, the answer's text out piece by piece as it is generated.
import { ASSISTANT_NOT_SET_UP, type FunctionErrorStatus } from '@tourops/contracts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
}

/** Why a completion failed, as a SPEC.md §8 function error ('functions/…') the browser can be shown. */
export class ChatCompletionsError extends Error {
  constructor(
    readonly status: FunctionErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ChatCompletionsError';
  }
}

export abstract class ChatCompletions {
  /** False when no model is set up; stream() then fails with functions/failed-precondition. */
  abstract readonly configured: boolean;

  /**
   * The answer's text in pieces, in order; the iteration ends when the answer is complete. Fails with a
   * ChatCompletionsError: functions/cancelled once `signal` aborts (the caller went away), and
   * functions/deadline-exceeded when the whole call takes longer than the configured timeout. Stopping the
   * iteration early aborts the call.
   */
  abstract stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** The adapter of a server without AI_BASE_URL. */
export class NotConfiguredChatCompletions extends ChatCompletions {
  readonly configured = false;

  async *stream(): AsyncIterable<string> {
    throw new ChatCompletionsError('functions/failed-precondition', ASSISTANT_NOT_SET_UP);
  }
}
