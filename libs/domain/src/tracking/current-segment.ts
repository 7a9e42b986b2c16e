// What a member is doing now: the assignment active at an instant, and the segment of its tour running then.
import { instantOfWallClock } from '../shared/zoned-time';

/** The part of an assignment that says where and when a member works. */
export interface AssignmentPeriod {
  tourId: string;
  dayId?: string;
  segmentId?: string;
  /** ISO-8601 instants; from inclusive, to exclusive. */
  from: string;
  to: string;
}

/** The part of a tour the running segment is found in: days with their local dates and segments with local start times. */
export interface TourTimetable {
  timezone: string;
  days: readonly { id: string; date: string; segments: readonly { id: string; startTime: string; durationMinutes: number }[] }[];
}

/** The assignment covering `now`; of several, the one that started last. */
export function activeAssignment<A extends AssignmentPeriod>(assignments: readonly A[], now: string): A | null {
  const instant = Date.parse(now);
  let found: A | null = null;
  for (const assignment of assignments)
    if (Date.parse(assignment.from) <= instant && instant < Date.parse(assignment.to) && (!found || assignment.from > found.from)) found = assignment;
  return found;
}

export interface RunningSegment {
  dayId: string;
  segmentId: string;
  /** ISO-8601 instants. */
  startsAt: string;
  endsAt: string;
}

/**
 * The segment of the tour running at `now` (start inclusive, end exclusive), within the assignment's day or
 * segment when it names one; of overlapping segments, the one that started last.
 */
export function runningSegment(tour: TourTimetable, assignment: Pick<AssignmentPeriod, 'dayId' | 'segmentId'>, now: string): RunningSegment | null {
  const instant = Date.parse(now);
  let found: RunningSegment | null = null;
  for (const day of tour.days) {
    if (assignment.dayId !== undefined && day.id !== assignment.dayId) continue;
    for (const segment of day.segments) {
      if (assignment.segmentId !== undefined && segment.id !== assignment.segmentId) continue;
      const starts = instantOfWallClock(`${day.date}T${segment.startTime}`, tour.timezone);
      const ends = starts + segment.durationMinutes * 60_000;
      if (starts <= instant && instant < ends && (!found || starts > Date.parse(found.startsAt)))
        found = { dayId: day.id, segmentId: segment.id, startsAt: new Date(starts).toISOString(), endsAt: new Date(ends).toISOString() };
    }
  }
  return found;
}
