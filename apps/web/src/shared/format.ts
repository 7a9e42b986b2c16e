// How dates, date ranges, instants and durations read in the UI (the browser's locale).

/** A formatter made on first use: each costs tens of milliseconds on a slow phone, and a page seldom needs them all. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const calendarDate = once(() => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const weekdayDate = once(() => new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const instant = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
const viewerZone = once(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

export const formatDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? calendarDate().format(utcDate(date)) : date);
export const formatDayDate = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? weekdayDate().format(utcDate(date)) : date);
export const formatDateRange = (start: string, end: string) => (start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`);

export function formatInstant(iso: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? iso : instant().format(parsed);
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** An instant that is not operational, exactly, on the viewer's clock and naming it: 'Nov 26, 2026, 11:55 AM (Europe/Rome)'. */
export function formatInstantWithZone(iso: string): string {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? iso : `${instant().format(parsed)} (${viewerZone()})`;
}

/** How long ago (or how soon) an instant is from now, in words that fit a row: '12 s ago', '4 min ago', '3 h ago', 'in 20 min', '5 days ago', '2 months ago'. */
export function formatRelative(iso: string, nowMs: number): string {
  const parsed = Date.parse(iso);
  if (Number.isNaN(parsed)) return 'unknown';
  const seconds = Math.round((parsed - nowMs) / 1000);
  const size = Math.abs(seconds);
  const say = (amount: string) => (seconds > 0 ? `in ${amount}` : `${amount} ago`);
  if (size < 1) return 'just now';
  if (size < 60) return say(`${size} s`);
  const minutes = Math.floor(size / 60);
  if (minutes < 60) return say(`${minutes} min`);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return say(`${hours} h`);
  const days = Math.floor(hours / 24);
  if (days < 60) return say(`${days} days`);
  return say(`${Math.floor(days / 30)} months`);
}

/** A count with its noun in the right number: '1 day', '6 days', '2 passports'; never '(s)'. */
export const countOf = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
