// The chat request of a draft, from the organization's ai settings and the tour as it is now; and the final text.
// Pure. What the model is told about a tour: its title, dates and time zone, its days (date, title, description)
// and their segments' times, types, titles and places. Segment notes are never sent: they may hold personal data.
import { defaultSettings, type AiSettings, type Day, type Segment, type Tour } from '@tourops/domain';
import type { DraftKind } from '@tourops/contracts';
import type { ChatMessage, ChatRequest } from './chat-completions';

/** Appended to every instruction: the answer goes straight into a form field. */
export const PLAIN_TEXT_RULE = 'Answer with the text only: no heading, no label, no quotation marks, no Markdown.';

/** A tour description sees this many days in full and this many segments per day; the rest are counted. */
export const TOUR_DAYS_SHOWN = 31;
export const TOUR_SEGMENTS_PER_DAY_SHOWN = 12;
const DAY_DESCRIPTION_SHOWN = 400;

/** The instruction of the settings for a kind; a blank one falls back to the SPEC §9 default. */
export function instructionFor(kind: DraftKind, ai: AiSettings): string {
  const pick = (settings: AiSettings) =>
    kind === 'day-title' ? settings.day.titleInstruction : kind === 'day-description' ? settings.day.descriptionInstruction : settings.tour.tourInstruction;
  const configured = pick(ai)?.trim();
  return configured ? configured : pick(defaultSettings().ai);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 09:00–10:30, or 09:00 (90 min) when it runs past midnight, or 09:00 when it has no duration. */
function whenOf(segment: Segment): string {
  if (!segment.durationMinutes) return segment.startTime;
  const end = minutesOf(segment.startTime) + segment.durationMinutes;
  return end < 24 * 60 ? `${segment.startTime}–${timeOf(end)}` : `${segment.startTime} (${segment.durationMinutes} min)`;
}

function placesOf(segment: Segment): string | null {
  if (segment.transfer) return `from ${segment.transfer.from.name} to ${segment.transfer.to.name}`;
  if (segment.flight) return `flight ${segment.flight.flightNumber} from ${segment.flight.from} to ${segment.flight.to}`;
  return segment.location ? `at ${segment.location.name}` : null;
}

/** One line per segment: "09:00–10:30 activity: Uffizi Gallery (at Uffizi Gallery, Florence)". */
export function describeSegment(segment: Segment): string {
  const places = placesOf(segment);
  return `${whenOf(segment)} ${segment.type}: ${segment.title}${places ? ` (${places})` : ''}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function segmentLines(day: Day, limit = Infinity, indent = '- '): string[] {
  if (day.segments.length === 0) return [`${indent}(no segments planned yet)`];
  // In the day's own order, as the operator planned it.
  const lines = day.segments.slice(0, limit).map((segment) => `${indent}${describeSegment(segment)}`);
  if (day.segments.length > limit) lines.push(`${indent}…and ${day.segments.length - limit} more segments`);
  return lines;
}

function tourLines(tour: Tour): string[] {
  return [`Tour: ${oneLine(tour.title)}`, `Dates: ${tour.startDate} to ${tour.endDate} (time zone ${tour.timezone})`];
}

function dayContext(kind: 'day-title' | 'day-description', tour: Tour, day: Day): string[] {
  const index = tour.days.findIndex((candidate) => candidate.id === day.id);
  const lines = [...tourLines(tour), `Day ${index + 1} of ${tour.days.length}, ${day.date}`];
  // The other field of the day, when it has been written, tells what the day is about.
  if (kind === 'day-description' && day.title.trim()) lines.push(`Day title: ${oneLine(day.title)}`);
  if (kind === 'day-title' && day.description.trim()) lines.push(`Day description: ${clip(oneLine(day.description), DAY_DESCRIPTION_SHOWN * 2)}`);
  lines.push('Segments:', ...segmentLines(day));
  return lines;
}

function tourContext(tour: Tour): string[] {
  const lines = [...tourLines(tour), 'Days:'];
  if (tour.days.length === 0) lines.push('(no days planned yet)');
  tour.days.slice(0, TOUR_DAYS_SHOWN).forEach((day, index) => {
    lines.push(`Day ${index + 1}, ${day.date}${day.title.trim() ? `: ${oneLine(day.title)}` : ''}`);
    if (day.description.trim()) lines.push(`  ${clip(oneLine(day.description), DAY_DESCRIPTION_SHOWN)}`);
    lines.push(...segmentLines(day, TOUR_SEGMENTS_PER_DAY_SHOWN, '  - '));
  });
  if (tour.days.length > TOUR_DAYS_SHOWN) lines.push(`…and ${tour.days.length - TOUR_DAYS_SHOWN} more days`);
  return lines;
}

export interface DraftPromptInput {
  kind: DraftKind;
  ai: AiSettings;
  tour: Tour;
  /** For day kinds: the day, which must be one of the tour's. */
  dayId?: string;
}

/** The chat request of a draft; null when a day kind names a day the tour does not have. */
export function buildDraftPrompt({ kind, ai, tour, dayId }: DraftPromptInput): ChatRequest | null {
  let context: string[];
  if (kind === 'tour-description') context = tourContext(tour);
  else {
    const day = tour.days.find((candidate) => candidate.id === dayId);
    if (!day) return null;
    context = dayContext(kind, tour, day);
  }
  const messages: ChatMessage[] = [];
  if (ai.systemPrompt.trim()) messages.push({ role: 'system', content: ai.systemPrompt.trim() });
  messages.push({ role: 'user', content: [instructionFor(kind, ai), PLAIN_TEXT_RULE, '', ...context].join('\n') });
  return { model: ai.model, messages };
}

const WRAPPING_QUOTES: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['„', '“'],
  ['«', '»'],
  ['‘', '’'],
  ['*', '*'],
  ['**', '**'],
];

function unwrap(text: string): string {
  for (const [open, close] of WRAPPING_QUOTES.slice().reverse()) {
    if (text.length > open.length + close.length && text.startsWith(open) && text.endsWith(close)) {
      const inner = text.slice(open.length, text.length - close.length);
      if (!inner.includes(open) && !inner.includes(close)) return inner.trim();
    }
  }
  return text;
}

/**
 * The final text of a draft from the streamed answer: trimmed, without a leading "Title:" label or quotes
 * around the whole text; a title is one line without a final full stop. Empty when the model said nothing.
 */
export function finishDraftText(kind: DraftKind, answer: string): string {
  let text = answer.trim().replace(/^(day |tour )?(title|description)\s*:\s*/i, '');
  text = unwrap(text.trim());
  if (kind === 'day-title') text = oneLine(text).replace(/(?<!\.)\.$/, '');
  return text.trim();
}
