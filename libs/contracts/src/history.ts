// History and time travel: the tour as it was (asOf / revision), and the history entries every entity's history view answers.
import { z } from 'zod';
import { isCalendarDate, isInstantWithOffset } from '@tourops/domain';
import type { Page, TourView } from './tours';

const minPosition = z.string().regex(/^\d{1,30}$/, 'Must be a decimal position.').optional();

/** An ISO-8601 instant with its offset, of a day that exists. */
const instant = z
  .string()
  .max(40, 'Must be an ISO-8601 instant with its offset, such as 2026-05-10T08:00:00Z.')
  .refine((value) => isInstantWithOffset(value) && isCalendarDate(value.slice(0, 10)), 'Must be an ISO-8601 instant with its offset, such as 2026-05-10T08:00:00Z.');

/** GET /api/tours/{id}: the tour now, or as it was at an instant (asOf) or after a revision (one of the two). */
export const tourAsOfQuery = z
  .strictObject({
    asOf: instant.optional(),
    revision: z
      .string()
      .regex(/^\d{1,9}$/, 'Must be a revision number: a whole number from 0.')
      .transform(Number)
      .optional(),
    minPosition,
  })
  .superRefine((query, context) => {
    if (query.asOf !== undefined && query.revision !== undefined)
      context.addIssue({ code: 'custom', path: ['revision'], message: 'Give either asOf or revision, not both.' });
  });

export type TourAsOfQuery = z.output<typeof tourAsOfQuery>;

/** The tour as it was: the same shape as now, read-only, with the instant asked (or that of the revision). */
export interface TourAsOfView extends TourView {
  asOf: string;
  readOnly: true;
}

/** Entries a history page holds at most, and by default. */
export const HISTORY_PAGE_MOST = 200;
export const HISTORY_PAGE_DEFAULT = 50;

/**
 * GET …/{id}/history: newest first, a page at a time (limit, and before: the nextCursor of the page before); only
 * events of these kinds (event types) and by these actors (user ids), filtered before the page is cut.
 */
export const historyQuery = z.strictObject({
  limit: z.coerce
    .number('Must be a number of entries.')
    .int('Must be a whole number of entries.')
    .min(1, 'At least 1 entry.')
    .max(HISTORY_PAGE_MOST, `At most ${HISTORY_PAGE_MOST} entries a page.`)
    .default(HISTORY_PAGE_DEFAULT),
  before: z.string().regex(/^\d{1,9}$/, 'Must be the nextCursor of the previous page.').optional(),
  kind: z
    .string()
    .max(400, 'At most 400 characters.')
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, 'Must be event types separated by commas, such as TourCreated,DayAdded.')
    .transform((value) => value.split(','))
    .optional(),
  actor: z
    .string()
    .max(400, 'At most 400 characters.')
    .regex(/^[\w:@.|-]+(,[\w:@.|-]+)*$/, 'Must be user ids separated by commas.')
    .transform((value) => value.split(','))
    .optional(),
  minPosition,
});

export type HistoryFilter = z.output<typeof historyQuery>;
/** A history request as a caller writes it (limit and before optional). */
export type HistoryRequest = z.input<typeof historyQuery>;

/** One field that an event changed, in words: its path ('days › Sun 11 Apr Siena › segments › Walk › start time'), its value before and after in words (null: nothing). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * What an entry links to: another event along correlation or causation (of this stream, or of another entity's when
 * `entity` is set), or the tour it concerns.
 */
export interface RelatedLink {
  relation: 'cause' | 'consequence' | 'same-correlation' | 'tour';
  label: string;
  /** The related event's id and revision in its stream (this one unless `entity` says another), for cause, consequence and same-correlation. */
  eventId: string | null;
  revision: number | null;
  /** The web page to open, when it has one. */
  href: string | null;
  /** The other entity whose stream holds the related event: a notification, a tour, a watched subject, an SMS… */
  entity?: { kind: string; id: string };
  /** What the related event did, in the audit log's words (who, what, on which entity). */
  summary?: string;
  occurredAt?: string;
}

/** One event of an entity's stream as its history shows it (GET …/history). */
export interface HistoryEntry {
  id: string;
  type: string;
  revision: number;
  position: string;
  occurredAt: string;
  actor: string;
  /** The actor's name from the members read model; the id itself for a system actor or someone no longer known. */
  actorName: string;
  /** What happened, in words. */
  summary: string;
  /** The fields this event changed (only those), before and after. */
  changes: FieldChange[];
  correlationId: string;
  causationId: string;
  related: RelatedLink[];
  data: unknown;
}

/**
 * One page of an entity's history, newest first; nextCursor (the `before` of the next, older page) is null on the last.
 * kinds and actors are those of the whole history, for the filters.
 */
export interface HistoryPage extends Page<HistoryEntry> {
  kinds: string[];
  actors: { id: string; name: string }[];
}
