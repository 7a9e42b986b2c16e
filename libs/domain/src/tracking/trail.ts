// A member's trail: recent positions ordered by time, each instant once, bounded in age and in count.
import type { StaffPosition } from './position-rules';

export interface TrailBounds {
  /** Most points kept (the newest). */
  maxPoints: number;
  /** Points older than this before the newest point are dropped. */
  windowMs: number;
}

/**
 * What the tracking read model keeps per member: the last 60 points of the last 2 hours, what the tracking page draws of
 * each member. A longer window is read from the member's position stream.
 */
export const RECENT_TRAIL: TrailBounds = { maxPoints: 60, windowMs: 2 * 60 * 60_000 };

const byTime = (a: StaffPosition, b: StaffPosition) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

/**
 * Merges positions into a trail. Positions arrive late, out of order or twice: the result is sorted by `at`,
 * a point already held is kept as it was, and merging the same positions again changes nothing.
 * Instants are compared as canonical strings (see canonicalPosition).
 */
export function mergeTrail(trail: readonly StaffPosition[], incoming: readonly StaffPosition[], bounds: TrailBounds): StaffPosition[] {
  const points = new Map<string, StaffPosition>();
  for (const point of trail) points.set(point.at, point);
  for (const point of incoming) if (!points.has(point.at)) points.set(point.at, point);
  const sorted = [...points.values()].sort(byTime);
  const newest = sorted.at(-1);
  if (!newest) return [];
  const oldestKept = Date.parse(newest.at) - bounds.windowMs;
  const recent = sorted.filter((point) => Date.parse(point.at) >= oldestKept);
  return recent.slice(-bounds.maxPoints);
}

/** The position with the latest instant (the first of equals), or the current one when none is later. */
export function latestPosition(current: StaffPosition | null, incoming: readonly StaffPosition[]): StaffPosition | null {
  let latest = current;
  for (const point of incoming) if (!latest || point.at > latest.at) latest = point;
  return latest;
}
