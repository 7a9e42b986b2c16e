// What makes a reported position acceptable, and how a batch is cleaned: range checks, time bounds, duplicates dropped.
import { isCalendarDate } from '../shared/calendar-date';
import { invalid } from '../shared/decider';

/** One position fix of a device: an ISO-8601 instant, WGS84 degrees, metres, metres per second, degrees from north. */
export interface StaffPosition {
  at: string;
  lat: number;
  lng: number;
  accuracy?: number;
  speed?: number;
  heading?: number;
}

/** Positions one report may carry. */
export const POSITIONS_PER_REPORT_MAX = 500;
/** How far ahead of the server's clock a device's clock may run. */
export const POSITION_FUTURE_TOLERANCE_MS = 5 * 60_000;
/** How old a position may be when it arrives (a device buffering offline for a day still delivers). */
export const POSITION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const isFiniteIn = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** The field error of one position, or null when it is acceptable at `now`. */
export function positionProblem(position: StaffPosition, now: string): [field: string, message: string] | null {
  if (typeof position.at !== 'string' || !INSTANT.test(position.at) || !isCalendarDate(position.at.slice(0, 10)) || Number.isNaN(Date.parse(position.at)))
    return ['at', 'Must be an ISO-8601 instant with its offset, such as 2025-06-10T08:00:00Z.'];
  const at = Date.parse(position.at);
  const current = Date.parse(now);
  if (at > current + POSITION_FUTURE_TOLERANCE_MS) return ['at', 'Must not be more than 5 minutes in the future.'];
  if (at < current - POSITION_MAX_AGE_MS) return ['at', 'Must not be more than 7 days old.'];
  if (!isFiniteIn(position.lat, -90, 90)) return ['lat', 'Must be a latitude from -90 to 90.'];
  if (!isFiniteIn(position.lng, -180, 180)) return ['lng', 'Must be a longitude from -180 to 180.'];
  if (position.accuracy !== undefined && !isFiniteIn(position.accuracy, 0, 100_000)) return ['accuracy', 'Must be metres from 0 to 100000.'];
  if (position.speed !== undefined && !isFiniteIn(position.speed, 0, 400)) return ['speed', 'Must be metres per second from 0 to 400.'];
  if (position.heading !== undefined && !isFiniteIn(position.heading, 0, 360)) return ['heading', 'Must be degrees from 0 to 360.'];
  return null;
}

/** The same position with `at` in one canonical form (UTC, milliseconds), so equal instants are equal strings. */
export function canonicalPosition(position: StaffPosition): StaffPosition {
  const { at, lat, lng, accuracy, speed, heading } = position;
  return {
    at: new Date(Date.parse(at)).toISOString(),
    lat,
    lng,
    ...(accuracy !== undefined ? { accuracy } : {}),
    ...(speed !== undefined ? { speed } : {}),
    ...(heading !== undefined ? { heading } : {}),
  };
}

/** Checks every position; the first bad one rejects the whole batch with its field path (positions.3.lat). */
export function checkPositions(positions: readonly StaffPosition[], now: string): void {
  if (positions.length === 0) throw invalid('Send at least one position.', { positions: 'At least 1 position.' });
  if (positions.length > POSITIONS_PER_REPORT_MAX)
    throw invalid(`A report carries at most ${POSITIONS_PER_REPORT_MAX} positions; send the rest in another.`, { positions: `At most ${POSITIONS_PER_REPORT_MAX} positions.` });
  positions.forEach((position, index) => {
    const problem = positionProblem(position, now);
    if (problem) throw invalid(`Position ${index} is not valid: ${problem[1]}`, { [`positions.${index}.${problem[0]}`]: problem[1] });
  });
}

/**
 * The positions of a checked batch worth recording: canonical, sorted by time, each instant once, and none
 * whose instant was already recorded (`seen`, epoch milliseconds). A position repeated within the batch keeps its first fix.
 */
export function newPositions(positions: readonly StaffPosition[], seen: ReadonlySet<number>): StaffPosition[] {
  const fresh = new Map<string, StaffPosition>();
  for (const position of positions.map(canonicalPosition)) if (!seen.has(Date.parse(position.at)) && !fresh.has(position.at)) fresh.set(position.at, position);
  return [...fresh.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
