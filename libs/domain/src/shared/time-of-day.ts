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

/** A time is allowed within a day if it lies between the day start and end time, inclusive. */
export function isWithinDay(time: string, day: Pick<DayWindow, 'startTime' | 'endTime'>): boolean {
  const t = toMinutes(time);
  return t >= toMinutes(day.startTime) && t <= toMinutes(day.endTime);
}

/** Next available time for a segment = time + optional duration + break between segments. */
export function nextAvailableTime(time: string, breakBetweenSegments: number, durationMinutes = 0): string {
  return fromMinutes(toMinutes(time) + durationMinutes + breakBetweenSegments);
}
