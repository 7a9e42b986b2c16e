// POST /api/assistant/drafts and its text/event-stream, as events only: whatever goes wrong (a problem answer,
// the network, a malformed event, a stream cut short) arrives as an {error} event with a SPEC.md §8 'functions/…'
// status. No React and no zod here (the web keeps zod out of its bundle), so test/api/assistant.api.spec.ts runs it
// against the real API.
import type { DraftEvent, DraftRequestBody, FunctionErrorStatus } from '@tourops/contracts';
import { EventStreamDecoder } from '@tourops/contracts';

/** SPEC.md §8: the function error of an HTTP status. */
export function functionStatusOfHttp(status: number): FunctionErrorStatus {
  const statuses: Record<number, FunctionErrorStatus> = {
    400: 'functions/invalid-argument',
    401: 'functions/unauthenticated',
    403: 'functions/permission-denied',
    404: 'functions/not-found',
    409: 'functions/aborted',
    412: 'functions/failed-precondition',
    429: 'functions/resource-exhausted',
    499: 'functions/cancelled',
    500: 'functions/internal',
    501: 'functions/unimplemented',
    503: 'functions/unavailable',
    504: 'functions/deadline-exceeded',
  };
  return statuses[status] ?? (status >= 500 ? 'functions/unavailable' : 'functions/invalid-argument');
}

const failure = (status: FunctionErrorStatus, message: string): DraftEvent => ({ error: { status, message } });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One event's data as a draft event; the SPEC §8 messages for what is not one. */
export function toDraftEvent(data: string): DraftEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return failure('functions/internal', 'Response is not valid JSON object.');
  }
  if (!isObject(value)) return failure('functions/internal', 'Response is not valid JSON object.');
  if (typeof value.message === 'string') return { message: value.message };
  if (isObject(value.result) && typeof value.result.text === 'string') return { result: { text: value.result.text } };
  if (isObject(value.error) && typeof value.error.status === 'string' && typeof value.error.message === 'string')
    return failure(value.error.status as FunctionErrorStatus, value.error.message);
  return failure('functions/internal', 'Response is missing data field.');
}

export interface DraftCall {
  body: DraftRequestBody;
  /** The bearer token of the session (null: none). */
  token: string | null;
  /** Aborting it stops the draft: the server then aborts the model's call. Nothing more is reported. */
  signal: AbortSignal;
  onEvent: (event: DraftEvent) => void;
  /** Where the API is (default: this origin). */
  baseUrl?: string;
}

/** Streams one draft into onEvent: {message}…, then one {result} or {error}, unless aborted. Answers the HTTP status (null: none). */
export async function streamDraft({ body, token, signal, onEvent, baseUrl = '' }: DraftCall): Promise<number | null> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/assistant/drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (!signal.aborted) onEvent(failure('functions/unavailable', 'The server could not be reached. Check the connection and try again.'));
    return null;
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    onEvent(await problemEvent(response));
    return response.status;
  }
  const reader = response.body?.getReader();
  if (!reader) {
    onEvent(failure('functions/internal', 'Response is missing data field.'));
    return response.status;
  }
  const decoder = new EventStreamDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      for (const data of done ? decoder.end() : decoder.push(value)) {
        const event = toDraftEvent(data);
        onEvent(event);
        if (!('message' in event)) {
          void reader.cancel().catch(() => undefined);
          return response.status;
        }
      }
      if (done) break;
    }
  } catch {
    if (signal.aborted) return response.status;
    onEvent(failure('functions/unavailable', 'The connection to the server was lost while drafting. Try again.'));
    return response.status;
  }
  onEvent(failure('functions/unavailable', 'The draft stopped before it was finished. Try again.'));
  return response.status;
}

async function problemEvent(response: Response): Promise<DraftEvent> {
  let detail = '';
  try {
    const problem = (await response.json()) as { title?: unknown; detail?: unknown };
    detail = typeof problem.detail === 'string' && problem.detail ? problem.detail : typeof problem.title === 'string' ? problem.title : '';
  } catch {
    // not a problem document
  }
  return failure(functionStatusOfHttp(response.status), detail || `The server answered ${response.status}.`);
}
