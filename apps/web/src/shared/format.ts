// How dates, date ranges, instants and durations read in the UI (the browser's locale).
const calendarDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayDate = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const instant = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

export const formatDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? calendarDate.format(utcDate(date)) : date);
export const formatDayDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? weekdayDate.format(utcDate(date)) : date);
export const formatDateRange = (start: string, end: string) => (start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`);

export function formatInstant(iso: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? iso : instant.format(parsed);
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant that is not operational, exactly, on the viewer's clock and naming it: 'Nov 26, 2026, 11:55 AM (Europe/Rome)'. */
export function formatInstantWithZone(iso: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? iso : `${instant.format(parsed)} (${viewerZone})`;
}

const MINUTE_MS = 60_000;

/** How long ago (or how soon) an instant is from now, in an operator's words: 'just now', '3 min ago', 'in 2 h', 'yesterday', '5 days ago'. */
export function formatRelative(iso: string, nowMs: number): string {
  const parsed = Date.parse(iso);
  if (Number.isNaN(parsed)) return iso;
  const minutes = Math.round((parsed - nowMs) / MINUTE_MS);
  const size = Math.abs(minutes);
  const say = (amount: string) => (minutes < 0 ? `${amount} ago` : `in ${amount}`);
  if (size < 1) return 'just now';
  if (size < 60) return say(`${size} min`);
  const hours = Math.round(size / 60);
  if (hours < 24) return say(`${hours} h`);
  const days = Math.round(size / 1440);
  if (days === 1) return minutes < 0 ? 'yesterday' : 'tomorrow';
  if (days < 30) return say(`${days} days`);
  return formatInstant(iso);
}

/** A count with its noun in the right number: '1 day', '6 days', '2 passports'; never '(s)'. */
export const countOf = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
