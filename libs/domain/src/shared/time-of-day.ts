// Times of day as 'HH:MM' and the day-window rules of SPEC.md §5.

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && HH_MM.test(value);
}

/** Minutes since midnight of an 'HH:MM' time. */
export function toMinutes(time: string): number {
  const match = HH_MM.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' of a number of minutes, wrapping past midnight. */
export function fromMinutes(minutes: number): string {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

export interface DayWindow {
  startTime: string;
  endTime: string;
  breakBetweenSegments: number;
}

/** The longest break between two segments an organization can set, in minutes. */
export const MAX_BREAK_MINUTES = 240;

/**
 * What is wrong with a day window, by field (empty when nothing is): times as HH:MM, the end after the start, and a
 * break of whole minutes from 0 to MAX_BREAK_MINUTES. The one rule the API and the settings page both check.
 */
export function dayWindowProblems(day: { startTime: unknown; endTime: unknown; breakBetweenSegments: unknown }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isTimeOfDay(day.startTime)) problems.startTime = 'A time as HH:MM (00:00 to 23:59).';
  if (!isTimeOfDay(day.endTime)) problems.endTime = 'A time as HH:MM (00:00 to 23:59).';
  else if (isTimeOfDay(day.startTime) && day.endTime <= day.startTime) problems.endTime = 'The day must end after it starts.';
  const { breakBetweenSegments: minutes } = day;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0 || minutes > MAX_BREAK_MINUTES)
    problems.breakBetweenSegments = `Whole minutes from 0 to ${MAX_BREAK_MINUTES}.`;
  return problems;
}

/** A time is allowed within a day if it lies between the day start and end time, inclusive. */
export function isWithinDay(time: string, day: Pick<DayWindow, 'startTime' | 'endTime'>): boolean {
  const t = toMinutes(time);
  return t >= toMinutes(day.startTime) && t <= toMinutes(day.endTime);
}

/** Next available time for a segment = time + optional duration + break between segments. */
export function nextAvailableTime(time: string, breakBetweenSegments: number, durationMinutes = 0): string {
  return fromMinutes(toMinutes(time) + durationMinutes + breakBetweenSegments);
}
