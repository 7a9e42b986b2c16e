// Calendar dates as 'YYYY-MM-DD', compared and stepped without time zones.

const YYYY_MM_DD = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = YYYY_MM_DD.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Whole days from a to b (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An ISO date-time ('YYYY-MM-DDTHH:MM…', with or without offset) moved by whole days, its wall time kept. */
export function shiftInstant(value: string, days: number): string {
  const match = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(value);
  return match ? `${addDays(match[1], days)}${match[2]}` : value;
}
