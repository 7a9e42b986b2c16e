// The day-window rules told to the planner: the suggested start of the next segment, and why a start time would be refused.
import { fromMinutes, isTimeOfDay, isWithinDay, nextAvailableTime, toMinutes, type DayWindow } from '@tourops/domain';
import type { SegmentView } from '@tourops/contracts';

export interface StartSuggestion {
  time: string;
  /** How the time was found, for the form's helper text. */
  reason: string;
}

const endMinutesOf = (segment: Pick<SegmentView, 'startTime' | 'durationMinutes'>) => toMinutes(segment.startTime) + segment.durationMinutes;

/** The segment of the day that ends last, whatever the list order. */
export function lastEndingSegment(segments: readonly SegmentView[]): SegmentView | null {
  return segments.reduce<SegmentView | null>((latest, segment) => (!latest || endMinutesOf(segment) > endMinutesOf(latest) ? segment : latest), null);
}

/** SPEC.md §5: next available time = last segment's start + its duration + the break between segments. */
export function suggestStartTime(segments: readonly SegmentView[], day: DayWindow): StartSuggestion {
  const last = lastEndingSegment(segments);
  if (!last) return { time: day.startTime, reason: `The day starts at ${day.startTime}.` };
  const time = nextAvailableTime(last.startTime, day.breakBetweenSegments, last.durationMinutes);
  return {
    time,
    reason: `“${last.title}” starts at ${last.startTime} and lasts ${last.durationMinutes} min; with the ${day.breakBetweenSegments} min break the next segment can start at ${time}.`,
  };
}

export type StartTimeVerdict = { allowed: true; note: string | null } | { allowed: false; explanation: string };

/** Whether the API will accept a start time, explained before sending (SPEC.md §5: inclusive day window). */
export function judgeStartTime(startTime: string, durationMinutes: number, day: DayWindow): StartTimeVerdict {
  if (!isTimeOfDay(startTime)) return { allowed: false, explanation: 'Enter a start time as HH:MM.' };
  const window = `${day.startTime}–${day.endTime}`;
  if (!isWithinDay(startTime, day)) {
    const when = toMinutes(startTime) < toMinutes(day.startTime) ? `before the day starts at ${day.startTime}` : `after the day ends at ${day.endTime}`;
    return {
      allowed: false,
      explanation: `${startTime} is ${when}. Segments must start within the organization's day window (${window}, inclusive); change the start time or the day settings.`,
    };
  }
  const end = toMinutes(startTime) + (Number.isFinite(durationMinutes) ? durationMinutes : 0);
  if (end > toMinutes(day.endTime))
    return { allowed: true, note: `Ends at ${fromMinutes(end)}${end >= 1440 ? ' the next day' : ''}, after the day window closes at ${day.endTime}; only the start must lie within the window.` };
  return { allowed: true, note: null };
}
