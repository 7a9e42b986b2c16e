// The range a report covers: the query's dates, or the last 6 months up to the next 2 (UTC); refused when reversed or over 3 years.
import { isCalendarDate } from '@tourops/domain';
import { ValidationError } from '../http/errors';

export interface ReportRange {
  from: string;
  to: string;
}

export const MAX_RANGE_MONTHS = 36;

/** The same day `months` later (earlier when negative), on the month's last day when it has no such day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export function reportRange(query: { from?: string; to?: string }, today: string): ReportRange {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDate(value))
      throw new ValidationError(`The query is not valid: ${field} is not a day of the calendar.`, { [field]: 'Must be a date as YYYY-MM-DD that exists.' });
  }
  const from = query.from ?? addMonths(today, -6);
  const to = query.to ?? addMonths(today, 2);
  if (from > to) throw new ValidationError(`The query is not valid: to (${to}) is before from (${from}).`, { to: `Must be on or after from (${from}).` });
  if (to > addMonths(from, MAX_RANGE_MONTHS))
    throw new ValidationError('The query is not valid: the range from…to is over 3 years.', { to: `Must be at most 3 years after from (${addMonths(from, MAX_RANGE_MONTHS)} at the latest).` });
  return { from, to };
}
