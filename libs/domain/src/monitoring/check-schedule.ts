// When the monitor checks a subject again: by proximity to its start, backing off while its provider gives no data.
import { horizonStartsAt, isOver, type WatchedSubject } from './watched-subjects';

/** What the last check of a subject gave: a reading, or no data for some checks in a row. */
export type CheckOutcome = { kind: 'reading' } | { kind: 'no data'; consecutiveFailures: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Backoff doubles the interval on each failure in a row, never beyond an hour (or the usual interval when longer). */
export const BACKOFF_CEILING_MINUTES = 60;

/**
 * Minutes between two checks of a subject by how close it is: a flight every 5 minutes from 3 hours before departure
 * and while under way, every 15 within 24 hours, hourly further off; a transfer every 10 minutes from 3 hours before
 * and while under way, else every 30; weather hourly within 24 hours, else every 3 hours.
 */
export function checkIntervalMinutes(subject: WatchedSubject, now: string): number {
  const untilStart = Date.parse(subject.window.from) - Date.parse(now);
  switch (subject.kind) {
    case 'flight':
      return untilStart <= 3 * HOUR_MS ? 5 : untilStart <= 24 * HOUR_MS ? 15 : 60;
    case 'transfer':
      return untilStart <= 3 * HOUR_MS ? 10 : 30;
    case 'weather':
      return untilStart <= 24 * HOUR_MS ? 60 : 180;
    default: {
      const exhaustive: never = subject.kind;
      return exhaustive;
    }
  }
}

/** The usual interval doubled for each failure in a row, up to the ceiling. */
export function backedOffMinutes(intervalMinutes: number, consecutiveFailures: number): number {
  const ceiling = Math.max(intervalMinutes, BACKOFF_CEILING_MINUTES);
  return Math.min(intervalMinutes * 2 ** Math.max(0, consecutiveFailures), ceiling);
}

/**
 * When to check a subject next, as an ISO instant: at once when never checked, when it enters its horizon when it
 * is not there yet, after the proximity interval (backed off after no data), and never after its window ends (the
 * check then finds it over and expires its notifications). null once it is over.
 */
export function nextCheckAt(subject: WatchedSubject, now: string, lastOutcome: CheckOutcome | null): string | null {
  if (isOver(subject, now)) return null;
  const nowMs = Date.parse(now);
  const entersHorizon = horizonStartsAt(subject);
  if (entersHorizon > nowMs) return new Date(entersHorizon).toISOString();
  if (lastOutcome === null) return new Date(nowMs).toISOString();
  const interval = checkIntervalMinutes(subject, now);
  const minutes = lastOutcome.kind === 'reading' ? interval : backedOffMinutes(interval, lastOutcome.consecutiveFailures);
  return new Date(Math.min(nowMs + minutes * MINUTE_MS, Date.parse(subject.window.to))).toISOString();
}
