// What a member is doing now: the assignment active at an instant, and the segment of its tour running then.

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

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    wallFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map((piece) => [piece.type, piece.value]));
  const wall = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (ms) of a local date and time 'HH:MM' in a time zone; a time skipped by a clock change is read with the offset before it. */
export function instantOfWallTime(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  return Math.min(first, second);
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
      const starts = instantOfWallTime(day.date, segment.startTime, tour.timezone);
      const ends = starts + segment.durationMinutes * 60_000;
      if (starts <= instant && instant < ends && (!found || starts > Date.parse(found.startsAt)))
        found = { dayId: day.id, segmentId: segment.id, startsAt: new Date(starts).toISOString(), endsAt: new Date(ends).toISOString() };
    }
  }
  return found;
}
