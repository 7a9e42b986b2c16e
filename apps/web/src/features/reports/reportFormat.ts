// How report figures read: shares as percentages, durations in minutes or hours, countries by name, and "—" for what was not measured.
import { clockDateTime, clockTime, dateWhereItHappens, type WhereItHappens } from '@tourops/domain';
import type { TourPerformanceReport } from '@tourops/contracts';
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

type PlanVersusActualRow = TourPerformanceReport['planVersusActual']['rows'][number];

/** A time of the row on the clock where it happens ('14:00', '08:05 TPE'), with its day when that is not the row's ('Sun 29 Nov 00:40'). */
function rowTime(row: PlanVersusActualRow, instant: string, clock: WhereItHappens): string {
  const sameDay = dateWhereItHappens(instant, clock.timeZone) === row.date;
  return sameDay ? clockTime(instant, clock, row.timeZone) : clockDateTime(instant, clock, row.timeZone);
}

/** The planned times of a plan-versus-actual row: '14:00–15:30' on the tour's clock, '08:05 TPE – 12:20 KIX' for a flight. */
export const plannedTimes = (row: PlanVersusActualRow): string => `${rowTime(row, row.plannedStart, row.startClock)} – ${rowTime(row, row.plannedEnd, row.endClock)}`;

/** The actual times of a row: the start, and the end when monitoring read it. */
export const actualTimes = (row: PlanVersusActualRow): string =>
  row.actualEnd === null ? rowTime(row, row.actualStart, row.startClock) : `${rowTime(row, row.actualStart, row.startClock)} – ${rowTime(row, row.actualEnd, row.endClock)}`;
