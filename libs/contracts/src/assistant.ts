// The AI assistant: drafting a day's title or description, or a tour's description (SPEC.md §3 ai settings, §7 streaming call).
//
// POST /api/assistant/drafts answers text/event-stream. Each event is one `data: <json>\n\n` line holding one of
//   {message: string}                      a piece of text, in order (append it)
//   {result: {text: string}}               the final text (replaces what was appended); the last event
//   {error: {status, message}}             the draft failed; the last event
// Problems about the request itself (401, 403, 400, 404) are answered as application/problem+json before any event.
// Drafting writes nothing: accepting a draft is an ordinary PATCH of the day or the tour.
//
// The web imports only the types from here (it keeps zod out of its bundle).
import { z } from 'zod';

export const DRAFT_KINDS = ['day-title', 'day-description', 'tour-description'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** Whether a kind drafts a field of a day (and so needs `dayId`). */
export const isDayDraft = (kind: DraftKind) => kind === 'day-title' || kind === 'day-description';

const id = (what: string) => z.string().uuid(`Must be a ${what} id.`).transform((value) => value.toLowerCase());

export const draftRequestBody = z
  .strictObject({
    kind: z.enum(DRAFT_KINDS),
    tourId: id('tour'),
    dayId: id('day').optional(),
  })
  .superRefine((body, ctx) => {
    if (isDayDraft(body.kind) && !body.dayId) ctx.addIssue({ code: 'custom', path: ['dayId'], message: `Required for a ${body.kind} draft.` });
  });
export type DraftRequestBody = z.input<typeof draftRequestBody>;

/** SPEC.md §8 function errors ('functions/…'), plus failed-precondition for an assistant that is not set up. */
export const FUNCTION_ERROR_STATUSES = [
  'functions/invalid-argument',
  'functions/failed-precondition',
  'functions/unauthenticated',
  'functions/permission-denied',
  'functions/not-found',
  'functions/aborted',
  'functions/resource-exhausted',
  'functions/cancelled',
  'functions/internal',
  'functions/unimplemented',
  'functions/unavailable',
  'functions/deadline-exceeded',
] as const;
export type FunctionErrorStatus = (typeof FUNCTION_ERROR_STATUSES)[number];

export const draftMessageEvent = z.strictObject({ message: z.string() });
export const draftResultEvent = z.strictObject({ result: z.strictObject({ text: z.string() }) });
export const draftErrorEvent = z.strictObject({ error: z.strictObject({ status: z.enum(FUNCTION_ERROR_STATUSES), message: z.string() }) });
export const draftEvent = z.union([draftMessageEvent, draftResultEvent, draftErrorEvent]);

export type DraftMessageEvent = z.infer<typeof draftMessageEvent>;
export type DraftResultEvent = z.infer<typeof draftResultEvent>;
export type DraftErrorEvent = z.infer<typeof draftErrorEvent>;
export type DraftEvent = z.infer<typeof draftEvent>;
export type DraftError = DraftErrorEvent['error'];

/** GET /api/assistant. */
export interface AssistantView {
  /** False when the server has no AI_BASE_URL: the draft buttons say the assistant is not set up. */
  configured: boolean;
  /** The model of the organization's ai settings. */
  model: string;
}

/** The failed-precondition message of a server without AI_BASE_URL (the web shows the same words). */
export const ASSISTANT_NOT_SET_UP = 'The AI assistant is not set up (AI_BASE_URL).';
