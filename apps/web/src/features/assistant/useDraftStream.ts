// Runs one AI draft at a time and keeps its text: streamed pieces as they come, then the final text, then edits.
import type { DraftError, DraftEvent, DraftRequestBody } from '@tourops/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { getAccessToken } from '../identity/identityBridge';
import { sessionRejected } from '../identity/identitySlice';
import { streamDraft } from './draftStream';

/** idle: nothing drafted (or discarded); streaming: the model is writing; done: the final text is there; error: it failed. */
export type DraftStatus = 'idle' | 'streaming' | 'done' | 'error';

export interface DraftStream {
  status: DraftStatus;
  /** What the model has written so far; the final text once done; then the operator's edits. Kept on error. */
  text: string;
  /** Why the draft failed ('functions/…' status and a message to show). */
  error: DraftError | null;
  /** Starts a draft, stopping one still running. */
  start: (request: DraftRequestBody) => void;
  /** Stops a running draft (the server aborts the model's call) and forgets the text: Discard. */
  cancel: () => void;
  /** The operator edits the text. */
  setText: (text: string) => void;
}

interface State {
  status: DraftStatus;
  text: string;
  error: DraftError | null;
}

const IDLE: State = { status: 'idle', text: '', error: null };

function applyEvent(state: State, event: DraftEvent): State {
  if ('message' in event) return { ...state, text: state.text + event.message };
  if ('result' in event) return { status: 'done', text: event.result.text, error: null };
  return { ...state, status: 'error', error: event.error };
}

export function useDraftStream(): DraftStream {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>(IDLE);
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (body: DraftRequestBody) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'streaming', text: '', error: null });
      const onEvent = (event: DraftEvent) => {
        if (running.current === controller) setState((current) => applyEvent(current, event));
      };
      void (async () => {
        try {
          const token = await getAccessToken().catch(() => null);
          if (controller.signal.aborted) return;
          const status = await streamDraft({ body, token, signal: controller.signal, onEvent });
          if (status === 401) dispatch(sessionRejected());
        } catch (error) {
          onEvent({ error: { status: 'functions/internal', message: error instanceof Error ? error.message : 'The draft failed.' } });
        } finally {
          if (running.current === controller) running.current = null;
        }
      })();
    },
    [dispatch, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  const setText = useCallback((text: string) => setState((current) => ({ ...current, text })), []);

  return { ...state, start, cancel, setText };
}
