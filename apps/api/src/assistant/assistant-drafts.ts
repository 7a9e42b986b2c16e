// Drafting: the tour read from its stream, the prompt from the ai settings, the model's answer as events.
// Nothing is written: the operator accepts a draft with an ordinary PATCH of the day or the tour.
import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EventStore } from '@tourops/event-store';
import type { AssistantView, DraftEvent, DraftKind } from '@tourops/contracts';
import { EVENT_STORE, SettingsStreams } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { readTour } from '../tours/tours.stream';
import { ChatCompletions, ChatCompletionsError, type ChatRequest } from './chat-completions';
import { buildDraftPrompt, finishDraftText } from './draft-prompt';

export interface DraftOrder {
  kind: DraftKind;
  tourId: string;
  dayId?: string;
}

/** A draft whose request has been checked: ready to stream. */
export interface PreparedDraft {
  kind: DraftKind;
  request: ChatRequest;
}

@Injectable()
export class AssistantDrafts {
  private readonly logger = new Logger('Assistant');

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly settings: SettingsStreams,
    private readonly chat: ChatCompletions,
  ) {}

  async status(orgId: string): Promise<AssistantView> {
    const ai = await this.settings.get(orgId, 'ai');
    return { configured: this.chat.configured, model: ai.model };
  }

  /** The chat request of a draft; 404 for a tour or day the caller's organization does not have. */
  async prepare(caller: Caller, order: DraftOrder): Promise<PreparedDraft> {
    const [tour, ai] = await Promise.all([readTour(this.eventStore, caller.orgId, order.tourId), this.settings.get(caller.orgId, 'ai')]);
    const request = buildDraftPrompt({ kind: order.kind, ai, tour, dayId: order.dayId });
    if (!request) throw new NotFoundException('Day not found.');
    return { kind: order.kind, request };
  }

  /** {message} for each piece of text as the model writes it, then {result} or {error}. Never throws. */
  async *events(draft: PreparedDraft, clientGone: AbortSignal): AsyncIterable<DraftEvent> {
    let answer = '';
    try {
      for await (const piece of this.chat.stream(draft.request, clientGone)) {
        answer += piece;
        yield { message: piece };
      }
    } catch (error) {
      if (error instanceof ChatCompletionsError) {
        yield { error: { status: error.status, message: error.message } };
        return;
      }
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      yield { error: { status: 'functions/internal', message: 'Something went wrong on our side; it has been logged.' } };
      return;
    }
    const text = finishDraftText(draft.kind, answer);
    if (text) yield { result: { text } };
    else yield { error: { status: 'functions/internal', message: 'The AI provider answered with an empty draft; try again.' } };
  }
}
