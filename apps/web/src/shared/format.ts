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
