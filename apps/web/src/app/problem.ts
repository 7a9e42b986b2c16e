// Turns any failed call (HTTP problem, network failure, thrown error) into one Problem the UI can show.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Problem } from '@tourops/contracts';

const isProblemBody = (value: unknown): value is Partial<Problem> =>
  typeof value === 'object' && value !== null && ('title' in value || 'detail' in value);

export function toProblem(error: FetchBaseQueryError | SerializedError | undefined | null): Problem | null {
  if (!error) return null;
  if (!('status' in error)) {
    return { type: 'about:blank', title: 'Unexpected error', status: 0, detail: error.message ?? 'Something went wrong.' };
  }
  const { status } = error;
  if (typeof status === 'number') {
    const body = error.data;
    if (isProblemBody(body)) {
      return { type: body.type ?? 'about:blank', title: body.title ?? 'Request failed', status, detail: body.detail ?? '', errors: body.errors, currentRevision: body.currentRevision, reason: body.reason };
    }
    return { type: 'about:blank', title: 'Request failed', status, detail: typeof body === 'string' && body.length < 300 ? body : `The server answered ${status}.` };
  }
  switch (status) {
    case 'FETCH_ERROR':
      return { type: 'about:blank', title: 'Network error', status: 0, detail: 'The server could not be reached. Check the connection and try again.' };
    case 'TIMEOUT_ERROR':
      return { type: 'about:blank', title: 'Timed out', status: 0, detail: 'The server took too long to answer. Try again.' };
    case 'PARSING_ERROR':
      return { type: 'about:blank', title: 'Unreadable answer', status: error.originalStatus, detail: `The server answered ${error.originalStatus} with a body that is not JSON.` };
    case 'CUSTOM_ERROR':
      return { type: 'about:blank', title: 'Request failed', status: 0, detail: error.error };
  }
}

export function problemStatus(error: FetchBaseQueryError | SerializedError | undefined | null): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}
