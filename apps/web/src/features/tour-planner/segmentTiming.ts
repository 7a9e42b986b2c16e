// The day-window rules told to the planner: the suggested start of the next segment, and why a start time would be refused.
import type { DayView } from '@tourops/contracts';
import { fromMinutes, isTimeOfDay, isWithinDay, nextStart, toMinutes, type DayWindow, type NextStart } from '@tourops/domain';
import { clockOf } from './segmentFit';

/** SPEC.md §5 on the tour's clock: the end of the segment that ends last (a flight's arrival) plus the break, or why the day is full. */
export const suggestStartTime = (day: DayView, segments: DayView['segments'], timeZone: string, window: DayWindow): NextStart =>
  nextStart(segments, clockOf(day, timeZone), window);

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
