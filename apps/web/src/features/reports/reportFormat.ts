// How report figures read: shares as percentages, durations in minutes or hours, countries by name, and "—" for what was not measured.
import { formatDuration } from '../../shared/format';

export const NOT_MEASURED = '—';

export const formatShare = (share: number | null): string => (share === null ? NOT_MEASURED : `${Math.round(share * 100)} %`);

export const formatMinutes = (minutes: number | null): string => (minutes === null ? NOT_MEASURED : formatDuration(Math.round(minutes)));

/** A signed difference of minutes: "+12 min", "−1 h 5 min", "on time". */
export function formatDifference(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded === 0) return 'on time';
  return `${rounded > 0 ? '+' : '−'}${formatDuration(Math.abs(rounded))}`;
}

const regions = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** "Germany (DE)" for an ISO country code; the text itself when it is none. */
export function countryName(code: string): string {
  if (code === '') return 'Not given';
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    const name = regions?.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const monthFormat = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "May 2026" for "2026-05". */
export const formatMonth = (month: string): string => (/^\d{4}-\d{2}$/.test(month) ? monthFormat.format(new Date(`${month}-01T00:00:00Z`)) : month);

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The time of day of an instant, in the browser's zone. */
export const formatTime = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? iso : timeFormat.format(Date.parse(iso)));
